import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    lockouts: {
      title: 'Sperren',
      singular: 'Sperre',
      created: 'Die Sperre wurde erstellt.',
      updated: 'Die Sperre wurde aktualisiert.',
      deleted: 'Die Sperre wurde aufgehoben.',
    },
  },
};
