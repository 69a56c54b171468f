import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    lifecycleRules: {
      title: 'Lebenszyklusregeln',
      singular: 'Lebenszyklusregel',
      created: 'Die Regel wurde erstellt.',
      updated: 'Die Regel wurde gespeichert.',
      deleted: 'Die Regel wurde gelöscht.',
      deleteConfirm: 'Ihre Schritte, die auf ihren Tag warten, werden nicht ausgeführt. Was sie getan hat, bleibt.',
      runs: 'Läufe',
      fields: { name: 'Name', enabled: 'Aktiv', trigger: 'Wann' },
      triggers: {
        joiner: 'Tritt ein',
        mover: 'Wechselt',
        leaver: 'Tritt aus',
        inactive: 'Meldet sich nicht an',
      },
    },
  },
};
