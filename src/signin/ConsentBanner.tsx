import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readCookie, writeCookie } from '@/browser/cookies';
import { useTranslate } from 'react-admin';
import { selfService } from './selfServiceStore';

/** The consent cookie: set for the whole site (path /), so the banner never shows again anywhere. */
export const CONSENT_COOKIE = 'cookieConsent';
const CONSENT_DAYS = 365;

export function ConsentBanner() {
  const translate = useTranslate();
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) === 'true');
  if (accepted) return null;
  const accept = () => {
    writeCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
    setAccepted(true);
  };
  return (
    <Paper
      role="region"
      aria-label={translate('app.signin.cookies.title')}
      elevation={6}
      square
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, p: 2, zIndex: (theme) => theme.zIndex.snackbar - 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2">{translate('app.signin.cookies.banner')}</Typography>
        <Button size="small" onClick={() => selfService.open({ kind: 'cookies' })}>
          {translate('app.signin.cookies.learnMore')}
        </Button>
        <Button size="small" variant="contained" onClick={accept}>
          {translate('app.signin.cookies.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
