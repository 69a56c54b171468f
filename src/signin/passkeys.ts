import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ConsoleAuthProvider } from '@/auth';
import { isPlatformError } from '@/platform/errors';

/**
 * The sign-in page's WebAuthn ceremonies (issue 38), through @simplewebauthn/browser: loaded only when a
 * person presses a passkey button (the page's start-up JS has no room for it). The server's answers are
 * the options of @simplewebauthn/server, which this library takes as they are.
 */

/** A passkey alone: the browser offers the person's discoverable passkeys for this site. */
export async function signinWithPasskey(auth: ConsoleAuthProvider, permanent: boolean) {
  const calls = await auth.secondFactor();
  const options = await calls.passkeySigninOptions();
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return calls.signinWithPasskey(response, permanent);
}

/** The second step with one of the half-signed-in person's passkeys. */
export async function verifyWithPasskey(auth: ConsoleAuthProvider) {
  const calls = await auth.secondFactor();
  const options = await calls.secondFactorOptions();
  const passkey = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return calls.verifySecondFactor({ passkey });
}

/** Enrolment: a new passkey made by the browser and added under `name`. */
export async function enrolPasskey(auth: ConsoleAuthProvider, name: string) {
  const calls = await auth.secondFactor();
  const options = await calls.enrolPasskeyOptions();
  const response = await startRegistration({
    optionsJSON: options,
  });
  return calls.enrolPasskey(name, response);
}

/**
 * Whether a failure is the browser's (the person closed its prompt, no passkey for this site, no WebAuthn)
 * rather than the API's, which the adapter and the sign-in's notice already tell.
 */
export const isBrowserRefusal = (error: unknown) => !isPlatformError(error);
