import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  search: {
    searchPresets: {
      title: 'Gespeicherte Suchen',
      singular: 'Gespeicherte Suche',
      created: 'Die gespeicherte Suche wurde erstellt.',
      updated: 'Die gespeicherte Suche wurde aktualisiert.',
      deleted: 'Die gespeicherte Suche wurde gelöscht.',
    },
  },
};
