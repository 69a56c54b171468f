import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { selfService } from './selfServiceStore';

/** Shown when the browser refuses cookies: signing in cannot work without them. */
export function CookiesNotice() {
  const translate = useTranslate();
  if (typeof navigator === 'undefined' || navigator.cookieEnabled) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => selfService.open({ kind: 'cookies' })}>
          {translate('app.signin.cookies.learnMore')}
        </Button>
      }
    >
      {translate('app.signin.cookies.disabled')}
    </Alert>
  );
}
