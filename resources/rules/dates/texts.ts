import type { TextPart } from '@/i18n/textParts';

/**
 * The texts of the policy tester's date and who can's "until …" (issue 62), loaded with them (PolicyTester.tsx,
 * resources/rules/WhoCanDialog.tsx), not with the catalogue the console starts with (tests/unit/bundle-budget.test.ts).
 */
export const ruleDateTexts: TextPart = {
  en: () => import('./messages'),
  fr: () => import('./messages.fr'),
  de: () => import('./messages.de'),
};
