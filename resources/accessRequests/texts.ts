import type { TextPart } from '@/i18n/textParts';

/**
 * Access requests (issue 62): the texts of the requests page and of My Account's card, loaded with them (listed
 * where start-up code reads it, its loaders would be start-up code: tests/unit/bundle-budget.test.ts).
 */
export const accessRequestsTexts: TextPart = {
  en: () => import('@/i18n/messages/accessRequests'),
  fr: () => import('@/i18n/fr/accessRequests'),
  de: () => import('@/i18n/de/accessRequests'),
};
