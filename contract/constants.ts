/** Numbers and names of the spec that both sides must agree on (the console's own live in src/constants.ts). */

/** The platform's name, which no password may contain (issue 59; the console's title says it too). */
export const PLATFORM_NAME = 'Access Console';

/** Digits of a password-free sign-in code (spec 1, section 9): the platform makes them, the console's boxes take them. */
export const PLCODE_LENGTH = 6;

/** A new password's least length (spec 1, section 9: at least 8 characters, a digit and a letter). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest new password, in characters (NIST SP 800-63B-4 asks for at least 64; issue 59). */
export const PASSWORD_MAX_LENGTH = 256;
