/**
 * The platform's session policy (issue 59; fixtures/server/README.md, "Session policy"): how long a browser
 * session lasts, declared once for the console's settings page and the development API.
 *
 * - Everyone: `absoluteHours` after the sign-in, or `idleMinutes` after the last call, whichever comes first.
 * - Administrators (the account's `admin` or `superadmin` role), shorter (NIST SP 800-63B-4 AAL2):
 *   `adminAbsoluteHours` and `adminIdleMinutes`, with "remember me" too.
 * - "Remember me" (a `permanent` sign-in) of anyone else: `rememberMeDays` after the sign-in, with no idle end
 *   (the person asked this device to keep them signed in).
 * The API holds every session to the policy as it is now: a policy shortened later ends older sessions too.
 */
import type { StepUpAction } from './stepUpActions';

export interface SessionPolicy {
  id: number;
  absoluteHours: number;
  idleMinutes: number;
  adminAbsoluteHours: number;
  adminIdleMinutes: number;
  rememberMeDays: number;
  /**
   * Further actions that need a step-up (contract/stepUpActions.ts), marked by the superadmin: NIST SP
   * 800-63B-4's reauthentication belongs to session management. None by default.
   */
  stepUpActions: StepUpAction[];
  /** '' until saved once. */
  updatedAt: string;
}

export type SessionLimits = Pick<
  SessionPolicy,
  'absoluteHours' | 'idleMinutes' | 'adminAbsoluteHours' | 'adminIdleMinutes' | 'rememberMeDays'
>;

/**
 * The defaults: AAL2's 24 hours and 1 hour idle for administrators; a working week and a working day idle for
 * everyone else, whose sessions reach less; a month for "remember me" (as before the policy).
 */
export const DEFAULT_SESSION_POLICY: SessionLimits = {
  absoluteHours: 7 * 24,
  idleMinutes: 8 * 60,
  adminAbsoluteHours: 24,
  adminIdleMinutes: 60,
  rememberMeDays: 30,
};

/** The console warns this long before an idle sign-out. */
export const IDLE_WARNING_MS = 60 * 1000;

/**
 * The platform notes a session's activity at most this often (a write per call would journal every request), so
 * its idle time may have begun up to this long before the console's last call.
 */
export const ACTIVITY_NOTED_EVERY_MS = 60 * 1000;
