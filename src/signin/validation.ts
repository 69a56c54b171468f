import { PASSWORD_MIN_LENGTH, PLCODE_LENGTH } from '@contract/constants';
import { isValidEmail } from '@/forms/validation';

/** The sign-in page's own rules of spec 1 section 5 (the shared ones are in `@/forms/validation`). */

/** Login needs a valid e-mail and a password of at least 8 characters. */
export function canLogin(email: string, password: string): boolean {
  return isValidEmail(email) && password.length >= PASSWORD_MIN_LENGTH;
}

/** Keeps the digits of a typed or pasted one-time code, at most six. */
export function normalizeCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, PLCODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === PLCODE_LENGTH;
}
