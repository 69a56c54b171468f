/**
 * Visiting the sign-in page ends any server session and impersonation (spec 1 section 4). A sign-in
 * started right after must wait for that sign-out, or the late DELETE would end the new session.
 */
let pending: Promise<void> = Promise.resolve();

/** Ends the server session through `endSession` (the auth provider's, which never fails). */
export function clearServerSession(endSession: () => Promise<void>): Promise<void> {
  pending = endSession();
  return pending;
}

/** Resolves once the sign-out started by the sign-in page has been answered. */
export function serverSessionCleared(): Promise<void> {
  return pending;
}
