/**
 * The bodies of a user's calls (POST /users, PUT /users/{id}, PUT /users/{id}/password), written once: the
 * development API validates them (fixtures/server/routes/users.ts) and My Account's forms check what they
 * send with them (src/account/).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

const PASSWORDS_MISMATCH = {
  message: 'The password and its confirmation do not match.',
  path: ['passwordConfirmation'],
};

export const userCreateBody = z
  .object({
    firstName: fields.name,
    lastName: fields.name,
    email: fields.email,
    password: fields.password,
    passwordConfirmation: z.string().max(1000),
    defaultAppID: z.number().int().min(-1).optional().default(0),
  })
  .refine((v) => v.password === v.passwordConfirmation, PASSWORDS_MISMATCH);

/** The fields of a user an update may change (the rest are the platform's, or have their own calls). */
export const USER_UPDATABLE = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'active',
  'defaultAppID',
  'organizationID',
] as const;

/** The proof a change of one's own credential carries (the current password: the API's gate checks it). */
const currentPassword = z.string().max(1000).optional();

/** The changed fields only; a new address of one's own carries the current password. */
export const userUpdateBody = z
  .object({
    firstName: fields.name,
    lastName: fields.name,
    email: fields.email,
    phone: fields.phone,
    active: z.boolean(),
    defaultAppID: z.number().int().min(-1),
    organizationID: z.number().int().min(0),
  })
  .partial()
  .extend({ currentPassword })
  .strict()
  .refine((v) => USER_UPDATABLE.some((field) => v[field] !== undefined), {
    message: 'Send at least one field to change.',
  });

/**
 * A new password: for one's own, the current one too (fresh proof) and whether to keep one's access tokens
 * (they end otherwise, as with a reset).
 */
export const passwordBody = z
  .object({
    password: fields.password,
    passwordConfirmation: z.string(),
    currentPassword,
    keepAccessTokens: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.password === v.passwordConfirmation, PASSWORDS_MISMATCH);

/** Why an account is locked down (POST /account/users/{id}/lockdown): said in the event log and the history. */
export const lockdownBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

/** What a lockdown ended, counted (its answer). */
export const lockdownAnswer = z.object({
  sessions: z.number().int(),
  accessTokens: z.number().int(),
  provisioningClients: z.number().int(),
  factors: z.number().int(),
  links: z.number().int(),
});

/** A new access token's body (POST /account/accessTokens). */
export const accessTokenBody = z.object({ name: fields.name });
