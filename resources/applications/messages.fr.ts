import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    applications: {
      title: 'Applications',
      singular: 'Application',
      fields: { url: 'URL', icon: 'icône' },
      created: "L'application a été créée.",
      updated: "L'application a été mise à jour.",
      deleted: "L'application a été supprimée.",
    },
  },
};
