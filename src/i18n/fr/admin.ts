import type { Translation } from '../catalogue';
import type { admin as en } from '../messages/admin';

export const admin: Translation<typeof en> = {
  add: 'Ajouter',
  close: 'Fermer',
  save: 'Enregistrer',
  loading: 'Chargement',
  upload: 'Téléverser',
  pickColor: 'Choisir une couleur',
  yes: 'Oui',
  dayMonth: 'D MMM',
  list: {
    search: 'Rechercher dans cette page',
    failed: "Cette liste n'a pas pu être chargée.",
    retry: 'Réessayer',
    columns: 'Colonnes',
    pageSearch: {
      ofPage: '%{shown} des %{count} lignes de cette page : les autres pages ne sont pas parcourues.',
      ofAll: '%{shown} des %{count} lignes.',
    },
    empty: "Rien à afficher pour l'instant",
    pagination: {
      top: 'navigation entre les pages, au-dessus de la liste',
      bottom: 'navigation entre les pages, sous la liste',
    },
  },
  tabs: {
    general: 'Général',
    danger: 'Danger',
  },
  create: {
    title: 'Nouveau : %{name}',
    submit: 'Créer',
  },
  confirm: {
    title: 'Êtes-vous sûr ?',
    text: 'Si vous supprimez cet élément (%{name}), vous ne pourrez pas le récupérer.',
    cancel: 'Annuler',
    ok: 'Je suis sûr',
  },
  danger: {
    delete: 'Supprimer %{name}',
    typePrompt: 'Saisissez %{value} pour activer le bouton de suppression.',
    typeLabel: 'Confirmation',
  },
  unsaved: { text: 'Non enregistré : %{reason}', retry: 'Réessayer', undo: 'Annuler', saved: 'Enregistré' },
  secretSet: 'Enregistré et masqué : saisissez-en un nouveau pour le remplacer.',
  htmlPreview: 'Aperçu : %{name}',
  selection: {
    label: 'Sélection',
    count: '%{count} sélectionné(s)',
    selectAll: 'Sélectionner les %{count} résultats',
    selectFirst: 'Sélectionner les %{count} premiers résultats',
    selecting: 'Sélection de %{fetched} sur %{count}…',
    clear: 'Effacer la sélection',
  },
  uploads: {
    drop: 'Déposez des fichiers pour les téléverser aussitôt.',
    uploading: 'Téléversement du ou des fichiers…',
  },
  removed: '%{name} a été retiré.',
};
