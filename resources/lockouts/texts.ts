import type { TextPart } from '@/i18n/textParts';

/** The Lockouts page's texts, loaded with the page (LockoutsPage.tsx; listed by tests/support/textParts.ts). */
export const lockoutsTexts: TextPart = {
  en: () => import('./panelMessages'),
  fr: () => import('./panelMessages.fr'),
  de: () => import('./panelMessages.de'),
};
