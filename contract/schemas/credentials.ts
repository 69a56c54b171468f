/**
 * The rules of a person's own values (e-mail, name, password), part of the shared rules of fields.ts but
 * a module of their own: the sign-in page's dialogs check with them (contract/schemas/selfService.ts)
 * without downloading the phone and address rules (libphonenumber's metadata). Free of Node and React.
 */
import './zodConfig';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { passwordHolds } from './passwordRule';

/** Characters as a person counts them (code points: an emoji is one, not two UTF-16 units). */
const characters = (value: string) => [...value].length;

export const credentials = {
  // 254 characters: the longest address mail can carry (RFC 5321).
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'An e-mail address has at most 254 characters.')
    .email('Enter a valid e-mail address.'),
  name: z.string().trim().min(1, 'Required.').max(200),
  /** The spec's rule: 8+ characters, a digit, a letter (passwordRule.ts, the badges' too). */
  password: z
    .string()
    .refine(passwordHolds.length, `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
    .refine(passwordHolds.digit, 'The password needs at least 1 digit.')
    .refine(passwordHolds.letter, 'The password needs at least 1 letter.')
    // Any characters, spaces, accents and emoji included, and far more than NIST's 64: the API hashes a digest
    // of the password (fixtures/server/secrets.ts), so no length is cut short by bcrypt's 72 bytes.
    .refine(
      (v) => characters(v) <= PASSWORD_MAX_LENGTH,
      `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
    ),
};

/** `{password, passwordConfirmation}` that must match. */
export const passwordPair = z
  .object({ password: credentials.password, passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'The password and its confirmation do not match.',
    path: ['passwordConfirmation'],
  });
