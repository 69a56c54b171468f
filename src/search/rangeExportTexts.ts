import type { TextPart } from '@/i18n/textParts';

/**
 * The Export of a time range, on the event log and the history (RangeExportDialog.tsx, issue 40): loaded with
 * the dialog alone (in src/i18n/parts.ts its loaders would be the sign-in page's start-up code).
 */
export const rangeExportTexts: TextPart = {
  en: () => import('@/i18n/messages/rangeExport'),
  fr: () => import('@/i18n/fr/rangeExport'),
  de: () => import('@/i18n/de/rangeExport'),
};
