import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/rangeExport';

export const texts: Translation<typeof en> = {
  rangeExport: {
    title: 'Exporter une période',
    from: 'Du',
    to: 'Au',
    format: 'Format',
    csv: 'CSV',
    jsonl: 'JSON Lines',
    filtered: 'Les filtres de la liste s’appliquent aussi.',
    download: 'Télécharger',
    cancel: 'Annuler',
    badRange: 'La fin doit venir après le début.',
  },
};
