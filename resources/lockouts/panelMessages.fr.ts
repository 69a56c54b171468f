import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    lockouts: {
      columns: {
        who: 'Compte ou client',
        subject: 'Verrouillé',
        kind: 'Après',
        failures: 'Échecs',
        lockedUntil: "Jusqu'au",
      },
      subjects: { account: 'Compte', client: 'Client' },
      kinds: {
        password: 'Mots de passe erronés',
        secondFactor: 'Seconds facteurs erronés',
        code: 'Codes à usage unique erronés',
      },
      failuresOf: '%{failures} sur %{limit}',
      lift: 'Lever',
      liftNamed: 'Lever le verrou de %{who}',
      liftConfirm: 'Le verrou de %{who} sera levé : ses essais erronés seront oubliés.',
      empty: 'Aucun verrou en vigueur',
    },
  },
};
