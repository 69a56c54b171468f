import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/rangeExport';

export const texts: Translation<typeof en> = {
  rangeExport: {
    title: 'Einen Zeitraum exportieren',
    from: 'Von',
    to: 'Bis',
    format: 'Format',
    csv: 'CSV',
    jsonl: 'JSON Lines',
    filtered: 'Die Filter der Liste gelten auch.',
    download: 'Herunterladen',
    cancel: 'Abbrechen',
    badRange: 'Das Ende muss nach dem Beginn liegen.',
  },
};
