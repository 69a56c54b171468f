import { withTexts } from '@/i18n/catalogue';
import { fr } from '@/i18n/fr';

/** The admin app's catalogue in French: the shared texts and each resource's own (resources/<name>/messages.fr.ts). */
const parts = import.meta.glob<{ messages: object }>('./*/messages.fr.ts', { eager: true });

export const catalogue = withTexts(
  fr,
  Object.values(parts).map((module) => module.messages),
);
