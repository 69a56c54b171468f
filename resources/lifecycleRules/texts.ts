import type { TextPart } from '@/i18n/textParts';

/** The rule form's, dry run's and runs' texts, loaded with them (RuleCreateForm, RulePanel, RuleRuns). */
export const lifecycleTexts: TextPart = {
  en: () => import('./panelMessages'),
  fr: () => import('./panelMessages.fr'),
  de: () => import('./panelMessages.de'),
};
