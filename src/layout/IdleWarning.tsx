import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { CURRENT_USER_KEY, fetchCurrentUser, refreshCurrentUser, useCurrentUser } from '@/auth/useCurrentUser';
import { onPlatformAnswer } from '@/platform/httpClient';
import { queryClient } from '@/platform/queryClient';
import type { User } from '@contract/types';
import { ACTIVITY_NOTED_EVERY_MS, IDLE_WARNING_MS } from '@contract/sessionPolicy';

// Its code and texts load when it first shows, not with the page.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog').then(({ IdleWarningDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * How long after the platform's last answer the warning shows (`wait`), and how long before the idle end
 * (`lead`, ms), for an idle lifetime of `idleMinutes`. The end may come ACTIVITY_NOTED_EVERY_MS early (the
 * platform notes activity that late); the warning leads it by a minute, or by half the time left when that is
 * shorter, so a short lifetime is not warned of at once.
 */
export function idleWarningTimes(idleMinutes: number): { wait: number; lead: number } {
  const left = Math.max(0, idleMinutes * 60_000 - ACTIVITY_NOTED_EVERY_MS);
  const lead = Math.min(IDLE_WARNING_MS, left / 2);
  return { wait: left - lead, lead };
}

/**
 * Is the person signed in (a call, which is activity)? Yes: the console reads them again only if someone else
 * signed in meanwhile. No: the cached user stays, so nothing sends the page to the sign-in page and the form
 * behind keeps what was typed.
 */
async function stillSignedIn(): Promise<boolean> {
  const user = await fetchCurrentUser();
  if (!user) return false;
  const before = queryClient.getQueryData<User | null>(CURRENT_USER_KEY);
  if (before?.uuid === user.uuid && !!before.impersonate === !!user.impersonate)
    queryClient.setQueryData(CURRENT_USER_KEY, user);
  else await refreshCurrentUser();
  return true;
}

/**
 * When the session policy ends a session after a time without a call (issue 59; the platform says how long in
 * the current user's `sessionIdleMinutes`), a dialog warns a minute before (less for a short lifetime). The idle
 * time restarts with every answer of the platform; since the platform notes activity at most once per
 * ACTIVITY_NOTED_EVERY_MS, its idle time may have begun that much before the last answer, so the warning comes
 * that much earlier too. "Stay signed in" once the session has ended says so and offers signing in again in a
 * new tab, the page kept as it is; Continue goes on once signed in.
 */
export function IdleWarning() {
  const { user } = useCurrentUser();
  const idleMinutes = user?.sessionIdleMinutes;
  const [shown, setShown] = useState<'warning' | 'ended'>();
  const { wait, lead } = idleWarningTimes(idleMinutes ?? 0);
  // While asking, and once ended, an answer (a 401's too) is no activity that keeps the session.
  const holding = useRef(false);
  const restart = useRef(() => undefined as void);
  useEffect(() => {
    if (!idleMinutes) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    restart.current = () => {
      clearTimeout(timer);
      if (holding.current) return;
      setShown(undefined);
      timer = setTimeout(() => setShown('warning'), wait);
    };
    restart.current();
    const stop = onPlatformAnswer(() => restart.current());
    return () => {
      stop();
      clearTimeout(timer);
      setShown(undefined);
    };
  }, [idleMinutes, wait]);
  const stay = async () => {
    holding.current = true;
    const back = await stillSignedIn().catch(() => false);
    if (back) {
      holding.current = false;
      restart.current();
    } else setShown('ended');
  };
  return shown ? (
    <Suspense fallback={null}>
      <IdleWarningDialog onStay={stay} ended={shown === 'ended'} seconds={Math.round(lead / 1000)} />
    </Suspense>
  ) : null;
}
