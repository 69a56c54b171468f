import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    roles: {
      title: 'Rôles',
      singular: 'Rôle',
      created: 'Le rôle a été créé.',
      updated: 'Le rôle a été mis à jour.',
      deleted: 'Le rôle a été supprimé.',
      all: 'Toutes',
      rules: 'Règles',
    },
  },
};
