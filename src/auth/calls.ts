import type { Identifier } from 'react-admin';
import { getConfig } from '@/config';
import type { NewPassword } from '@/forms/validation';
import { splitRoute, type CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';
import type { AccessCheck, Method, User, UserApp } from '@contract/types';

/**
 * The session's own calls: signing in and out, the signed-in user and their apps, access answers,
 * acting as someone else, and the self-service calls of the sign-in, join and My Account pages. The
 * auth provider (authProvider.ts) is the only way to them: components use its methods.
 *
 * The self-service calls need no session, so a 401 stays with the caller instead of sending the
 * browser to the sign-in page.
 */

/** The factors a half-signed-in person may give (issue 38). */
export type SecondFactorMethod = 'passkey' | 'totp' | 'recoveryCode';

/**
 * What the sign-in calls (password or one-time code) answer (api-contract: sessions and tokens); a person
 * with a second factor, or who must add one, is only half signed in (issue 38: `secondFactor`).
 */
export interface SigninPayload {
  defaultAppURL?: string;
  role?: string;
  secondFactor?: 'verify' | 'enrol';
  methods?: SecondFactorMethod[];
}

export interface LoginParams {
  email: string;
  password: string;
  permanent: boolean;
}

/** The server's answer to POST /account/users/access: keyed by method, true only if every check of it is. */
export type AccessAnswer = Partial<Record<Method, boolean>>;

/** Signs in through the configured route (`signinRoute`); a 401 stays with the sign-in form. */
export function signIn({ email, password, permanent }: LoginParams) {
  const [service, path] = splitRoute(getConfig().signinRoute);
  return platformRequest<SigninPayload>(service, path, {
    method: 'POST',
    body: { email, password, permanent },
    noAuthRedirect: true,
  });
}

/** Ends the server session through the configured route (`signoutRoute`), silently. */
export function signOut() {
  const [service, path] = splitRoute(getConfig().signoutRoute);
  return platformRequest<void>(service, path, { method: 'DELETE', noAuthRedirect: true, notify: false });
}

/**
 * The identity calls stay quiet (a visitor's 401 is no error), but for an impersonation the platform has
 * just ended (issue 33): the person is told why they act as themselves again.
 */
const IDENTITY_CALL: CallOptions = {
  noAuthRedirect: true,
  notify: (error) => error.errorCode === 'IMPERSONATION_ENDED',
};

/** The signed-in user; a visitor gets a 401 or 403, without the sign-in redirect or a notice. */
export const getCurrentUser = () => platformRequest<User>('account', '/users/current', IDENTITY_CALL);

/** The apps the signed-in user may open. */
export const getUserApps = () => platformRequest<UserApp[]>('account', '/users/current/apps', IDENTITY_CALL);

/** The access call's body: one check alone, several as a list. */
export const accessBody = (checks: AccessCheck[]) => (checks.length === 1 ? checks[0] : checks);

/** Asks the policy whether the caller may make these calls (one check or several). */
export const askAccess = (checks: AccessCheck[]) =>
  platformRequest<AccessAnswer>('account', '/users/access', {
    method: 'POST',
    body: accessBody(checks),
    noAuthRedirect: true,
    notify: false,
  });

/** Ends an impersonation: the session is the administrator's own again. */
export const stopImpersonate = () =>
  platformRequest<void>('account', '/users/current/stopImpersonate', { method: 'DELETE' });

/** Makes an organization the caller's current one (set-default-organization acts on the caller only). */
export const setDefaultOrganization = (organizationID: Identifier) =>
  platformRequest<void>('account', `/organizations/${organizationID}/default`, { method: 'PUT' });

/** The signup payload of spec 1 section 3 (src/signin/signupPayload.ts applies the rules of section 4). */
export interface SignupPayload extends NewPassword {
  email: string;
  firstName: string;
  lastName: string;
  inviteToken?: string;
  organizationToken?: string;
  referralCode?: string;
}

/** Confirms an e-mail address with the token of its confirmation link. */
export const validateEmail = (token: string, email?: string) =>
  platformRequest<void>('account', '/users/validateEmail', {
    method: 'POST',
    query: { token },
    body: { email },
    noAuthRedirect: true,
  });

/** Whether the policy engine is ready for a new session (false for a while after a sign-up); silent. */
export const fetchOpaReady = () =>
  platformRequest<{ ready?: boolean }>('account', '/users/opaReady', { noAuthRedirect: true, notify: false });

/**
 * Sends a one-time sign-in code by e-mail (and SMS when the user has a phone); answers the phone's last
 * digits. The password-free overlay and the Users page's Send PL Code both use it.
 */
export const sendPLCode = (email: string, options?: CallOptions) =>
  platformRequest<{ phone?: string }>('account', '/users/requestPLCode', {
    method: 'POST',
    body: { email },
    noAuthRedirect: true,
    ...options,
  });

/** Signs in with a one-time code, narrowed to the e-mail's code when one is given. */
export const signinWithCode = (code: string, email?: string) =>
  platformRequest<SigninPayload>('account', '/users/signinPL', {
    method: 'POST',
    body: email ? { code, email } : { code },
    noAuthRedirect: true,
  });

/** Sends the password-reset link to the address, if it belongs to someone (always answers success). */
export const requestPasswordReset = (email: string) =>
  platformRequest<void>('account', '/users/requestResetPassword', {
    method: 'POST',
    body: { email },
    noAuthRedirect: true,
  });

/**
 * Mails the confirmation link again, if the address awaits one (issue 64; always answers success, telling
 * nobody whether it does).
 */
export const resendConfirmation = (email: string) =>
  platformRequest<void>('account', '/users/resendConfirmation', {
    method: 'POST',
    body: { email },
    noAuthRedirect: true,
  });

/** Sets a new password with the one-time token of a reset link. */
export const resetPassword = (token: string, value: NewPassword) =>
  platformRequest<void>('account', '/users/current/password', {
    method: 'PUT',
    query: { token },
    body: value,
    noAuthRedirect: true,
  });

/** Creates an account; `active` says whether it may sign in at once or must confirm its e-mail first. */
export const signup = (payload: SignupPayload) =>
  platformRequest<{ active?: boolean } | undefined>('account', '/users/signup', {
    method: 'POST',
    body: payload,
    noAuthRedirect: true,
  });

/** The organization an invitation (or an organization's shared token) leads to. */
export interface InvitedOrganization {
  id: number;
  name: string;
  logo?: string;
  inviteEmail?: string;
}

/** Names the invitation's organization; open to visitors too, so a 401 stays with the page. */
export const fetchInvitation = (token: string) =>
  platformRequest<InvitedOrganization>('account', `/organizations/token/${encodeURIComponent(token)}`, {
    noAuthRedirect: true,
  });

/** The signed-in user accepts the invitation and joins its organization. */
export const joinOrganization = (token: string) =>
  platformRequest<void>('account', '/organizations/join', { method: 'PUT', body: { token } });

/** Confirms the signed-in user's new e-mail address with the token of the link mailed to it (answers the user). */
export const confirmEmailChange = (token: string) =>
  platformRequest<User>('account', '/users/confirmEmail', { method: 'POST', body: { token } });

/**
 * Sets the signed-in user's new password: in their own session (no token, no impersonation), with their
 * current one as proof; their access tokens end unless they keep them (issue 33).
 */
export const changeOwnPassword = (value: NewPassword & { currentPassword: string; keepAccessTokens: boolean }) =>
  platformRequest<void>('account', '/users/current/password', { method: 'PUT', body: value });

/** The session acts as this user until stopped (the shell's Stop Impersonating). */
export const impersonateUser = (userID: Identifier) =>
  platformRequest<void>('account', `/users/${userID}/impersonate`, { method: 'POST' });
