import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    accessRequests: {
      title: 'Zugriffsanfragen',
      singular: 'Zugriffsanfrage',
      created: 'Ihre Anfrage wurde gesendet.',
      updated: 'Die Anfrage wurde aktualisiert.',
      deleted: 'Die Anfrage wurde zurückgezogen.',
    },
  },
};
