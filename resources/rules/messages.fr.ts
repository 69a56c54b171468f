import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    rules: {
      title: 'Règles',
      singular: 'Règle',
      fields: { path: 'Chemin', roleID: 'Rôle', roleName: 'Rôle' },
      created: 'La règle a été créée.',
      updated: 'La règle a été mise à jour.',
      deleted: 'La règle a été supprimée.',
      deleteConfirm: 'Si vous supprimez cette règle, vous ne pourrez pas la récupérer.',
    },
  },
};
