import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    myReviews: {
      page: {
        none: 'Aucune revue des accès ne vous attend',
        review: 'Revue',
        deadline: 'Répondre avant le %{date}',
        closed: 'Cette revue est close : ses réponses sont définitives.',
        left: '%{pending} sur %{total} à traiter',
        show: { pending: 'À traiter', all: 'Tout' },
        columns: { person: 'Personne', access: 'Accès et leur origine', decision: 'Réponse' },
        decisions: { pending: 'À traiter', keep: 'Conserver', revoke: 'Révoquer' },
        keep: 'Conserver',
        revoke: 'Révoquer',
        keepNamed: "Conserver l'accès de %{name}",
        revokeNamed: "Révoquer l'accès de %{name}",
        selectNamed: 'Sélectionner %{name}',
        selectAll: 'Sélectionner toutes les lignes de la page',
        selected: '%{smart_count} sélectionné(s)',
        keepSelected: 'Conserver la sélection',
        revokeSelected: 'Révoquer la sélection',
        from: 'par %{sources}',
        sources: {
          group: 'le groupe %{name}',
          organization: "l'organisation %{name}",
          signedIn: 'la connexion',
          everyone: 'tout le monde',
        },
        app: 'application %{name}',
        membership: 'Membre de %{what}',
        revokes: 'Révoquer met fin à : %{what}',
        decided: 'Réponse enregistrée. |||| %{smart_count} réponses enregistrées.',
        empty: 'Rien à afficher',
      },
    },
  },
};
