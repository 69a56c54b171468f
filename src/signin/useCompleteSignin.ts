import { useCallback } from 'react';
import { useNavigate } from '@/navigation';
import { refreshCurrentUser, useAuth, type SigninPayload } from '@/auth';
import { useConfig } from '@/config';
import { CURRENT_USER_REFRESH_AFTER_SIGNIN_MS } from '@/constants';
import { selfService } from './selfServiceStore';
import { goTo, signinDestination } from './signinDestination';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What happens once a sign-in (password or one-time code) succeeded (spec 1 section 4): not ready →
 * /processing?redirect=…; otherwise refresh the current user after 200 ms and go to the destination.
 * `stored` is the post-login redirect read (and cleared) when the sign-in started. A person with a second
 * factor (or who must add one) is half signed in: the second step opens instead, and the answer is false.
 */
export function useCompleteSignin() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { defaultRedirect, allowedRedirectHosts } = useConfig();
  return useCallback(
    async (answer: SigninPayload | undefined, stored: string | null): Promise<boolean> => {
      if (answer?.secondFactor) {
        selfService.open({ kind: 'secondFactor', step: answer.secondFactor, methods: answer.methods ?? [], stored });
        return false;
      }
      const destination = signinDestination(
        { stored, defaultRedirect, defaultAppURL: answer?.defaultAppURL, search: window.location.search },
        { allowedHosts: allowedRedirectHosts, origin: window.location.origin },
      );
      if (!(await auth.isBackendReady())) {
        navigate(`/processing?redirect=${encodeURIComponent(destination)}`);
        return true;
      }
      await delay(CURRENT_USER_REFRESH_AFTER_SIGNIN_MS);
      await refreshCurrentUser();
      goTo(destination, navigate);
      return true;
    },
    [auth, navigate, defaultRedirect, allowedRedirectHosts],
  );
}
