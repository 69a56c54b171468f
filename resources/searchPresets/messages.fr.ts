import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  search: {
    searchPresets: {
      title: 'Préréglages de recherche',
      singular: 'Préréglage de recherche',
      created: 'Le préréglage de recherche a été créé.',
      updated: 'Le préréglage de recherche a été mis à jour.',
      deleted: 'Le préréglage de recherche a été supprimé.',
    },
  },
};
