import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    accessRequests: {
      title: "Demandes d'accès",
      singular: "Demande d'accès",
      created: 'Votre demande a été envoyée.',
      updated: 'La demande a été mise à jour.',
      deleted: 'La demande a été annulée.',
    },
  },
};
