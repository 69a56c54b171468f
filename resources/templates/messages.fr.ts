import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    templates: {
      title: 'Modèles',
      singular: 'Modèle',
      fields: { title: 'Titre', code: 'Code', button: 'Bouton' },
      created: 'Le modèle a été créé.',
      updated: 'Le modèle a été mis à jour.',
      deleted: 'Le modèle a été supprimé.',
    },
  },
};
