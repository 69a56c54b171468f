import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    reviews: {
      title: 'Zugriffsprüfungen',
      singular: 'Zugriffsprüfung',
      created: 'Die Zugriffsprüfung wurde erstellt.',
      updated: 'Die Zugriffsprüfung wurde aktualisiert.',
      deleted: 'Die Zugriffsprüfung wurde gelöscht.',
    },
  },
};
