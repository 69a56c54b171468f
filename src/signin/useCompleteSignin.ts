import { useCallback } from 'react';
import { useNavigate } from '@/navigation';
import { refreshCurrentUser, useAuth, type SigninPayload } from '@/auth';
import { useConfig } from '@/config';
import { CURRENT_USER_REFRESH_AFTER_SIGNIN_MS } from '@/constants';
import { goTo, signinDestination } from './signinDestination';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What happens once a sign-in (password or one-time code) succeeded (spec 1 section 4): not ready →
 * /processing?redirect=…; otherwise refresh the current user after 200 ms and go to the destination.
 * `stored` is the post-login redirect read (and cleared) when the sign-in started.
 */
export function useCompleteSignin() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { defaultRedirect, allowedRedirectHosts } = useConfig();
  return useCallback(
    async (answer: SigninPayload | undefined, stored: string | null) => {
      const destination = signinDestination(
        { stored, defaultRedirect, defaultAppURL: answer?.defaultAppURL, search: window.location.search },
        { allowedHosts: allowedRedirectHosts, origin: window.location.origin },
      );
      if (!(await auth.isBackendReady())) {
        navigate(`/processing?redirect=${encodeURIComponent(destination)}`);
        return;
      }
      await delay(CURRENT_USER_REFRESH_AFTER_SIGNIN_MS);
      await refreshCurrentUser();
      goTo(destination, navigate);
    },
    [auth, navigate, defaultRedirect, allowedRedirectHosts],
  );
}
