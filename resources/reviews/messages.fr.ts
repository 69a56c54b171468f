import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    reviews: {
      title: 'Revues des accès',
      singular: 'Revue des accès',
      created: 'La revue des accès a été créée.',
      updated: 'La revue des accès a été mise à jour.',
      deleted: 'La revue des accès a été supprimée.',
    },
  },
};
