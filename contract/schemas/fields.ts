/**
 * The rules of the values the console sends and the development API accepts, written once with zod: the
 * API validates every body with them (fixtures/server/validate.ts) and the console's forms check the
 * same fields with the same rules before they send (src/engine/forms/). Kept free of Node and of React.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import './zodConfig';
import { z } from 'zod';
import { safeHttpUrl, safeImageUrl } from '../safeUrl';
import { credentials } from './credentials';

export { passwordPair } from './credentials';

// The same test the console renders links and images with: one definition of a safe address.
const isHttpUrl = (value: string) => !!safeHttpUrl(value);
const isImageUrl = (value: string) => !!safeImageUrl(value);

const HTTP_URL_MESSAGE = 'Enter a full http(s) address (https://…).';

/** Fields shared by many bodies. */
export const fields = {
  /**
   * A positive whole number, or its digits as text: never `[3]`, `true`, `"0x1"`, `"1e0"` or `" 3"`,
   * which a loose coercion would turn into an id.
   */
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : v),
    z.number('Enter an id.').int('Enter an id.').positive('Enter an id.'),
  ),
  /** An absolute http(s) address. */
  httpUrl: z.string().trim().max(2000).refine(isHttpUrl, HTTP_URL_MESSAGE),
  /** An image: an absolute http(s) address or a file uploaded to the console. */
  imageUrl: z.string().trim().max(2000).refine(isImageUrl, HTTP_URL_MESSAGE),
  // e-mail, name and password: their own module, for the sign-in page (credentials.ts)
  ...credentials,
  /** E.164, or empty to clear. */
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\+[1-9]\d{6,14}$/.test(v) && isValidPhoneNumber(v)), 'Wrong phone format'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  /** A whole number; digits sent as text (a text input) count too. */
  integer: (min: number, max = Number.MAX_SAFE_INTEGER) =>
    z.preprocess(
      (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
      z.number('Enter a whole number.').int('Enter a whole number.').min(min).max(max),
    ),
  service: z.enum(['account', 'unity']),
};
