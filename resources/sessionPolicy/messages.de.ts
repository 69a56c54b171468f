import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    sessionPolicy: {
      title: 'Sitzungsrichtlinie',
      singular: 'Sitzungsrichtlinie',
      created: 'Die Sitzungsrichtlinie wurde gespeichert.',
      updated: 'Die Sitzungsrichtlinie wurde gespeichert.',
      deleted: 'Die Sitzungsrichtlinie wurde gelöscht.',
    },
  },
};
