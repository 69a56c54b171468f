import type { TextPart } from '@/i18n/textParts';

/** The session policy page's texts, loaded with the page (SessionPolicyPage.tsx). */
export const sessionPolicyTexts: TextPart = {
  en: () => import('./pageMessages'),
  fr: () => import('./pageMessages.fr'),
  de: () => import('./pageMessages.de'),
};
