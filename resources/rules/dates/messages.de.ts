import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    rules: {
      dates: {
        testerLabel: 'Am (optional)',
        testerHelp:
          'Mit den Mitgliedschaften entscheiden, wie sie dann sein werden: bis dahin begonnen und beendet. Leer: jetzt.',
        until: '%{reason}, bis %{date}',
        answeredAt: 'Stand %{date}',
      },
    },
  },
};
