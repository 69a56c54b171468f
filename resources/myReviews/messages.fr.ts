import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    myReviews: {
      title: 'Mes revues',
      singular: 'Revue',
      created: 'La revue a été créée.',
      updated: 'La réponse a été enregistrée.',
      deleted: 'La revue a été supprimée.',
    },
  },
};
