import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    users: {
      security: {
        factors: 'Zweite Faktoren',
        noFactors: 'Kein zweiter Faktor',
        kinds: { passkey: 'Passkey', totp: 'Authenticator-App' },
        facts: {
          kind: 'Art',
          added: 'Hinzugefügt',
          lastUsed: 'Zuletzt verwendet',
          failures: 'Fehlversuche',
          lockedUntil: 'Gesperrt bis',
        },
        never: 'Nie',
        reset: 'Zweite Faktoren zurücksetzen',
        resetConfirm:
          'Alle Passkeys, die Authenticator-App und die Wiederherstellungscodes dieses Benutzers werden entfernt und seine Sitzungen abgemeldet. Er wird per E-Mail benachrichtigt.',
        resetDone: '%{smart_count} zweiter Faktor wurde entfernt. |||| %{smart_count} zweite Faktoren wurden entfernt.',
        lockout: 'Sperre',
        locked: 'Gesperrt',
        notLocked: 'Nicht gesperrt',
        lockKinds: { password: 'Falsche Passwörter', secondFactor: 'Falsche zweite Faktoren' },
        failuresOf: '%{failures} von %{limit}',
        unlock: 'Entsperren',
        own: 'Ihre eigenen zweiten Faktoren verwalten Sie in Mein Konto, mit Ihrem aktuellen Passwort.',
        unlocked: 'Das Konto wurde entsperrt.',
        lockdown: {
          title: 'Notsperre',
          explanation:
            'Wenn dieses Konto übernommen wurde: alle Sitzungen beenden, seine Zugriffstoken und die von ihm angelegten Provisioning-Clients widerrufen, seine zweiten Faktoren zurücksetzen, offene Links und Codes ungültig machen und es deaktivieren, auf einmal. Nur ein Administrator kann es wieder aktivieren.',
          open: 'Notsperre',
          reason: 'Grund',
          reasonHelp: 'Wird mit Ihrem Namen ins Ereignisprotokoll geschrieben.',
          done: 'Das Konto ist gesperrt: %{sessions} Sitzungen beendet, %{accessTokens} Zugriffstoken und %{provisioningClients} Provisioning-Clients widerrufen, %{factors} zweite Faktoren zurückgesetzt.',
        },
      },
    },
  },
};
