import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    lockouts: {
      title: 'Verrouillages',
      singular: 'Verrou',
      created: 'Le verrou a été créé.',
      updated: 'Le verrou a été mis à jour.',
      deleted: 'Le verrou a été levé.',
    },
  },
};
