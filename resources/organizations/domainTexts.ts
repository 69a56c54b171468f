import type { TextPart } from '@/i18n/textParts';

/**
 * An organization's e-mail domains (issue 65): the texts of their panel, loaded by it alone (listed where start-up
 * code reads it, its loaders would be start-up code: tests/unit/bundle-budget.test.ts).
 */
export const organizationDomainTexts: TextPart = {
  en: () => import('./domainMessages'),
  fr: () => import('./domainMessages.fr'),
  de: () => import('./domainMessages.de'),
};
