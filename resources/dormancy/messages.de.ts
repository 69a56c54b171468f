import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    dormancy: {
      title: 'Inaktive Konten',
      singular: 'Inaktivitätsregel',
      created: 'Die Regel wurde erstellt.',
      updated: 'Die Regel wurde gespeichert.',
      deleted: 'Die Regel wurde gelöscht.',
    },
  },
};
