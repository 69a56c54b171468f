import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    searchPresets: {
      title: 'Gespeicherte Suchen',
      singular: 'Gespeicherte Suche',
      created: 'Die gespeicherte Suche wurde erstellt.',
      updated: 'Die gespeicherte Suche wurde aktualisiert.',
      deleted: 'Die gespeicherte Suche wurde gelöscht.',
      fields: {
        name: 'Name *',
        color: 'Farbe',
        global: 'Für alle freigeben',
        keyword: 'Suchbegriff',
        filter: 'Filter',
      },
      globalHint: 'Wenn aktiviert, sieht das ganze Team diese gespeicherte Suche.',
    },
  },
};
