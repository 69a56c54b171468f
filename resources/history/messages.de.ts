import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    history: {
      title: 'Verlauf',
      singular: 'Verlaufseintrag',
      created: 'Der Verlaufseintrag wurde erstellt.',
      updated: 'Der Verlaufseintrag wurde aktualisiert.',
      deleted: 'Der Verlaufseintrag wurde gelöscht.',
      tab: 'Verlauf',
      fields: {
        at: 'Wann',
        actorEmail: 'Wer',
        resource: 'Datensatz',
        action: 'Aktion',
        summary: 'Änderungen',
      },
      actions: { create: 'Erstellt', update: 'Geändert', delete: 'Gelöscht' },
      asUser: 'als %{email}',
      viaToken: 'mit einem Zugriffstoken',
      visitor: 'Ein Besucher',
      run: 'Sammelaktion %{id}',
      field: 'Feld',
      before: 'Vorher',
      after: 'Nachher',
      empty: 'Noch keine Änderungen aufgezeichnet',
      filters: {
        actor: 'Wer (E-Mail)',
        resource: 'Datensatztyp',
        anyResource: 'Alle',
        from: 'Von',
        to: 'Bis',
        apply: 'Anwenden',
        clear: 'Zurücksetzen',
      },
      exportLimit: 'Der Export enthält die %{count} neuesten Einträge.',
      entries: 'Verlaufseinträge',
    },
  },
};
