import type { Translation } from '../catalogue';
import type { admin as en } from '../messages/admin';

export const admin: Translation<typeof en> = {
  add: 'Hinzufügen',
  close: 'Schließen',
  save: 'Speichern',
  loading: 'Wird geladen',
  upload: 'Hochladen',
  pickColor: 'Farbe wählen',
  yes: 'Ja',
  dayMonth: 'D. MMM',
  list: {
    search: 'Diese Seite durchsuchen',
    failed: 'Diese Liste konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    columns: 'Spalten',
    pageSearch: {
      ofPage: '%{shown} von %{count} Zeilen dieser Seite: Die anderen Seiten werden nicht durchsucht.',
      ofAll: '%{shown} von %{count} Zeilen.',
    },
    empty: 'Derzeit nichts anzuzeigen',
    pagination: { top: 'Seitennavigation über der Liste', bottom: 'Seitennavigation unter der Liste' },
  },
  tabs: {
    general: 'Allgemein',
    danger: 'Gefahrenzone',
  },
  create: {
    title: 'Neu: %{name}',
    submit: 'Erstellen',
  },
  confirm: {
    title: 'Sind Sie sicher?',
    text: 'Wenn Sie diesen Eintrag (%{name}) löschen, können Sie ihn nicht wiederherstellen.',
    cancel: 'Abbrechen',
    ok: 'Ich bin sicher',
  },
  danger: {
    delete: '%{name} löschen',
    typePrompt: 'Geben Sie %{value} ein, um die Schaltfläche Löschen freizugeben.',
    typeLabel: 'Bestätigung',
  },
  unsaved: {
    text: 'Nicht gespeichert: %{reason}',
    retry: 'Erneut versuchen',
    undo: 'Rückgängig',
    saved: 'Gespeichert',
  },
  secretSet: 'Gespeichert und verborgen: Geben Sie einen neuen Wert ein, um ihn zu ersetzen.',
  htmlPreview: 'Vorschau: %{name}',
  selection: {
    label: 'Auswahl',
    count: '%{count} ausgewählt',
    selectAll: 'Alle %{count} Treffer auswählen',
    selectFirst: 'Die ersten %{count} Treffer auswählen',
    selecting: '%{fetched} von %{count} werden ausgewählt…',
    clear: 'Auswahl aufheben',
  },
  uploads: {
    drop: 'Dateien hier ablegen, um sie sofort hochzuladen.',
    uploading: 'Datei(en) werden hochgeladen…',
  },
  removed: '%{name} wurde entfernt.',
};
