import { useCallback } from 'react';
import { useNavigate } from '@/navigation';
import { refreshCurrentUser, type SigninPayload } from '@/auth';
import { useConfig } from '@/config';
import { CURRENT_USER_REFRESH_AFTER_SIGNIN_MS } from '@/constants';
import { fetchOpaReady } from '@/auth/selfService';
import { goTo, signinDestination } from './signinDestination';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the policy engine is ready for the new session; an unanswered check does not block. */
export async function isBackendReady(): Promise<boolean> {
  try {
    const answer = await fetchOpaReady();
    return answer?.ready !== false;
  } catch {
    return true;
  }
}

/**
 * What happens once a sign-in (password or one-time code) succeeded (spec 1 section 4): not ready →
 * /processing?redirect=…; otherwise refresh the current user after 200 ms and go to the destination.
 * `stored` is the post-login redirect read (and cleared) when the sign-in started.
 */
export function useCompleteSignin() {
  const navigate = useNavigate();
  const { defaultRedirect, allowedRedirectHosts } = useConfig();
  return useCallback(
    async (answer: SigninPayload | undefined, stored: string | null) => {
      const destination = signinDestination(
        { stored, defaultRedirect, defaultAppURL: answer?.defaultAppURL, search: window.location.search },
        { allowedHosts: allowedRedirectHosts, origin: window.location.origin },
      );
      if (!(await isBackendReady())) {
        navigate(`/processing?redirect=${encodeURIComponent(destination)}`);
        return;
      }
      await delay(CURRENT_USER_REFRESH_AFTER_SIGNIN_MS);
      await refreshCurrentUser();
      goTo(destination, navigate);
    },
    [navigate, defaultRedirect, allowedRedirectHosts],
  );
}
