import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    applications: {
      title: 'Anwendungen',
      singular: 'Anwendung',
      fields: { url: 'URL', icon: 'Symbol' },
      created: 'Die Anwendung wurde erstellt.',
      updated: 'Die Anwendung wurde aktualisiert.',
      deleted: 'Die Anwendung wurde gelöscht.',
    },
  },
};
