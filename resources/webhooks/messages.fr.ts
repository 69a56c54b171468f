import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    webhooks: {
      title: 'Webhooks',
      singular: 'Webhook',
      created: 'Le webhook a été créé.',
      updated: 'Le webhook a été mis à jour.',
      deleted: 'Le webhook a été supprimé.',
      deleteConfirm: 'Les envois à cette adresse cessent et son journal de livraisons est supprimé.',
      fields: {
        createdAt: 'Créé le',
        url: 'Adresse',
        enabled: 'Activé',
        ownerEmail: 'Administrateur prévenu',
        disabledReason: 'Désactivé car',
        eventTypes: 'Événements envoyés',
      },
      log: {
        tab: 'Livraisons',
      },
    },
  },
};
