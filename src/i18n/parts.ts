import type { TextPart } from './textParts';

/**
 * The shared text parts: texts of lazy parts of the console, loaded with them in the language shown
 * (textParts.ts). A resource's own are in its folder.
 */

/** The sign-in's second step and enrolment (src/signin/SecondFactorDialog.tsx). */
export const secondFactorTexts: TextPart = {
  en: () => import('./messages/secondFactor'),
  fr: () => import('./fr/secondFactor'),
  de: () => import('./de/secondFactor'),
};

/** My Account's "Sign-in & security" tab (src/account/security/). */
export const accountSecurityTexts: TextPart = {
  en: () => import('./messages/accountSecurity'),
  fr: () => import('./fr/accountSecurity'),
  de: () => import('./de/accountSecurity'),
};

/** Recovery codes shown once, by the sign-in's enrolment and by My Account (src/ui/RecoveryCodes.tsx). */
export const recoveryCodesTexts: TextPart = {
  en: () => import('./messages/recoveryCodes'),
  fr: () => import('./fr/recoveryCodes'),
  de: () => import('./de/recoveryCodes'),
};

/** The strength meter of every new password (src/forms/StrengthMeter.tsx, issue 59). */
export const passwordStrengthTexts: TextPart = {
  en: () => import('./messages/passwordStrength'),
  fr: () => import('./fr/passwordStrength'),
  de: () => import('./de/passwordStrength'),
};

export const SHARED_TEXT_PARTS: readonly TextPart[] = [
  secondFactorTexts,
  accountSecurityTexts,
  recoveryCodesTexts,
  passwordStrengthTexts,
];
