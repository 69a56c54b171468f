import type { AuthProvider, UserIdentity } from 'react-admin';
import { getConfig } from '@/config';
import { browser } from '@/platform/browser';
import { queryClient } from '@/platform/queryClient';
import type { ResourceEndpoint, User } from '@/platform/types';
import { accessCheckFor, allowsAll, clearAccessCache, fetchAccess } from './access';
import { signIn, signOut, type LoginParams } from './api';
import { ensureCurrentUser, forgetCurrentUser, refreshCurrentUser } from './useCurrentUser';
import { storePostLoginRedirect } from './postLoginRedirect';

/** Initials for the avatar: first letters of first and last name. */
export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email?.[0] || '?').toUpperCase();
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/**
 * The react-admin auth provider of the console; `canAccess` asks the platform about the endpoints of
 * the resources (resources/index.ts, handed in by the app).
 */
export const createAuthProvider = (endpoints: Record<string, ResourceEndpoint>): AuthProvider => ({
  /**
   * Signs in through the configured route. Answers `{ redirectTo: false }` because the sign-in page
   * chooses the destination itself (spec 1, section 4); the payload rides along for it.
   */
  async login(params: LoginParams) {
    const payload = await signIn(params);
    await refreshCurrentUser(); // also forgets the previous person's access answers
    return { redirectTo: false, payload };
  },

  /** Signs out, then replaces the location with the sign-in page on the base host. */
  async logout() {
    const { signinPath } = getConfig();
    try {
      await signOut();
    } catch {
      // already signed out: go to the sign-in page all the same
    }
    clearAccessCache();
    queryClient.removeQueries({ queryKey: ['access'] });
    forgetCurrentUser();
    browser.replace(`${window.location.origin}${signinPath}`);
    return false;
  },

  /** A visitor is sent to the sign-in page; the page asked for becomes the post-login redirect. */
  async checkAuth() {
    const user = await ensureCurrentUser();
    if (user) return;
    const { signinPath } = getConfig();
    if (window.location.pathname !== signinPath) {
      storePostLoginRedirect(`${window.location.pathname}${window.location.search}`);
    }
    throw { redirectTo: signinPath, message: false, logoutUser: false };
  },

  /** The http client already handled the error catalogue (401 included): nothing more to do here. */
  async checkError() {},

  async getIdentity(): Promise<UserIdentity & { user: User; initials: string }> {
    const user = await ensureCurrentUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: fullName(user), avatar: undefined, initials: initials(user), user };
  },

  /** The services map: service name to role names. */
  async getPermissions() {
    const user = await ensureCurrentUser();
    return user?.services ?? {};
  },

  /** Asks POST /account/users/access for the method and path of the action (cached per session). */
  async canAccess({ action, resource, record }) {
    const endpoint = endpoints[resource];
    if (!endpoint) return true; // custom pages guard themselves by role
    const check = accessCheckFor(endpoint, action, record?.id);
    return allowsAll(await fetchAccess([check]), [check]);
  },
});
