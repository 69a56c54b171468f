import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    webhooks: {
      types: {
        'person.created': 'Personne créée',
        'person.changed': 'Personne modifiée',
        'person.deactivated': 'Personne désactivée',
        'person.deleted': 'Personne supprimée',
        'membership.granted': 'Adhésion accordée',
        'membership.revoked': 'Adhésion retirée',
        'signin.failed': 'Connexion échouée',
        'signin.locked': 'Connexion bloquée',
        'factor.added': 'Second facteur ajouté',
        'factor.reset': 'Second facteur réinitialisé',
      },
      pickTypes: 'Choisissez au moins un événement.',
      secret: {
        title: 'Secret de signature',
        once: "Copiez ce secret maintenant : il n'est affiché qu'une fois. Les destinataires vérifient chaque envoi avec lui (Standard Webhooks).",
        done: 'Terminé',
        rotate: 'Renouveler le secret',
        rotateConfirm:
          "Un nouveau secret est créé. L'actuel signe encore pendant 24 heures, le temps que les destinataires changent.",
      },
      test: {
        send: 'Envoyer un test',
        answer: 'Réponse : %{status} en %{ms} ms',
        noAnswer: 'Pas de réponse : %{error}',
      },
      log: {
        empty: 'Aucune livraison',
        at: 'Heure',
        type: 'Événement',
        kind: 'Tentative',
        status: 'Statut',
        kinds: { first: 'Première', retry: 'Nouvel essai', replay: 'Renvoi', test: 'Test' },
        failed: 'Échec',
        replay: 'Renvoyer',
        replayNamed: "Renvoyer l'envoi de %{at}",
        since: 'Échecs depuis',
        replaySince: 'Renvoyer les échecs',
        replayed: '%{smart_count} envoi sera refait |||| %{smart_count} envois seront refaits',
        disabled: 'Activez la destination pour renvoyer ses livraisons.',
      },
    },
  },
};
