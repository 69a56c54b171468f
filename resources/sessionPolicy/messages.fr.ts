import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    sessionPolicy: {
      title: 'Politique de session',
      singular: 'Politique de session',
      created: 'La politique de session a été enregistrée.',
      updated: 'La politique de session a été enregistrée.',
      deleted: 'La politique de session a été supprimée.',
    },
  },
};
