import type { TextPart } from '@/i18n/textParts';

/** The Test panel's texts, loaded with it (ProviderTest). */
export const providerTestTexts: TextPart = {
  en: () => import('./panelMessages'),
  fr: () => import('./panelMessages.fr'),
  de: () => import('./panelMessages.de'),
};
