import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    dormancy: {
      title: 'Comptes dormants',
      singular: 'Règle de dormance',
      created: 'La règle a été créée.',
      updated: 'La règle a été enregistrée.',
      deleted: 'La règle a été supprimée.',
    },
  },
};
