import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    serviceNames: {
      title: 'Dienstnamen',
      singular: 'Dienstname',
      created: 'Der Dienstname wurde erstellt.',
      updated: 'Der Dienstname wurde aktualisiert.',
      deleted: 'Der Dienstname wurde gelöscht.',
    },
  },
};
