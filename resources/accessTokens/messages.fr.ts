import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    accessTokens: {
      title: "Jetons d'accès",
      singular: "Jeton d'accès",
      fields: { userName: "Nom d'utilisateur", createdAt: 'Création', validTo: 'Validité' },
      created: "Le jeton d'accès a été créé.",
      updated: "Le jeton d'accès a été mis à jour.",
      deleted: "Le jeton d'accès a été supprimé.",
    },
  },
};
