import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    myReviews: {
      page: {
        none: 'Keine Zugriffsprüfung wartet auf Sie',
        review: 'Prüfung',
        deadline: 'Antwort bis %{date}',
        closed: 'Diese Prüfung ist abgeschlossen: ihre Antworten sind endgültig.',
        left: '%{pending} von %{total} offen',
        show: { pending: 'Offen', all: 'Alle' },
        columns: { person: 'Person', access: 'Zugriff und seine Herkunft', decision: 'Antwort' },
        decisions: { pending: 'Offen', keep: 'Behalten', revoke: 'Entziehen' },
        keep: 'Behalten',
        revoke: 'Entziehen',
        keepNamed: 'Zugriff von %{name} behalten',
        revokeNamed: 'Zugriff von %{name} entziehen',
        selectNamed: '%{name} auswählen',
        selectAll: 'Alle Zeilen der Seite auswählen',
        selected: '%{smart_count} ausgewählt',
        keepSelected: 'Auswahl behalten',
        revokeSelected: 'Auswahl entziehen',
        from: 'über %{sources}',
        sources: {
          group: 'Gruppe %{name}',
          organization: 'Organisation %{name}',
          signedIn: 'die Anmeldung',
          everyone: 'alle',
        },
        app: 'App %{name}',
        membership: 'Mitglied von %{what}',
        revokes: 'Entziehen beendet: %{what}',
        decided: 'Antwort gespeichert. |||| %{smart_count} Antworten gespeichert.',
        empty: 'Nichts anzuzeigen',
      },
    },
  },
};
