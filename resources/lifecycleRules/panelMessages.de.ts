import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    lifecycleRules: {
      intro:
        'Eine Regel erfasst eine Person, sobald sie in ihren Auslöser eintritt, und führt dann ihre Schritte aus: sofort oder einige Tage später, wenn der Anlass noch besteht.',
      ruleForm: 'Auslöser und Schritte',
      fields: {
        organizationID: 'Organisation',
        attribute: 'Feld',
        value: 'Nimmt den Wert an (leer: jede Änderung)',
        days: 'Tage ohne Anmeldung',
      },
      anyOrganization: 'Jede Organisation',
      triggerHelp: {
        joiner: 'Eine Person wird angelegt oder aktiviert oder tritt der Organisation bei.',
        mover: 'Ein Feld der Person ändert sich (aus dem Verzeichnis, per Provisionierung).',
        leaver: 'Eine Person wird deaktiviert oder verlässt die Organisation.',
        inactive:
          'Eine Person hat sich seit den angegebenen Tagen nicht angemeldet. Die eigene Regel der Installation, die Personen ohne Anmeldung anschreibt, deaktiviert und löscht, ist die Seite Inaktive Konten.',
      },
      attributes: {
        organizationID: 'Aktuelle Organisation (ihre ID)',
        department: 'Abteilung',
        title: 'Position',
        division: 'Bereich',
        costCenter: 'Kostenstelle',
      },
      steps: 'Schritte',
      step: 'Schritt %{n}',
      action: 'Tun',
      target: 'Was',
      afterDays: 'Nach (Tagen)',
      addStep: 'Schritt hinzufügen',
      removeStep: 'Schritt %{n} entfernen',
      actions: {
        addGroup: 'Zur Gruppe hinzufügen',
        removeGroup: 'Aus der Gruppe entfernen',
        setDefaultApp: 'Standard-App festlegen',
        mailPerson: 'Der Person schreiben',
        mailManager: 'Der Führungskraft schreiben',
        deactivate: 'Deaktivieren',
        delete: 'Löschen',
      },
      save: 'Speichern',
      dryRun: 'Probelauf',
      dryRunUnsaved: 'Probelauf meiner Änderungen',
      runNow: 'Jetzt ausführen',
      runNeedsSave:
        'Jetzt ausführen führt die gespeicherte Regel aus: Speichern Sie zuerst Ihre Änderungen oder sehen Sie sich deren Probelauf an.',
      dryRunTitle: 'Wen ein Lauf jetzt erfassen würde (%{smart_count})',
      dryRunUnsavedTitle: 'Wen die Regel auf dem Bildschirm jetzt erfassen würde (%{smart_count}, nicht gespeichert)',
      nobody: 'Niemand: Alle in diesem Zustand wurden bereits erfasst oder haben nichts zu ändern.',
      more: 'Und %{smart_count} weitere.',
      person: 'Person',
      planned: 'Schritte',
      nothing: 'nichts zu tun',
      today: 'jetzt',
      onDate: 'am %{date}',
      runConfirm:
        'Die Regel jetzt für %{smart_count} Person ausführen? Fällige Schritte werden sofort ausgeführt, die anderen an ihrem Tag. |||| Die Regel jetzt für %{smart_count} Personen ausführen? Fällige Schritte werden sofort ausgeführt, die anderen an ihrem Tag.',
      ran: 'Erledigt: %{done} Schritte ausgeführt, %{refused} abgelehnt, %{cancelled} abgebrochen.',
      ranNothing: 'Niemand zu erfassen.',
      dormancyRule: {
        on: 'Inaktive Konten: an, deaktiviert nach %{smart_count} Tag ohne Anmeldung |||| Inaktive Konten: an, deaktiviert nach %{smart_count} Tagen ohne Anmeldung',
        off: 'Inaktive Konten: aus',
      },
      noRuns: 'Noch kein Lauf',
      runColumns: { at: 'Wann', by: 'Von', counts: 'Ausgeführt / abgelehnt / abgebrochen', history: 'Verlauf' },
      by: { moment: 'Eine Änderung', schedule: 'Der Zeitplan' },
      historyOf: 'Verlauf dieses Laufs',
    },
  },
};
