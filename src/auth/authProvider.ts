import { useAuthProvider, type AuthProvider, type Identifier, type UserIdentity } from 'react-admin';
import { getConfig } from '@/config';
import { browser } from '@/platform/browser';
import type { ResourceEndpoint, User } from '@contract/types';
import { clearAccessCache } from './accessCache';
import {
  changeOwnPassword,
  confirmEmailChange,
  fetchInvitation,
  fetchOpaReady,
  impersonateUser,
  joinOrganization,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  sendPLCode,
  setDefaultOrganization,
  signIn,
  signinWithCode,
  signOut,
  signup,
  stopImpersonate,
  validateEmail,
  type LoginParams,
} from './calls';
import { ensureCurrentUser, forgetCurrentUser, refreshCurrentUser } from './useCurrentUser';
import { rememberImpersonationReturn, takeImpersonationReturn } from './impersonationReturn';
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
 * the resources (resources/index.ts, handed in by the app). Beside react-admin's methods, it is the way
 * to the session's other calls (calls.ts): the pages reach them with `useAuthProvider<ConsoleAuthProvider>()`.
 */
export const createAuthProvider = (endpoints: Record<string, ResourceEndpoint>) =>
  ({
    /**
     * Signs in through the configured route. Answers `{ redirectTo: false }` because the sign-in page
     * chooses the destination itself (spec 1, section 4); the payload rides along for it.
     */
    async login(params: LoginParams) {
      const payload = await signIn(params);
      // also forgets the previous person's access answers; a half-signed-in person is no one yet
      if (!payload?.secondFactor) await refreshCurrentUser();
      return { redirectTo: false, payload };
    },

    /** Signs out, then replaces the location with the sign-in page on the base host. */
    async logout(_params?: unknown) {
      const { signinPath } = getConfig();
      try {
        await signOut();
      } catch {
        // already signed out: go to the sign-in page all the same
      }
      clearAccessCache();
      forgetCurrentUser();
      browser.replace(`${window.location.origin}${signinPath}`);
      return false as const;
    },

    /** A visitor is sent to the sign-in page; the page asked for becomes the post-login redirect. */
    async checkAuth(_params?: unknown) {
      const user = await ensureCurrentUser();
      if (user) return;
      const { signinPath } = getConfig();
      if (window.location.pathname !== signinPath) {
        storePostLoginRedirect(`${window.location.pathname}${window.location.search}`);
      }
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's checkAuth contract: a rejection with redirectTo, not an Error
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
    async getPermissions(_params?: unknown) {
      const user = await ensureCurrentUser();
      return user?.services ?? {};
    },

    /** Asks POST /account/users/access for the method and path of the action (cached per session). */
    async canAccess({ action, resource, record }: { action: string; resource: string; record?: { id?: Identifier } }) {
      const endpoint = endpoints[resource];
      if (!endpoint) return true; // custom pages guard themselves by role
      // The asking loads with the admin app (src/routes/prefetch.ts primes it): the sign-in page never asks.
      const { accessCheckFor, allowsAll, fetchAccess } = await import('./access');
      const check = accessCheckFor(endpoint, action, record?.id);
      return allowsAll(await fetchAccess([check]), [check]);
    },
    /** Signs in with a one-time code (the password-free overlay), narrowed to the e-mail's code when given. */
    signinWithCode: signinWithCode,
    /** The second step, a passkey alone, enrolment at sign-in (issue 38): loaded on demand. */
    secondFactor: () => import('./secondFactorCalls'),
    /** Sends a one-time sign-in code by e-mail (and SMS); answers the phone's last digits. */
    sendCode: sendPLCode,
    requestPasswordReset,
    resendConfirmation,
    resetPassword,
    signup,
    /** Confirms an e-mail address with its link's token. */
    validateEmail,
    /** The identity providers the sign-in page offers, and an address's domain's (issue 65): on demand. */
    identityProviders: () => import('./identityProviderCalls'),
    /** A mail's "This was not me" link locks the account down (issue 59): on demand, with its page. */
    notMe: () => import('./notMeCalls'),
    /** Whether the policy engine is ready for the new session; an unanswered check does not block. */
    async isBackendReady(): Promise<boolean> {
      try {
        return (await fetchOpaReady())?.ready !== false;
      } catch {
        return true;
      }
    },
    /** Ends the server session without leaving the page (the sign-in page does on each visit); never fails. */
    async endSession(): Promise<void> {
      await signOut().catch(() => undefined);
    },
    /** The organization an invitation (or an organization's shared token) leads to; visitors too. */
    getInvitation: fetchInvitation,
    /** The signed-in user accepts an invitation and joins its organization. */
    joinOrganization,
    /** Sets the signed-in user's new password. */
    changePassword: changeOwnPassword,
    /** Confirms it is the person before a dangerous call (issue 59's step-up dialog): loaded on demand. */
    stepUp: () => import('./stepUpCalls'),
    /** Makes a pending new e-mail address the user's with its mailed link's token; the current user is read again. */
    async confirmEmail(token: string): Promise<User> {
      const user = await confirmEmailChange(token);
      void refreshCurrentUser();
      return user;
    },
    /**
     * The session acts as this user from now on, and the console loads / afresh as them (spec 1: the current
     * user is refetched and the app goes to /). A fresh load, as stopping does, because the administrator's
     * cached lists and panels would otherwise refetch as the person acted as and answer 403. `returnTo`, the
     * in-app path the administrator is on, is where stopping brings them back.
     */
    async impersonate(userID: Identifier, returnTo?: string): Promise<void> {
      await impersonateUser(userID);
      if (returnTo) rememberImpersonationReturn(returnTo);
      browser.assign('/');
    },
    /**
     * Stops impersonating, then loads the page afresh (spec 1, section 4): where the impersonation was
     * started when known (issue 42: the administrator's place), else the page it is on.
     */
    async stopImpersonating(): Promise<void> {
      await stopImpersonate();
      const back = takeImpersonationReturn();
      if (back) browser.assign(back);
      else browser.reload();
    },
    /** Makes an organization the caller's current one (set-default-organization acts on the caller only). */
    setDefaultOrganization,
    /** Makes an organization the current one, then reloads the page. */
    async switchOrganization(organizationID: Identifier): Promise<void> {
      await setDefaultOrganization(organizationID);
      browser.reload();
    },
  }) satisfies AuthProvider;

/** The console's auth provider: react-admin's methods and the session's other calls. */
export type ConsoleAuthProvider = ReturnType<typeof createAuthProvider>;

/** The console's auth provider, for the pages that make the session's calls. */
export function useAuth(): ConsoleAuthProvider {
  const provider = useAuthProvider<ConsoleAuthProvider>();
  if (!provider) throw new Error('useAuth is used outside the auth provider');
  return provider;
}
