import type { TextPart } from '@/i18n/textParts';

/**
 * The step-up dialog's texts (issue 59, StepUpDialog.tsx): loaded with the dialog alone, when a dangerous call
 * is first refused (in src/i18n/parts.ts its loaders would be the sign-in page's start-up code).
 */
export const stepUpTexts: TextPart = {
  en: () => import('@/i18n/messages/stepUp'),
  fr: () => import('@/i18n/fr/stepUp'),
  de: () => import('@/i18n/de/stepUp'),
};
