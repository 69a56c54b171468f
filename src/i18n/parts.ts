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

/**
 * Access reviews (issue 40): the superadmin's page (resources/reviews) and a reviewer's (resources/myReviews), one
 * part for both, loaded by their pages: a resource's own part would put its loaders in the start-up registry,
 * and the Users page's bundle is at its budget (tests/unit/bundle-budget.test.ts).
 */
export const reviewsTexts: TextPart = {
  en: () => import('./messages/reviews'),
  fr: () => import('./fr/reviews'),
  de: () => import('./de/reviews'),
};

/** The Export of a time range, on the event log and the history (src/search/RangeExportButton.tsx, issue 40). */
export const rangeExportTexts: TextPart = {
  en: () => import('./messages/rangeExport'),
  fr: () => import('./fr/rangeExport'),
  de: () => import('./de/rangeExport'),
};

export const SHARED_TEXT_PARTS: readonly TextPart[] = [
  secondFactorTexts,
  accountSecurityTexts,
  recoveryCodesTexts,
  reviewsTexts,
  rangeExportTexts,
];
