import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    organizationUsers: {
      title: 'Utilisateurs',
      singular: 'Utilisateur',
      fields: { inviteEmail: 'E-mail', firstName: 'Prénom', lastName: 'Nom', instantJoin: 'Forcer l’adhésion' },
      created: 'Invitation envoyée !',
      updated: 'Invitation envoyée !',
      deleted: '%{name} a été retiré.',
    },
  },
};
