/**
 * A new password's rule, as spec 1 section 5 says it: "at least 8 characters, at least 1 digit, at least
 * 1 letter". A letter is any alphabet's (é, я, あ), not only A–Z. Written once: the API's schema
 * (credentials.ts) and the console's badges (src/forms/validation.ts) both test with it. Free of zod and
 * React, so the sign-in page can load it without them.
 */
import { PASSWORD_MIN_LENGTH } from '../constants';

export const passwordHolds = {
  length: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  digit: (password: string) => /[0-9]/.test(password),
  letter: (password: string) => /\p{L}/u.test(password),
};
