import type { TextPart } from '@/i18n/textParts';

/**
 * Access reviews (issue 40): the texts of the superadmin's page (resources/reviews) and a reviewer's
 * (resources/myReviews), one part for both, loaded by their pages alone: listed where start-up code reads it (the
 * resources' index, src/i18n/parts.ts), its loaders would be start-up code (tests/unit/bundle-budget.test.ts).
 */
export const reviewsTexts: TextPart = {
  en: () => import('@/i18n/messages/reviews'),
  fr: () => import('@/i18n/fr/reviews'),
  de: () => import('@/i18n/de/reviews'),
};
