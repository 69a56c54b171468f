import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    serviceNames: {
      title: 'Noms de service',
      singular: 'Nom de service',
      created: 'Le nom de service a été créé.',
      updated: 'Le nom de service a été mis à jour.',
      deleted: 'Le nom de service a été supprimé.',
    },
  },
};
