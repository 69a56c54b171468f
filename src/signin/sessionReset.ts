import { PLATFORM_TOKEN_COOKIE, readCookie } from '@/browser/cookies';

/**
 * Visiting the sign-in page ends any server session and impersonation (spec 1 section 4). A sign-in
 * started right after must wait for that sign-out, or the late DELETE would end the new session.
 * Only a session is ended (the platform's script-readable token is beside it), and only once however
 * often the page asks while the call is under way (React runs a new page's effects twice in development).
 */
let pending: Promise<void> = Promise.resolve();
let ending = false;

/** Ends the server session through `endSession` (the auth provider's, which never fails). */
export function clearServerSession(endSession: () => Promise<void>): Promise<void> {
  // The session cookie itself is out of scripts' reach; the token cookie beside it is not.
  if (ending || !readCookie(PLATFORM_TOKEN_COOKIE)) return pending;
  ending = true;
  pending = endSession().finally(() => {
    ending = false;
  });
  return pending;
}

/** Resolves once the sign-out started by the sign-in page has been answered. */
export function serverSessionCleared(): Promise<void> {
  return pending;
}
