import { Suspense, lazy, useEffect, useState } from 'react';
import { refreshCurrentUser, useCurrentUser } from '@/auth/useCurrentUser';
import { onPlatformAnswer } from '@/platform/httpClient';
import { ACTIVITY_NOTED_EVERY_MS, IDLE_WARNING_MS } from '@contract/sessionPolicy';

// Its code and texts load when it first shows, not with the page.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog').then(({ IdleWarningDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * When the session policy ends a session after a time without a call (issue 59; the platform says how long in
 * the current user's `sessionIdleMinutes`), a dialog warns a minute before. The idle time restarts with every
 * answer of the platform; since the platform notes activity at most once per ACTIVITY_NOTED_EVERY_MS, its idle
 * time may have begun that much before the last answer, so the warning comes that much earlier too.
 */
export function IdleWarning() {
  const { user } = useCurrentUser();
  const idleMinutes = user?.sessionIdleMinutes;
  const [warning, setWarning] = useState(false);
  useEffect(() => {
    if (!idleMinutes) return;
    const wait = Math.max(0, idleMinutes * 60_000 - ACTIVITY_NOTED_EVERY_MS - IDLE_WARNING_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      setWarning(false);
      timer = setTimeout(() => setWarning(true), wait);
    };
    restart();
    const stop = onPlatformAnswer(restart);
    return () => {
      stop();
      clearTimeout(timer);
      setWarning(false);
    };
  }, [idleMinutes]);
  return warning ? (
    <Suspense fallback={null}>
      <IdleWarningDialog onStay={refreshCurrentUser} />
    </Suspense>
  ) : null;
}
