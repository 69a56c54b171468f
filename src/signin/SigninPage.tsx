import { Suspense, lazy, useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import BarePage from '@/ui/BarePage';
import { LanguageMenu } from '@/ui/LanguageMenu';
import { forgetCurrentUser } from '@/auth/useCurrentUser';
import { CookiesNotice } from './CookiesNotice';
import { ConsentBanner } from './ConsentBanner';
import type { PasswordFreeStart } from './PasswordFreeOverlay';
import { SigninForm, type DomainSignin } from './SigninForm';
import { selfService, useSelfService } from './selfServiceStore';
import { clearServerSession } from './sessionReset';
import { useAuth } from '@/auth/authProvider';

// Opened on demand (a click or a link with a code): not part of what the page needs to show.
// The organizations' sign-in buttons (issue 65) load after the form shows.
const ProviderSignin = lazy(() => import('./ProviderSignin'));
const PasswordFreeOverlay = lazy(() =>
  import('./PasswordFreeOverlay').then(({ PasswordFreeOverlay: Overlay }) => ({ default: Overlay })),
);

/**
 * The sign-in page (route /signin, no sidebar, no app bar, title Signin). Visiting it ends the
 * server session and any impersonation; links prefill it through the URL-parameter handler.
 */
export default function SigninPage() {
  const auth = useAuth();
  const translate = useTranslate();
  const { prefill, dialog } = useSelfService();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordFree, setPasswordFree] = useState<PasswordFreeStart | null>(null);
  // An address of a domain whose organization signs in with its own provider is offered it (issue 65).
  const [provider, setProvider] = useState<DomainSignin | null>(null);

  useEffect(() => {
    void clearServerSession(auth.endSession);
    forgetCurrentUser();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ends a session left half-way once, when the page opens
  }, []);

  useEffect(() => {
    document.title = translate('app.signin.title');
  }, [translate]);

  // Values from a link (email, password, plcode): applied once, then forgotten.
  useEffect(() => {
    const values = selfService.takePrefill();
    if (!values) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the e-mail field follows the link's address
    if (values.email !== undefined) setEmail(values.email);
    if (values.password !== undefined) setPassword(values.password);
    if (values.plcode) setPasswordFree({ email: values.email ?? '', code: values.plcode });
  }, [prefill.seq]);

  // The second step takes over from the password-free overlay once its code was right.
  const secondStep = dialog?.kind === 'secondFactor';
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a second step closes the password-free overlay
    if (secondStep) setPasswordFree(null);
  }, [secondStep]);

  return (
    <BarePage sx={{ bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" align="center" gutterBottom>
            {translate('app.signin.title')}
          </Typography>
          <CookiesNotice />
          <SigninForm
            email={email}
            onEmailChange={setEmail}
            password={password}
            onPasswordChange={setPassword}
            onPasswordFree={() => setPasswordFree({ email })}
            provider={provider}
          />
          <Suspense fallback={null}>
            <ProviderSignin email={email} onDomainSignin={setProvider} />
          </Suspense>
        </CardContent>
      </Card>
      {/* As wide as its languages, under the form, not across the page (issue 42). */}
      <LanguageMenu sx={{ mt: 2, alignSelf: 'center' }} />
      {passwordFree && (
        <Suspense fallback={null}>
          <PasswordFreeOverlay
            // a new link starts a fresh overlay
            key={`${passwordFree.email}|${passwordFree.code ?? ''}`}
            open
            start={passwordFree}
            onClose={() => setPasswordFree(null)}
          />
        </Suspense>
      )}
      <ConsentBanner />
    </BarePage>
  );
}
