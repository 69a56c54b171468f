import type { TextPart } from '@/i18n/textParts';

/**
 * The "This was not me" page's texts (issue 59, NotMePage.tsx): loaded with the page alone (in the visitors'
 * catalogue they would be the sign-in page's start-up code, past its budget).
 */
export const notMeTexts: TextPart = {
  en: () => import('@/i18n/messages/notMe'),
  fr: () => import('@/i18n/fr/notMe'),
  de: () => import('@/i18n/de/notMe'),
};
