import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { platformRequest } from '@/platform/request';
import type { SigninPayload } from './calls';
import { enrolmentCalls } from './enrolmentCalls';

/**
 * The sign-in's second-factor calls (issue 38, fixtures/server/README.md "Second factors"): the second step
 * of a half-signed-in session, a passkey alone, and the enrolment of a person whose group requires a factor.
 * Loaded on demand through the auth provider's `secondFactor()` (the sign-in page's start-up JS has no room
 * for them). A 401 here is a wrong factor, not "go and sign in": it stays with the page.
 */

/** The WebAuthn options the server answers, as @simplewebauthn/browser takes them (its JSON form). */
type Options = Record<string, unknown>;

const post = <T>(path: string, body: unknown = {}) =>
  platformRequest<T>('account', path, { method: 'POST', body, noAuthRedirect: true });

/** The challenge (and the person's passkeys) for a passkey as the second step. */
export const secondFactorOptions = () => post<Options>('/users/signin/secondFactor/options');

/** The second step: one of the person's factors makes the session whole. */
export const verifySecondFactor = (
  body: { passkey: AuthenticationResponseJSON } | { code: string } | { recoveryCode: string },
) => post<SigninPayload>('/users/signin/secondFactor', body);

/** The challenge for a passkey alone (a discoverable one, which names its person). */
export const passkeySigninOptions = () => post<Options>('/users/signin/passkey/options');

/** Signs in with a passkey alone, with Remember Me. */
export const signinWithPasskey = (response: AuthenticationResponseJSON, permanent: boolean) =>
  post<SigninPayload>('/users/signin/passkey', { response, permanent });

/** Enrolment: the calls of My Account's, without proof (the password was just given). */
export const {
  passkeyOptions: enrolPasskeyOptions,
  addPasskey: enrolPasskey,
  startAuthenticator,
  confirmAuthenticator,
} = enrolmentCalls({ duringSignin: true });

export type { Enrolled } from './enrolmentCalls';
