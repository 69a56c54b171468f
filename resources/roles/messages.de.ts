import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    roles: {
      title: 'Rollen',
      singular: 'Rolle',
      created: 'Die Rolle wurde erstellt.',
      updated: 'Die Rolle wurde aktualisiert.',
      deleted: 'Die Rolle wurde gelöscht.',
      all: 'Alle',
      rules: 'Regeln',
    },
  },
};
