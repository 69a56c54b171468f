import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    myReviews: {
      title: 'Meine Prüfungen',
      singular: 'Prüfung',
      created: 'Die Prüfung wurde erstellt.',
      updated: 'Die Antwort wurde gespeichert.',
      deleted: 'Die Prüfung wurde gelöscht.',
    },
  },
};
