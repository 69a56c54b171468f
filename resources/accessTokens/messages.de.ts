import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    accessTokens: {
      title: 'Zugriffstoken',
      singular: 'Zugriffstoken',
      fields: { userName: 'Benutzername', createdAt: 'Erstellung', validTo: 'Gültigkeit' },
      created: 'Das Zugriffstoken wurde erstellt.',
      updated: 'Das Zugriffstoken wurde aktualisiert.',
      deleted: 'Das Zugriffstoken wurde gelöscht.',
    },
  },
};
