import type { TextPart } from '@/i18n/textParts';

/** The Dormant accounts page's texts, loaded with the page (DormancyPage.tsx). */
export const dormancyTexts: TextPart = {
  en: () => import('./pageMessages'),
  fr: () => import('./pageMessages.fr'),
  de: () => import('./pageMessages.de'),
};
