import type { TextPart } from '@/i18n/textParts';

/** The texts of the access reviews' page, loaded with it (ReviewsPage.tsx). */
export const reviewsTexts: TextPart = {
  en: () => import('./pageMessages'),
  fr: () => import('./pageMessages.fr'),
  de: () => import('./pageMessages.de'),
};
