import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './revertMessages';

export const texts: Translation<typeof en> = {
  resources: {
    history: {
      filters: { run: 'Sammelaktion' },
      audit: {
        fields: {
          createdAt: 'Erstellt am',
          updatedAt: 'Geändert am',
          endsAt: 'Endet am',
          lastUsedAt: 'Zuletzt verwendet',
          inviteEmail: 'Eingeladene Adresse',
          verified: 'Bestätigt',
          kind: 'Art',
        },
        removed: 'entfernt',
        event: { call: 'Aufruf', person: 'Person', status: 'Status', agent: 'Browser' },
        nobody: 'niemand angemeldet',
      },
      revert: {
        revertedBy: 'Zurückgenommen von %{who} am %{date}',
        of: 'Rücknahme der Änderung Nr. %{id}',
        button: 'Rückgängig',
        title: 'Diese Änderung rückgängig machen',
        explain: {
          update: 'Die gewählten Felder erhalten ihre Werte von vor dieser Änderung zurück.',
          create: 'Der durch diese Änderung angelegte Datensatz wird entfernt.',
          delete:
            'Der durch diese Änderung entfernte Datensatz wird neu angelegt. Passwörter und andere Geheimnisse stehen nicht im Verlauf und werden nicht wiederhergestellt.',
        },
        fields: 'Zurückzusetzende Felder',
        overwrite: 'Spätere Änderungen überschreiben',
        proof:
          'Diese Änderung betrifft eine Ihrer eigenen Anmeldedaten: Geben Sie Ihr aktuelles Passwort ein, um sie rückgängig zu machen.',
        currentPassword: 'Aktuelles Passwort',
        conflicts:
          'Ein Feld wurde seitdem erneut geändert und blieb unverändert |||| %{smart_count} Felder wurden seitdem erneut geändert und blieben unverändert',
        conflictList: 'Seitdem geänderte Felder',
        conflict: 'jetzt %{current} (diese Änderung setzte %{after})',
        confirm: 'Rückgängig machen',
        done: 'Ein Feld zurückgesetzt |||| %{smart_count} Felder zurückgesetzt',
        runButton: 'Sammelaktion rückgängig machen',
        runTitle: 'Sammelaktion %{runID} rückgängig machen',
        runConfirm:
          'Die %{count} Änderungen der Sammelaktion %{runID} rückgängig machen, die neuesten zuerst? Seitdem geänderte Felder bleiben unverändert und gelten als fehlgeschlagen.',
        run: '%{smart_count} Änderung der Sammelaktion %{runID} rückgängig machen |||| %{smart_count} Änderungen der Sammelaktion %{runID} rückgängig machen',
        changedSince: 'Seitdem geändert: %{fields}',
      },
    },
  },
};
