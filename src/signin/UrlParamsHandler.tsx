import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useNavigate } from '@/navigation';
import { ensureCurrentUser, storePostLoginRedirect } from '@/auth';
import { useConfig } from '@/config';
import { URL_PARAMS_HANDLER_DELAY_MS } from '@/constants';
import { useAuth } from '@/auth/authProvider';
import { selfService, useSelfService } from './selfServiceStore';
import { SPENT_PARAMS, readUrlRequests } from '@/navigation/signinParams';
import { useLatest } from '@/hooks/useLatest';

// The dialogs load only when one opens: most pages never need them.
const SelfServiceDialogs = lazy(() => import('./SelfServiceDialogs'));

/**
 * The URL parameters handled on any page (spec 1 section 2), 100 ms after load or a path change,
 * plus the self-service dialogs they open. Mount once, inside the router, on every route.
 */
export function UrlParamsHandler() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { signinPath } = useConfig();
  const { dialog, resetToken } = useSelfService();
  const latest = useLatest(location);

  useEffect(() => {
    const timer = setTimeout(() => {
      const { pathname, search, hash } = latest.current;
      const requests = readUrlRequests(search);

      if (requests.redirectTo) storePostLoginRedirect(requests.redirectTo);
      if (requests.resetToken) selfService.setResetToken(requests.resetToken);
      if (requests.prefill?.plcode && pathname !== signinPath) {
        // Only the sign-in page signs in with a code: take the whole link there.
        navigate(`${signinPath}${search}`, { replace: true });
        return;
      }
      if (requests.prefill) selfService.prefill(requests.prefill);
      if (requests.signup) {
        selfService.open({
          kind: 'signup',
          inviteToken: requests.invite?.token,
          email: requests.prefill?.email,
          organizationToken: requests.organizationToken,
        });
      } else if (requests.invite) {
        const invite = requests.invite;
        void ensureCurrentUser().then((user) => {
          if (!user) selfService.open({ kind: 'invite', inviteToken: invite.token, email: invite.email });
        });
      }
      if (requests.activate) {
        const { token, email } = requests.activate;
        auth.validateEmail(token, email).then(
          () => selfService.open({ kind: 'activated', email }),
          () => undefined, // notified by the adapter
        );
      }

      const params = new URLSearchParams(search);
      if (SPENT_PARAMS.some((name) => params.has(name))) {
        SPENT_PARAMS.forEach((name) => params.delete(name));
        const rest = params.toString();
        navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
      }
    }, URL_PARAMS_HANDLER_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs on load and on each path change, not on every query change (spec 1 section 2).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each path change only (the comment above)
  }, [location.pathname]);

  if (!dialog && !resetToken) return null;
  return (
    <Suspense fallback={null}>
      <SelfServiceDialogs />
    </Suspense>
  );
}
