import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    lockouts: {
      columns: {
        who: 'Konto oder Client',
        subject: 'Gesperrt',
        kind: 'Nach',
        failures: 'Fehlversuche',
        lockedUntil: 'Bis',
      },
      subjects: { account: 'Konto', client: 'Client' },
      kinds: {
        password: 'Falschen Passwörtern',
        secondFactor: 'Falschen zweiten Faktoren',
        code: 'Falschen Einmalcodes',
      },
      failuresOf: '%{failures} von %{limit}',
      lift: 'Aufheben',
      liftNamed: 'Sperre von %{who} aufheben',
      liftConfirm: 'Die Sperre von %{who} wird aufgehoben: ihre Fehlversuche werden vergessen.',
      empty: 'Keine Sperre aktiv',
    },
  },
};
