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
      whoCan: {
        title: 'Wer darf',
        ofRule: 'Wer diese Regel nutzen darf',
        service: 'Dienst',
        ask: 'Fragen',
        everyone: 'Alle, auch Besucher',
        signedIn: 'Jeder angemeldete Benutzer',
        roles: 'Rollen',
        noRoles: 'Keine Rolle erlaubt diesen Aufruf.',
        groups: 'Gruppen',
        noGroups: 'Keine Gruppe vergibt diese Rollen.',
        members: '%{smart_count} Mitglied |||| %{smart_count} Mitglieder',
        people: 'Personen',
        noPeople: 'Niemand darf diesen Aufruf ausführen.',
        reason: 'Warum',
        inactive: 'inaktiv',
        via: '%{role} (%{group})',
        viaEveryone: '%{role}',
      },
    },
  },
};
