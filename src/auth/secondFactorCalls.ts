import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { platformRequest } from '@/platform/request';
import type { SigninPayload } from './calls';

/**
 * The sign-in's second-factor calls (issue 38, fixtures/server/README.md "Second factors"): the second step
 * of a half-signed-in session, a passkey alone, and the enrolment of a person whose group requires a factor.
 * Loaded on demand through the auth provider's `secondFactor()` (the sign-in page's start-up JS has no room
 * for them). A 401 here is a wrong factor, not "go and sign in": it stays with the page.
 */

/** The WebAuthn options the server answers, as @simplewebauthn/browser takes them (its JSON form). */
type Options = Record<string, unknown>;

/** What a factor added at enrolment answers: the factor, the recovery codes with the first, the whole session. */
export interface Enrolled {
  id: number;
  recoveryCodes?: string[];
  signedIn?: SigninPayload;
}

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

/** Enrolment: the creation options of a new passkey (the password was just given: no proof in the body). */
export const enrolPasskeyOptions = () => post<Options>('/users/current/passkeys/options');

/** Enrolment: the new passkey, named. */
export const enrolPasskey = (name: string, response: RegistrationResponseJSON) =>
  post<Enrolled>('/users/current/passkeys', { name, response });

/** Enrolment: an authenticator app's secret and its `otpauth://` address (not yet a factor). */
export const startAuthenticator = () => post<{ secret: string; uri: string }>('/users/current/authenticator');

/** Enrolment: the app confirmed by its first code, now a factor. */
export const confirmAuthenticator = (code: string) => post<Enrolled>('/users/current/authenticator/confirm', { code });
