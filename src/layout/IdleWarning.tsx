import { Suspense, lazy, useEffect, useState } from 'react';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { onPlatformAnswer } from '@/platform/httpClient';
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
 * When the session policy ends a session after a time without a call (issue 59; the platform says how long in
 * the current user's `sessionIdleMinutes`), a dialog warns a minute before (less for a short lifetime). The idle
 * time restarts with every answer of the platform; since the platform notes activity at most once per
 * ACTIVITY_NOTED_EVERY_MS, its idle time may have begun that much before the last answer, so the warning comes
 * that much earlier too. "Stay signed in" once the session has ended says so and offers signing in again in a
 * new tab, the page kept as it is; Continue goes on once signed in.
 */
// Held while its dialog asks and once the session ended: an answer (a 401's too) then leaves the dialog open.
let held = false;
let restartNow = () => {};
/** Holds the warning open (`true`), or lets the next idle count start (`false`): IdleWarningDialog.tsx's `hold`. */
function holdIdleWarning(on: boolean) {
  held = on;
  restartNow();
}

export function IdleWarning() {
  const idleMinutes = useCurrentUser().user?.sessionIdleMinutes;
  const [warning, setWarning] = useState(false);
  const { wait, lead } = idleWarningTimes(idleMinutes ?? 0);
  useEffect(() => {
    if (!idleMinutes) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = (restartNow = () => {
      clearTimeout(timer);
      if (held) return;
      setWarning(false);
      timer = setTimeout(() => setWarning(true), wait);
    });
    restart();
    const stop = onPlatformAnswer(restart);
    return () => {
      stop();
      clearTimeout(timer);
      setWarning(false);
    };
  }, [idleMinutes, wait]);
  return warning ? (
    <Suspense fallback={null}>
      <IdleWarningDialog lead={lead} hold={holdIdleWarning} />
    </Suspense>
  ) : null;
}
