import { withTexts } from '@/i18n/catalogue';
import { de } from '@/i18n/de';

/** The admin app's catalogue in German: the shared texts and each resource's own (resources/<name>/messages.de.ts). */
const parts = import.meta.glob<{ messages: object }>('./*/messages.de.ts', { eager: true });

export const catalogue = withTexts(
  de,
  Object.values(parts).map((module) => module.messages),
);
