import type { TextPart } from '@/i18n/textParts';

/**
 * The texts of a membership's end dialog (issue 62), loaded with it (MembershipEndDialog.tsx), not with the
 * catalogue the console starts with (tests/unit/bundle-budget.test.ts).
 */
export const membershipEndTexts: TextPart = {
  en: () => import('./messages'),
  fr: () => import('./messages.fr'),
  de: () => import('./messages.de'),
};
