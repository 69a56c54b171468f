import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    provisioningClients: {
      title: 'Clients de provisionnement',
      singular: 'Client de provisionnement',
      created: 'Le client de provisionnement a été créé.',
      updated: 'Le client de provisionnement a été mis à jour.',
      deleted: 'Le client de provisionnement a été révoqué.',
      revokeText: "Son jeton cesse aussitôt de fonctionner : l'annuaire ne peut plus créer ni modifier personne.",
      fields: {
        createdAt: 'Créé le',
        organizationID: 'Organisation',
        organizationName: 'Organisation',
        createdByEmail: 'Créé par',
        lastUsedAt: 'Dernière utilisation',
      },
      token: {
        label: 'Jeton porteur',
        warning:
          'Copiez ce jeton dans votre annuaire maintenant (Entra ID : Secret Token ; Okta : API token). Il ne sera plus affiché.',
        endpoint: 'Point de terminaison SCIM',
        copy: 'Copier',
        copied: 'Copié',
        done: 'Terminé',
      },
    },
  },
};
