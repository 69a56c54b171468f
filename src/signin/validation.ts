import { PASSWORD_MIN_LENGTH, PLCODE_LENGTH } from '@/constants';

/** Validation rules of spec 1 section 5, kept free of React so they are tested on their own. */

// A standard address: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Login needs a valid e-mail and a password of at least 8 characters. */
export function canLogin(email: string, password: string): boolean {
  return isValidEmail(email) && password.length >= PASSWORD_MIN_LENGTH;
}

export type PasswordRule = 'length' | 'digit' | 'letter' | 'match';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'digit', 'letter', 'match'];

/** Each new-password rule and whether it holds. */
export function checkNewPassword(password: string, confirmation: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    digit: /\d/.test(password),
    letter: /\p{L}/u.test(password),
    match: password.length > 0 && password === confirmation,
  };
}

export function isValidNewPassword(password: string, confirmation: string): boolean {
  return Object.values(checkNewPassword(password, confirmation)).every(Boolean);
}

/** Keeps the digits of a typed or pasted one-time code, at most six. */
export function normalizeCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, PLCODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === PLCODE_LENGTH;
}
