import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    rules: {
      dates: {
        testerLabel: 'Le (facultatif)',
        testerHelp:
          'Décider avec les appartenances telles qu’elles seront alors : commencées et terminées à cette date. Vide : maintenant.',
        until: '%{reason}, jusqu’au %{date}',
        answeredAt: 'Au %{date}',
      },
    },
  },
};
