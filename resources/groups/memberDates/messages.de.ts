import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    groups: {
      memberDates: {
        startsOn: 'ab %{date}',
      },
    },
  },
};
