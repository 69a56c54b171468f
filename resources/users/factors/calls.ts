import type { Identifier } from 'react-admin';
import type { Proof } from '@/auth/enrolmentCalls';
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

/**
 * Adding a factor: the sign-in's enrolment calls, with proof (src/auth/enrolmentCalls.ts), loaded when a factor is
 * added (statically imported, they would be start-up code of the admin app, and the sign-in's second step, which
 * imports them too, would then load the admin app's start-up chunk).
 */
type Enrolment = ReturnType<typeof import('@/auth/enrolmentCalls').enrolmentCalls>;
const enrolment = () =>
  import('@/auth/enrolmentCalls').then(({ enrolmentCalls }) => enrolmentCalls({ duringSignin: false }));

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

  passkeyOptions: async (proof: Proof) => (await enrolment()).passkeyOptions(proof),
  addPasskey: async (...args: Parameters<Enrolment['addPasskey']>) => (await enrolment()).addPasskey(...args),
  startAuthenticator: async (proof: Proof) => (await enrolment()).startAuthenticator(proof),
  confirmAuthenticator: async (code: string) => (await enrolment()).confirmAuthenticator(code),

  renamePasskey: (id: Identifier, name: string) =>
    platformRequest<Factor>('account', `/users/current/passkeys/${id}`, { method: 'PUT', body: { name } }),

  removePasskey: (id: Identifier, proof: Proof) =>
    platformRequest<Factor>('account', `/users/current/passkeys/${id}`, { method: 'DELETE', body: proof }),

  removeAuthenticator: (proof: Proof) =>
    platformRequest<Factor>('account', '/users/current/authenticator', { method: 'DELETE', body: proof }),
};
