import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    organizationUsers: {
      title: 'Benutzer',
      singular: 'Benutzer',
      fields: { inviteEmail: 'E-Mail', firstName: 'Vorname', lastName: 'Nachname', instantJoin: 'Beitritt erzwingen' },
      created: 'Einladung gesendet!',
      updated: 'Einladung gesendet!',
      deleted: '%{name} wurde entfernt.',
    },
  },
};
