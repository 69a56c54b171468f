import type { TextPart } from '@/i18n/textParts';

/** The texts of a reviewer's page, loaded with it (MyReviewsPage.tsx). */
export const myReviewsTexts: TextPart = {
  en: () => import('./pageMessages'),
  fr: () => import('./pageMessages.fr'),
  de: () => import('./pageMessages.de'),
};
