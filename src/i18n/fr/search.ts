import type { Translation } from '../catalogue';
import type { search as en } from '../messages/search';

export const search: Translation<typeof en> = {
  searchBy: 'Rechercher par',
  field: 'Champ',
  globalPresets: 'Préréglages globaux',
  myPresets: 'Mes préréglages',
  noPresets: 'Aucun préréglage',
  exportCsv: 'Exporter en CSV',
  total: 'Total : %{count} lignes',
  clear: 'Effacer',
  saveAsPreset: 'Enregistrer comme préréglage',
  search: 'Rechercher',
  removeFilter: 'Retirer le filtre',
  comparison: 'Comparaison',
  value: 'Valeur',
  dateFormat: 'JJ/MM/AAAA',
  editPreset: 'Modifier le préréglage',
  comparisons: {
    eq: 'Égal à',
    like: 'Contient',
    neq: 'Différent de',
    gt: 'Supérieur à',
    lt: 'Inférieur à',
    gte: 'Supérieur ou égal à',
    lte: 'Inférieur ou égal à',
  },
  bool: { true: 'Oui', false: 'Non' },
  preset: {
    createTitle: 'Créons un nouveau préréglage de recherche',
    delete: 'Supprimer',
    close: 'Fermer',
    create: 'Créer',
    save: 'Enregistrer',
    loading: 'Chargement',
    confirmText: 'Si vous supprimez ce préréglage de recherche, vous ne pourrez pas le récupérer.',
  },
};
