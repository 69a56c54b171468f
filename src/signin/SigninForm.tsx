import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useNotify, useTranslate } from 'react-admin';
import {
  clearPostLoginRedirect,
  readPostLoginRedirect,
  storePostLoginRedirect,
  type SigninPayload,
  useAuth,
} from '@/auth';
import { useConfig } from '@/config';
import { REMEMBER_ME_DEFAULT } from '@/constants';
import { EmailField } from '@/forms/EmailField';
import { PasswordField } from '@/forms/PasswordField';
import { useCapabilities } from '@/platform/capabilities';
import { isPlatformError } from '@/platform/errors';
import { notifySigninError } from './notifySigninError';
import { selfService } from './selfServiceStore';
import { serverSessionCleared } from './sessionReset';
import { useCompleteSignin } from './useCompleteSignin';
import { canLogin } from './validation';

/**
 * The provider an address's domain signs in with (issue 65), as the page's lazy provider part
 * (ProviderSignin.tsx) hands it over: the button's text, and leaving for it with Remember Me.
 */
export interface DomainSignin {
  label: string;
  go: (permanent: boolean) => void;
}

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  onPasswordFree: () => void;
  /** The identity provider the address's domain signs in with (issue 65): offered instead of the password. */
  provider?: DomainSignin | null;
}

/**
 * E-mail and password sign-in with Remember Me, or a passkey alone (issue 38), plus the links the feature
 * flags switch on.
 */
export function SigninForm({ email, onEmailChange, password, onPasswordChange, onPasswordFree, provider }: Props) {
  const translate = useTranslate();
  const offers = useCapabilities();
  const notify = useNotify();
  // The provider itself rather than useLogin: the page chooses the destination (useLogin would navigate).
  const authProvider = useAuth();
  const complete = useCompleteSignin();
  const { features } = useConfig();
  const [permanent, setPermanent] = useState(REMEMBER_ME_DEFAULT);
  const [loading, setLoading] = useState(false);
  const enabled = canLogin(email, password) && !loading;
  // The address a sign-in was refused for as not confirmed yet: its confirmation can be mailed again (issue 64).
  const [unconfirmed, setUnconfirmed] = useState<string>();

  /** One sign-in (password, or a passkey alone): the destination, or the second step, or why not. */
  const signIn = async (answer: () => Promise<SigninPayload | undefined>) => {
    setLoading(true);
    // The stored redirect is cleared when login starts, and put back if the sign-in fails.
    const stored = readPostLoginRedirect();
    clearPostLoginRedirect();
    try {
      await serverSessionCleared();
      if (!(await complete(await answer(), stored))) setLoading(false);
    } catch (error) {
      if (stored) storePostLoginRedirect(stored);
      // The browser's own refusal (its passkey prompt closed) is no API error the adapter tells.
      if (!isPlatformError(error)) notify('app.signin.passkeyNotUsed', { type: 'warning' });
      else {
        notifySigninError(error);
        if (error.errorCode === 'EMAIL_NOT_CONFIRMED') setUnconfirmed(email.trim());
      }
      setLoading(false);
    }
  };

  const submit = async () => {
    if (provider) return provider.go(permanent);
    if (!enabled) return;
    await signIn(async () => {
      const result = (await authProvider.login({ email: email.trim(), password, permanent })) as
        { payload?: SigninPayload } | undefined;
      return result?.payload;
    });
  };

  // @simplewebauthn/browser loads when the button is pressed, not with the page.
  const withPasskey = () => signIn(async () => (await import('./passkeys')).signinWithPasskey(authProvider, permanent));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <EmailField value={email} onChange={onEmailChange} autoFocus={!email} />
      {!provider && (
        <PasswordField
          label={translate('app.signin.password')}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={permanent} onChange={(e) => setPermanent(e.target.checked)} />}
        label={translate('app.signin.rememberMe')}
      />
      <Button type="submit" fullWidth variant="contained" size="large" disabled={!provider && !enabled} sx={{ mt: 1 }}>
        {provider ? provider.label : translate('app.signin.login')}
      </Button>
      {offers('secondFactors') && globalThis.PublicKeyCredential !== undefined && (
        <Button fullWidth variant="outlined" disabled={loading} sx={{ mt: 1 }} onClick={() => void withPasskey()}>
          {translate('app.signin.passkeySignin')}
        </Button>
      )}
      <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
        {unconfirmed && unconfirmed === email.trim() && offers('resendConfirmation') && (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setUnconfirmed(undefined);
              void authProvider.resendConfirmation(unconfirmed).then(
                () => notify('app.signin.confirmationResent', { type: 'info' }),
                () => undefined, // told by the adapter
              );
            }}
          >
            {translate('app.signin.resendConfirmation')}
          </Link>
        )}
        {features.resetPassword && !features.passwordFree && (
          <Link component="button" type="button" variant="body2" onClick={() => selfService.open({ kind: 'forgot' })}>
            {translate('app.signin.forgotPassword')}
          </Link>
        )}
        {features.passwordFree && (
          <Link component="button" type="button" variant="body2" onClick={onPasswordFree}>
            {translate('app.signin.passwordFreeLink')}
          </Link>
        )}
        {features.signup && (
          <Button variant="outlined" fullWidth onClick={() => selfService.open({ kind: 'signup' })}>
            {translate('app.signin.createAccount')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
