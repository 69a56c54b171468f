import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslate } from 'react-admin';
import { clearPostLoginRedirect, readPostLoginRedirect } from '@/auth/postLoginRedirect';
import { identityProviderTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import { useAuth } from '@/auth/authProvider';
import type { SigninProvider as Provider } from '@/auth/identityProviderCalls';
import { platformUrl } from '@/platform/platformUrl';
import { useCapabilities } from '@/platform/capabilities';
import type { SecondFactorMethod } from '@/auth/calls';
import { selfService } from './selfServiceStore';
import type { DomainSignin } from './SigninForm';
import { goToProvider } from './providerRedirect';
import { useDomainProvider } from './useDomainProvider';

/** The parameters the platform comes back to the sign-in page with (fixtures/server/routes/idpSignin.ts). */
const RETURN_PARAMS = ['idpError', 'secondFactor', 'methods'];
const ERRORS = [
  'IDP_FAILED',
  'IDP_EMAIL_UNVERIFIED',
  'IDP_ACCOUNT_EXISTS',
  'IDP_SIGNUP_NOT_ALLOWED',
  'IDP_ACCOUNT_INACTIVE',
  'IDP_ALREADY_LINKED',
];
const METHODS: SecondFactorMethod[] = ['passkey', 'totp', 'recoveryCode'];

/**
 * Under the sign-in form (issue 65, loaded after it): a "Sign in with …" button for each identity provider
 * marked to show there, which leaves for the platform's round trip to the provider; and what the platform
 * said when it came back: why no one was signed in, or the second step to give.
 */
export default function ProviderSignin({
  email = '',
  onDomainSignin,
}: {
  /** The address typed: its domain may sign in with its organization's provider (issue 65). */
  email?: string;
  onDomainSignin?: (signin: DomainSignin | null) => void;
}) {
  const ready = useTexts(identityProviderTexts);
  const translate = useTranslate();
  // A platform without identity providers (issue 60) is never asked about them: no call that would fail.
  const offered = useCapabilities()('identityProviders');
  const domainProvider = useDomainProvider(offered ? email : '');
  // The form offers Continue with the provider instead of the password, once its text is there.
  useEffect(() => {
    onDomainSignin?.(
      ready && domainProvider
        ? {
            label: translate('app.identityProviders.continueWith', { name: domainProvider.name }),
            go: (permanent) => goToProvider(domainProvider, permanent),
          }
        : null,
    );
  }, [ready, domainProvider, translate, onDomainSignin]);
  const auth = useAuth();
  const [providers, setProviders] = useState<Provider[]>([]);
  // Back from the platform's round trip: why no one was signed in (read once, before the effect below
  // takes the return parameters off the address).
  const [error] = useState<string | null>(() => {
    const code = new URLSearchParams(window.location.search).get('idpError');
    return code && ERRORS.includes(code) ? code : null;
  });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const step = params.get('secondFactor');
    if (step === 'verify' || step === 'enrol') {
      const methods = (params.get('methods') ?? '')
        .split(',')
        .filter((m): m is SecondFactorMethod => METHODS.includes(m as SecondFactorMethod));
      selfService.open({
        kind: 'secondFactor',
        step,
        methods,
        stored: params.get('redirectTo') ?? readPostLoginRedirect(),
      });
    }
    if (RETURN_PARAMS.some((name) => params.has(name))) {
      RETURN_PARAMS.forEach((name) => params.delete(name));
      const rest = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    }
    // Once, as the page opens.
  }, []);

  useEffect(() => {
    if (!offered) return;
    auth
      .identityProviders()
      .then((calls) => calls.fetchSigninProviders())
      .then(setProviders, () => undefined);
    // Once the platform has said it offers them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered]);

  const go = (provider: Provider) => {
    const redirectTo = readPostLoginRedirect() ?? undefined;
    clearPostLoginRedirect();
    window.location.assign(platformUrl('account', `/users/signin/idp/${provider.id}`, { redirectTo }));
  };

  if (!ready || (!providers.length && !error)) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
      {error && <Alert severity="error">{translate(`app.identityProviders.errors.${error}`)}</Alert>}
      {providers.length > 0 && <Divider>{translate('app.identityProviders.or')}</Divider>}
      {providers.map((provider) => (
        <Button key={provider.id} variant="outlined" fullWidth onClick={() => go(provider)}>
          {translate('app.identityProviders.signInWith', { name: provider.name })}
        </Button>
      ))}
    </Box>
  );
}
