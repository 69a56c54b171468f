/**
 * The bodies of the second-factor calls (issue 38), written once: the development API validates them
 * (fixtures/server/routes/factors.ts, secondFactor.ts) and My Account's and the sign-in page's forms check
 * what they send with them.
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/**
 * Fresh proof (issue 33's): the caller's current password, with every call that starts adding a factor, removes
 * one or makes new recovery codes (a stolen session adds no passkey of its own).
 */
export const proofBody = z.object({ currentPassword: z.string().max(1000).optional() }).strict();

/** A passkey's name (PUT /users/current/passkeys/{id}). */
export const passkeyNameBody = z.object({ name: fields.name }).strict();

/** A code of the authenticator app: six digits (spaces allowed, as apps show them). */
export const totpCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Six digits.'));

/** A recovery code as it was shown (`1a2b3-c4d5e`; case, spaces and dashes do not matter). */
export const recoveryCode = z.string().trim().min(1, 'Required.').max(64);

/**
 * A browser's answer to a WebAuthn ceremony, as @simplewebauthn/browser gives it (its JSON form): the server's
 * library checks everything in it; this only bounds its shape.
 */
export const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The authenticator app confirmed by its first code (POST /users/current/authenticator/confirm). */
export const totpConfirmBody = z.object({ code: totpCode }).strict();

/** A new passkey (POST /users/current/passkeys): its name and the browser's answer. */
export const passkeyBody = z.object({ name: fields.name, response: webAuthnResponse }).strict();

/** A recovery code given as the second step (the sign-in page's form checks it alone). */
export const recoveryCodeBody = z.object({ recoveryCode }).strict();

/** The second step of a sign-in (POST /users/signin/secondFactor): one of the person's factors. */
export const secondFactorBody = z.union([
  z.object({ passkey: webAuthnResponse }).strict(),
  totpConfirmBody,
  recoveryCodeBody,
]);

/** A passkey alone (POST /users/signin/passkey), with Remember Me. */
export const passkeySigninBody = z
  .object({ response: webAuthnResponse, permanent: z.boolean().optional().default(false) })
  .strict();

/**
 * A step-up (POST /users/signin/step-up, issue 59): the person's current password, or a code of their
 * authenticator app, given again before a dangerous action.
 */
export const stepUpBody = z.union([z.object({ password: z.string().min(1).max(256) }).strict(), totpConfirmBody]);
