import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    dormancy: {
      rule: 'Regel',
      intro:
        'Wer sich nicht mehr anmeldet, erhält eine E-Mail, wird dann deaktiviert und optional gelöscht. Die Tage zählen ab der letzten Anmeldung oder, wer sich nie angemeldet hat, ab der Erstellung des Kontos.',
      fields: {
        enabled: 'Täglich ausführen',
        warnAfterDays: 'E-Mail nach (Tagen)',
        deactivateAfterDays: 'Deaktivieren nach (Tagen)',
        deleteAfterDays: 'Löschen nach (Tagen, optional)',
        exemptUserIDs: 'Nie betroffene Personen',
        exemptGroupIDs: 'Nie betroffene Gruppen (Dienstkonten)',
      },
      errors: {
        required: 'Erforderlich',
        days: 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 3.650 ein.',
        afterWarning: 'Deaktivieren Sie nach mehr Tagen als die E-Mail.',
        afterDeactivation: 'Löschen Sie nach mehr Tagen als die Deaktivierung.',
      },
      save: 'Speichern',
      dryRun: 'Probelauf',
      dryRunTitle: 'Wen die gespeicherte Regel heute betrifft',
      dryRunUnsaved: 'Probelauf meiner Änderungen',
      dryRunUnsavedTitle: 'Wen die angezeigte Regel heute beträfe (nicht gespeichert)',
      runNeedsSave:
        'Jetzt ausführen führt die gespeicherte Regel aus: Speichern Sie zuerst Ihre Änderungen oder sehen Sie mit dem Probelauf, was sie bewirken würden.',
      thresholds: 'Regel: E-Mail nach %{warn} Tagen, Deaktivierung nach %{deactivate} Tagen, nie löschen.',
      thresholdsWithDelete:
        'Regel: E-Mail nach %{warn} Tagen, Deaktivierung nach %{deactivate} Tagen, Löschung nach %{delete} Tagen.',
      runNow: 'Jetzt ausführen',
      runConfirm:
        'Die Regel wird jetzt ausgeführt: %{mail} E-Mails, %{deactivate} Deaktivierungen, %{delete} Löschungen. Jede Änderung steht im Verlauf und kann rückgängig gemacht werden.',
      ran: 'Ausführung beendet: %{mailed} E-Mails, %{deactivated} Deaktivierungen, %{deleted} Löschungen.',
      lists: {
        mail: 'Erhalten eine E-Mail (%{count})',
        deactivate: 'Deaktiviert (%{count})',
        delete: 'Gelöscht (%{count})',
      },
      more: 'und %{count} weitere',
      nobody: 'Niemand',
      columns: { name: 'Name', email: 'E-Mail', lastSigninAt: 'Letzte Anmeldung', inactiveDays: 'Tage inaktiv' },
      never: 'Nie',
      runs: 'Letzte Ausführungen',
      noRuns: 'Noch keine Ausführung',
      runColumns: { at: 'Wann', by: 'Von', acts: 'E-Mails / Deaktivierungen / Löschungen', history: 'Verlauf' },
      schedule: 'Zeitplan',
      historyOf: 'Verlauf dieser Ausführung',
    },
  },
};
