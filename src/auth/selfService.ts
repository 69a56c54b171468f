import type { SigninPayload } from './api';
import type { NewPassword } from '@/forms/validation';
import type { CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';

/**
 * The self-service calls of the sign-in page (spec 1, sections 2 to 4 and 7). They need no session, so
 * a 401 stays with the caller instead of sending the browser to the sign-in page.
 */

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
