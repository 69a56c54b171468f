import { Suspense, lazy } from 'react';
import { useNavigate } from '@/navigation';
import { storePostLoginRedirect } from '@/auth';
import { useConfig } from '@/config';
import { ActivatedDialog } from './ActivatedDialog';
import { CookiesDialog } from './CookiesDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { InviteDialog } from './InviteDialog';
import { ResetDoneDialog, ResetPasswordDialog } from './ResetPasswordDialog';
import { SignupDialog } from './SignupDialog';
import { joinOrganizationPath, signinPathWithEmail } from './joinReturn';
import { selfService, useSelfService } from './selfServiceStore';

// Only after a right password or code, for a person with a second factor (its form code and texts with it).
const SecondFactorDialog = lazy(() => import('./SecondFactorDialog'));

/**
 * The self-service dialogs, mounted once for every page: links may open them anywhere (signup,
 * inviteToken, activateToken, resetPassword) and the sign-in and join pages open them too.
 */
export default function SelfServiceDialogs() {
  const navigate = useNavigate();
  const { signinPath } = useConfig();
  const { dialog, resetToken } = useSelfService();
  const close = () => selfService.close();

  let current = null;
  switch (dialog?.kind) {
    case 'signup':
      current = (
        <SignupDialog
          key={`${dialog.inviteToken ?? ''}|${dialog.email ?? ''}|${dialog.organizationToken ?? ''}`}
          inviteToken={dialog.inviteToken}
          email={dialog.email}
          organizationToken={dialog.organizationToken}
          onClose={close}
        />
      );
      break;
    case 'forgot':
      current = <ForgotPasswordDialog open onClose={close} />;
      break;
    case 'activated':
      current = (
        <ActivatedDialog
          onSignIn={() => {
            close();
            navigate(signinPathWithEmail(signinPath, dialog.email));
          }}
        />
      );
      break;
    case 'invite':
      current = (
        <InviteDialog
          onClose={close}
          onSignIn={() => {
            storePostLoginRedirect(joinOrganizationPath(dialog.inviteToken, dialog.email));
            close();
            navigate(signinPathWithEmail(signinPath, dialog.email));
          }}
          onCreateAccount={() =>
            selfService.open({ kind: 'signup', inviteToken: dialog.inviteToken, email: dialog.email })
          }
        />
      );
      break;
    case 'resetDone':
      current = <ResetDoneDialog onClose={close} />;
      break;
    case 'secondFactor':
      current = (
        <Suspense fallback={null}>
          <SecondFactorDialog step={dialog.step} methods={dialog.methods} stored={dialog.stored} />
        </Suspense>
      );
      break;
    case 'cookies':
      current = <CookiesDialog onClose={close} />;
      break;
  }
  return (
    <>
      {current}
      {resetToken && <ResetPasswordDialog key={resetToken} token={resetToken} />}
    </>
  );
}
