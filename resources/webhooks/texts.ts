import type { TextPart } from '@/i18n/textParts';

/**
 * The webhook panels' texts (the events' names, the secret, Test, the delivery log), loaded with them: listed
 * where start-up code reads it, its loaders would be start-up code (tests/unit/bundle-budget.test.ts).
 */
export const webhookTexts: TextPart = {
  en: () => import('./panelMessages'),
  fr: () => import('./panelMessages.fr'),
  de: () => import('./panelMessages.de'),
};
