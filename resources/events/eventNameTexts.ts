import type { TextPart } from '@/i18n/textParts';

/** The events' names in the console's languages (./eventNames.ts), loaded with the history that shows them. */
export const eventNameTexts: TextPart = {
  en: () => import('./eventNames'),
  fr: () => import('./eventNames.fr'),
  de: () => import('./eventNames.de'),
};
