import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { useNotify, useTranslate } from 'react-admin';
import { useConfig } from '@/config';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { SlotProps } from '@/engine/types';
import { signupLink } from '@/navigation/signinParams';

/**
 * The organization's shared join token as a ready sign-up link: the sign-in page opening the signup
 * dialog with the token filled in. Shown only where the deployment lets people sign up with a token.
 */
export default function JoinLink({ record }: SlotProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { signinPath, features } = useConfig();
  const token = typeof record.token === 'string' ? record.token : '';
  if (!token || !features.signup || !features.signupWithOrganizationToken) return null;
  const link = signupLink(window.location.origin, signinPath, token);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    notify(translate('app.resources.organizations.joinLink.copied'), {
      type: 'success',
      autoHideDuration: SUCCESS_HIDE_MS,
    });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={copy}>
        {translate('app.resources.organizations.joinLink.copy')}
      </Button>
      <Typography variant="caption" color="textSecondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {link}
      </Typography>
    </Box>
  );
}
