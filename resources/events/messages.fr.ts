import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    events: {
      title: 'Événements',
      singular: 'Événement',
      menu: 'Unity',
      call: 'Appel',
      date: 'Date',
      testOpa: 'Tester OPA',
      fields: {
        status: 'Statut',
        resource: 'Ressource',
        errorCode: "Code d'erreur",
        module: 'Module',
        dateCreated: 'Créé',
        userEmail: 'E-mail',
        userUUID: "UUID de l'utilisateur",
        ipAddress: 'Adresse IP',
        userAgent: 'Agent utilisateur',
        stack: "Pile d'appels",
        resolved: 'Résolu',
        comments: 'Commentaires',
      },
      created: "L'événement a été créé.",
      updated: "L'événement a été mis à jour.",
      deleted: "L'événement a été supprimé.",
      live: 'En direct',
      liveHint: 'Les nouveaux événements apparaissent dès qu’ils se produisent',
      pause: 'Pause',
      pauseHint: 'Garder la liste immobile pendant la lecture : les nouveaux événements attendent derrière un bouton',
      resume: 'Reprendre',
      resumeHint: 'Afficher de nouveau les événements dès qu’ils se produisent',
      newEvents: '%{smart_count} nouvel événement |||| %{smart_count} nouveaux événements',
    },
  },
};
