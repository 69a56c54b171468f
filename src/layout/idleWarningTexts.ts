import type { TextPart } from '@/i18n/textParts';

/** The idle warning's texts (issue 59, IdleWarningDialog.tsx): loaded with the dialog alone, when it first shows. */
export const idleWarningTexts: TextPart = {
  en: () => import('@/i18n/messages/idleWarning'),
  fr: () => import('@/i18n/fr/idleWarning'),
  de: () => import('@/i18n/de/idleWarning'),
};
