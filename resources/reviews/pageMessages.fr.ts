import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    reviews: {
      page: {
        newReview: 'Nouvelle revue',
        empty: "Aucune revue des accès pour l'instant",
        columns: { name: 'Nom', scope: 'Périmètre', deadline: 'Échéance', status: 'État', progress: 'Réponses' },
        kinds: { group: 'Groupe', organization: 'Organisation', role: 'Rôle' },
        statuses: { open: 'Ouverte', closed: 'Close' },
        progressOf: '%{done} sur %{total}',
        open: 'Ouvrir %{name}',
        form: {
          title: 'Nouvelle revue des accès',
          name: 'Nom',
          kind: 'Périmètre',
          record: 'Groupe, organisation ou rôle',
          deadline: 'Échéance',
          reviewers: 'Réviseurs',
          owners: 'Les propriétaires des organisations',
          named: 'Des personnes nommées',
          emails: 'Leurs adresses e-mail, séparées par des virgules',
          unknownEmail: "Aucun utilisateur n'a l'adresse %{email}.",
          create: 'Créer',
          cancel: 'Annuler',
        },
        progress: 'Avancement par réviseur',
        progressColumns: {
          reviewer: 'Réviseur',
          total: 'Éléments',
          keep: 'Conservés',
          revoke: 'Révoqués',
          pending: 'À traiter',
        },
        remind: 'Relancer les réviseurs',
        reminded: '%{smart_count} réviseur relancé. |||| %{smart_count} réviseurs relancés.',
        close: 'Clore la revue',
        closeTitle: 'Clore %{name}',
        closeText: "Chaque révocation sera appliquée, en une seule exécution de l'historique (réversible).",
        missingText:
          '%{smart_count} réponse manque. La prendre comme : |||| %{smart_count} réponses manquent. Les prendre comme :',
        missing: { keep: 'Conserver', revoke: 'Révoquer' },
        closed:
          'La revue est close : %{smart_count} accès révoqué. |||| La revue est close : %{smart_count} accès révoqués.',
        report: 'Télécharger le rapport',
        run: "Exécution de l'historique : %{run}",
      },
    },
  },
};
