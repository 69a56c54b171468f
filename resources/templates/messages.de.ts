import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    templates: {
      title: 'Vorlagen',
      singular: 'Vorlage',
      fields: { title: 'Titel', code: 'Code', button: 'Schaltfläche' },
      created: 'Die Vorlage wurde erstellt.',
      updated: 'Die Vorlage wurde aktualisiert.',
      deleted: 'Die Vorlage wurde gelöscht.',
    },
  },
};
