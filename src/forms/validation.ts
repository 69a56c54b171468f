import { passwordHolds } from '@contract/schemas/passwordRule';

/**
 * The e-mail and new-password rules of spec 1 section 5, shared by sign-in, My Account and the Users
 * page; kept free of React so they are tested on their own.
 */

// A standard address: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** A new password and its confirmation, as every form sends them. */
export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

export const emptyNewPassword: NewPassword = { password: '', passwordConfirmation: '' };

export type PasswordRule = 'length' | 'digit' | 'letter' | 'match';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'digit', 'letter', 'match'];

/** Each new-password rule and whether it holds: the API's own (passwordRule.ts), and the confirmation. */
export function checkNewPassword({ password, passwordConfirmation }: NewPassword): Record<PasswordRule, boolean> {
  return {
    length: passwordHolds.length(password),
    digit: passwordHolds.digit(password),
    letter: passwordHolds.letter(password),
    match: password.length > 0 && password === passwordConfirmation,
  };
}

export function isValidNewPassword(value: NewPassword): boolean {
  return Object.values(checkNewPassword(value)).every(Boolean);
}
