import type { Translation } from '../catalogue';
import type { search as en } from '../messages/search';

export const search: Translation<typeof en> = {
  searchBy: 'Suchen nach',
  field: 'Feld',
  globalPresets: 'Globale gespeicherte Suchen',
  myPresets: 'Meine gespeicherten Suchen',
  noPresets: 'Keine gespeicherten Suchen',
  exportCsv: 'Als CSV exportieren',
  total: 'Gesamt: %{count} Zeilen',
  clear: 'Leeren',
  saveAsPreset: 'Als gespeicherte Suche sichern',
  search: 'Suchen',
  removeFilter: 'Filter entfernen',
  comparison: 'Vergleich',
  value: 'Wert',
  dateFormat: 'TT.MM.JJJJ',
  editPreset: 'Gespeicherte Suche bearbeiten',
  comparisons: {
    eq: 'Gleich',
    like: 'Enthält',
    neq: 'Ungleich',
    gt: 'Größer als',
    lt: 'Kleiner als',
    gte: 'Größer oder gleich',
    lte: 'Kleiner oder gleich',
  },
  bool: { true: 'Ja', false: 'Nein' },
  preset: {
    createTitle: 'Neue gespeicherte Suche anlegen',
    delete: 'Löschen',
    close: 'Schließen',
    create: 'Erstellen',
    save: 'Speichern',
    loading: 'Wird geladen',
    confirmText: 'Wenn Sie diese gespeicherte Suche löschen, können Sie sie nicht wiederherstellen.',
  },
};
