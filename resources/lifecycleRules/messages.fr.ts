import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    lifecycleRules: {
      title: 'Règles de cycle de vie',
      singular: 'Règle de cycle de vie',
      created: 'La règle a été créée.',
      updated: 'La règle a été enregistrée.',
      deleted: 'La règle a été supprimée.',
      deleteConfirm: 'Ses étapes qui attendent leur jour ne seront pas faites. Ce qu’elle a fait reste fait.',
      runs: 'Exécutions',
      fields: { name: 'Nom', enabled: 'Active', trigger: 'Quand' },
      triggers: {
        joiner: 'Arrive',
        mover: 'Change de poste',
        leaver: 'Part',
        inactive: 'Ne se connecte plus',
      },
    },
  },
};
