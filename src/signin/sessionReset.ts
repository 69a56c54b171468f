import { signOut } from '@/auth/api';

/**
 * Visiting the sign-in page ends any server session and impersonation (spec 1 section 4). A sign-in
 * started right after must wait for that sign-out, or the late DELETE would end the new session.
 */
let pending: Promise<void> = Promise.resolve();

export function clearServerSession(): Promise<void> {
  pending = signOut().then(
    () => undefined,
    () => undefined, // nobody was signed in: nothing to end
  );
  return pending;
}

/** Resolves once the sign-out started by the sign-in page has been answered. */
export function serverSessionCleared(): Promise<void> {
  return pending;
}
