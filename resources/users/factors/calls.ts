import type { Identifier } from 'react-admin';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { platformRequest } from '@/platform/request';

/** Whose factors: a user's id, or `current` for the signed-in person's own. */
type UserRef = Identifier | 'current';

/** A second factor of a person (`GET /account/users/{id|current}/factors`, fixtures/server/README.md). */
export interface Factor {
  id: number;
  userID: number;
  kind: 'passkey' | 'totp';
  name: string;
  createdAt: string;
  /** '' while never used. */
  lastUsedAt: string;
}

/** The recovery codes left, and whether a group of the person requires a second factor. */
export interface RecoveryCodesLeft {
  left: number;
  required: boolean;
}

/** Fresh proof of the person (issue 33's): their current password. */
export interface Proof {
  currentPassword: string;
}

/** A factor just added: the first one comes with the recovery codes, shown this once. */
export type AddedFactor = Factor & { recoveryCodes?: string[] };

/**
 * My Account's second-factor calls (issue 38): the person's own, in their own session; the users' calls
 * spread them (resources/users/calls.ts), so they are data-provider methods.
 */
export const factorCalls = {
  getUserFactors: (user: UserRef) => platformRequest<Factor[]>('account', `/users/${user}/factors`),

  getRecoveryCodesLeft: (user: UserRef) =>
    platformRequest<RecoveryCodesLeft>('account', `/users/${user}/recoveryCodes`),

  /** Ten new recovery codes; the old ones die. */
  newRecoveryCodes: (proof: Proof) =>
    platformRequest<{ recoveryCodes: string[] }>('account', '/users/current/recoveryCodes', {
      method: 'POST',
      body: proof,
    }),

  /** The WebAuthn creation options the browser's authenticator answers. */
  passkeyOptions: (proof: Proof) =>
    platformRequest<PublicKeyCredentialCreationOptionsJSON>('account', '/users/current/passkeys/options', {
      method: 'POST',
      body: proof,
    }),

  addPasskey: (name: string, response: RegistrationResponseJSON) =>
    platformRequest<AddedFactor>('account', '/users/current/passkeys', { method: 'POST', body: { name, response } }),

  renamePasskey: (id: Identifier, name: string) =>
    platformRequest<Factor>('account', `/users/current/passkeys/${id}`, { method: 'PUT', body: { name } }),

  removePasskey: (id: Identifier, proof: Proof) =>
    platformRequest<Factor>('account', `/users/current/passkeys/${id}`, { method: 'DELETE', body: proof }),

  /** A new secret for the authenticator app (base32 and its otpauth:// URI): not a factor until confirmed. */
  startAuthenticator: (proof: Proof) =>
    platformRequest<{ secret: string; uri: string }>('account', '/users/current/authenticator', {
      method: 'POST',
      body: proof,
    }),

  confirmAuthenticator: (code: string) =>
    platformRequest<AddedFactor>('account', '/users/current/authenticator/confirm', {
      method: 'POST',
      body: { code },
    }),

  removeAuthenticator: (proof: Proof) =>
    platformRequest<Factor>('account', '/users/current/authenticator', { method: 'DELETE', body: proof }),
};
