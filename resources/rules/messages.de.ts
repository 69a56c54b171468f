import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    rules: {
      title: 'Regeln',
      singular: 'Regel',
      fields: { path: 'Pfad', roleID: 'Rolle', roleName: 'Rolle' },
      created: 'Die Regel wurde erstellt.',
      updated: 'Die Regel wurde aktualisiert.',
      deleted: 'Die Regel wurde gelöscht.',
      deleteConfirm: 'Wenn Sie diese Regel löschen, können Sie sie nicht wiederherstellen.',
    },
  },
};
