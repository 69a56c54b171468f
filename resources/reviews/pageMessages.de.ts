import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    reviews: {
      page: {
        newReview: 'Neue Prüfung',
        empty: 'Noch keine Zugriffsprüfung',
        columns: { name: 'Name', scope: 'Umfang', deadline: 'Frist', status: 'Status', progress: 'Beantwortet' },
        kinds: { group: 'Gruppe', organization: 'Organisation', role: 'Rolle' },
        statuses: { open: 'Offen', closed: 'Abgeschlossen' },
        progressOf: '%{done} von %{total}',
        open: '%{name} öffnen',
        form: {
          title: 'Neue Zugriffsprüfung',
          name: 'Name',
          kind: 'Umfang',
          record: 'Gruppe, Organisation oder Rolle',
          deadline: 'Frist',
          reviewers: 'Prüfer',
          owners: 'Die Eigentümer der Organisationen',
          named: 'Benannte Personen',
          emails: 'Ihre E-Mail-Adressen, durch Kommas getrennt',
          unknownEmail: 'Kein Benutzer hat die Adresse %{email}.',
          create: 'Erstellen',
          cancel: 'Abbrechen',
        },
        progress: 'Fortschritt je Prüfer',
        progressColumns: {
          reviewer: 'Prüfer',
          total: 'Einträge',
          keep: 'Behalten',
          revoke: 'Entzogen',
          pending: 'Offen',
        },
        remind: 'Prüfer erinnern',
        reminded: '%{smart_count} Prüfer erinnert. |||| %{smart_count} Prüfer erinnert.',
        close: 'Prüfung abschließen',
        closeTitle: '%{name} abschließen',
        closeText: 'Jeder Entzug wird angewendet, als ein Lauf im Verlauf (er lässt sich rückgängig machen).',
        missingText: '%{smart_count} Antwort fehlt. Werten als: |||| %{smart_count} Antworten fehlen. Werten als:',
        missing: { keep: 'Behalten', revoke: 'Entziehen' },
        closed:
          'Die Prüfung ist abgeschlossen: %{smart_count} Zugriff entzogen. |||| Die Prüfung ist abgeschlossen: %{smart_count} Zugriffe entzogen.',
        report: 'Bericht herunterladen',
        run: 'Lauf im Verlauf: %{run}',
      },
    },
  },
};
