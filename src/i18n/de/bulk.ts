import type { Translation } from '../catalogue';
import type { bulk as en } from '../messages/bulk';

export const bulk: Translation<typeof en> = {
  progress: 'Fortschritt',
  counts: 'Erledigt: %{done} · Fehlgeschlagen: %{failed} · Offen: %{left}',
  cancel: 'Abbrechen',
  cancelling: 'Wird abgebrochen…',
  retryFailed: 'Fehlgeschlagene wiederholen',
  runRest: 'Rest ausführen',
  close: 'Schließen',
  failed: 'Fehlgeschlagen (%{count})',
  leftUndone: 'Nicht ausgeführt (%{count})',
  more: 'und %{count} weitere',
  recovered: 'Die Seite wurde während dieser Massenaktion neu geladen: Was erledigt war, bleibt erhalten.',
  interruptedCount:
    '%{count} waren zu diesem Zeitpunkt in Arbeit: Ihr Ergebnis ist unbekannt, sie werden als fehlgeschlagen aufgeführt.',
  interrupted: 'In Arbeit, als die Seite neu geladen wurde: Das Ergebnis ist unbekannt.',
  notJournaled:
    'Diese Massenaktion ist zu groß, als dass der Browser sie über ein Neuladen hinweg verfolgen könnte: Lassen Sie diese Seite bis zum Ende geöffnet.',
  auditFailed: 'Das Ereignis dieser Massenaktion konnte nicht aufgezeichnet werden: %{reason}',
};
