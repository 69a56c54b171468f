import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { platformRequest } from '@/platform/request';
import type { SigninPayload } from './calls';

/** Fresh proof of the person (issue 33's): their current password. */
export interface Proof {
  currentPassword: string;
}

/** What a factor just added answers: the first one comes with the recovery codes, shown this once; at the
 * sign-in's enrolment, the whole session too. */
export interface Enrolled {
  id: number;
  recoveryCodes?: string[];
  signedIn?: SigninPayload;
}

/**
 * Adding a second factor (issue 38, fixtures/server/README.md "Second factors"), one set of calls for My
 * Account (with fresh proof) and for the sign-in's enrolment (the password was just given: no proof). During a
 * sign-in a 401 is the page's own (a wrong code), not "go and sign in".
 */
export function enrolmentCalls({ duringSignin }: { duringSignin: boolean }) {
  const post = <T>(path: string, body: object = {}) =>
    platformRequest<T>('account', path, { method: 'POST', body, noAuthRedirect: duringSignin });
  return {
    /** The WebAuthn creation options the browser's authenticator answers. */
    passkeyOptions: (proof?: Proof) =>
      post<PublicKeyCredentialCreationOptionsJSON>('/users/current/passkeys/options', proof),
    /** The new passkey, named. */
    addPasskey: (name: string, response: RegistrationResponseJSON) =>
      post<Enrolled>('/users/current/passkeys', { name, response }),
    /** A new secret for the authenticator app (base32 and its otpauth:// URI): not a factor until confirmed. */
    startAuthenticator: (proof?: Proof) => post<{ secret: string; uri: string }>('/users/current/authenticator', proof),
    /** The app confirmed by its first code, now a factor. */
    confirmAuthenticator: (code: string) => post<Enrolled>('/users/current/authenticator/confirm', { code }),
  };
}
