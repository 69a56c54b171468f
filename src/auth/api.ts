import type { Identifier } from 'react-admin';
import { getConfig } from '@/config';
import { splitRoute } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';
import type { AccessCheck, Method, User, UserApp } from '@/platform/types';

/** The session's calls: sign-in and sign-out, the current user, access answers, acting as someone else. */

/** What the sign-in calls (password or one-time code) answer (api-contract: sessions and tokens). */
export interface SigninPayload {
  defaultAppURL?: string;
  role?: string;
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

/** The signed-in user; a visitor gets a 401 or 403, without the sign-in redirect or a notice. */
export const getCurrentUser = () =>
  platformRequest<User>('account', '/users/current', { noAuthRedirect: true, notify: false });

/** The apps the signed-in user may open. */
export const getUserApps = () =>
  platformRequest<UserApp[]>('account', '/users/current/apps', { noAuthRedirect: true, notify: false });

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
