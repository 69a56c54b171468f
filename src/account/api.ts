import type { NewPassword } from '@/forms/validation';
import { platformRequest } from '@/platform/request';
import type { User } from '@/platform/types';

/**
 * My Account's calls on the signed-in user's own record; its access tokens are listed and revoked
 * through the data provider (resource `accessTokens`).
 */

/**
 * Saves fields of the user's own record: PUT /users/{id}, the path the policy grants for one's own
 * profile, phone and default app.
 */
export const saveOwnUser = (userID: number, body: Partial<User>) =>
  platformRequest<void>('account', `/users/${userID}`, { method: 'PUT', body });

/** Confirms a new e-mail address with the token of the link mailed to it (answers the user). */
export const confirmEmailChange = (token: string) =>
  platformRequest<User>('account', '/users/confirmEmail', { method: 'POST', body: { token } });

/** Sets the signed-in user's new password (the session vouches for the user, no token). */
export const changeOwnPassword = (value: NewPassword) =>
  platformRequest<void>('account', '/users/current/password', { method: 'PUT', body: value });

/** Creates an access token for the signed-in user; the answer is the only time the token is shown. */
export const createAccessToken = (name: string) =>
  platformRequest<{ token: string }>('account', '/users/current/accessTokens', { method: 'POST', body: { name } });
