import type { TextPart } from '@/i18n/textParts';

/**
 * The texts of Revert and Revert run (issue 39), loaded with the history that shows them (RecordHistory.tsx,
 * HistoryPage.tsx), not with the catalogue the console starts with (tests/unit/bundle-budget.test.ts).
 */
export const revertTexts: TextPart = {
  en: () => import('./revertMessages'),
  fr: () => import('./revertMessages.fr'),
  de: () => import('./revertMessages.de'),
};
