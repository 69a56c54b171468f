import type { TextPart } from '@/i18n/textParts';

/**
 * The texts of a group member's start (issue 62), loaded with the Members tab (../GroupMembersTab.tsx), not
 * with the catalogue the console starts with (tests/unit/bundle-budget.test.ts).
 */
export const memberDateTexts: TextPart = {
  en: () => import('./messages'),
  fr: () => import('./messages.fr'),
  de: () => import('./messages.de'),
};
