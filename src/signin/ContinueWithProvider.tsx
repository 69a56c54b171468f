import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { SigninProvider } from '@/auth/calls';
import { identityProviderTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';

/**
 * The sign-in form's button once the address typed belongs to a domain that signs in with an identity provider
 * (issue 65): it submits the form, which leaves for the provider instead of asking for a password.
 */
export default function ContinueWithProvider({ provider }: { provider: SigninProvider }) {
  const ready = useTexts(identityProviderTexts);
  const translate = useTranslate();
  if (!ready) return null;
  return (
    <Button type="submit" fullWidth variant="contained" size="large" sx={{ mt: 1 }}>
      {translate('app.identityProviders.continueWith', { name: provider.name })}
    </Button>
  );
}
