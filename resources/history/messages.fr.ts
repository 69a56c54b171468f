import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    history: {
      title: 'Historique',
      singular: "Entrée d'historique",
      created: "L'entrée d'historique a été créée.",
      updated: "L'entrée d'historique a été mise à jour.",
      deleted: "L'entrée d'historique a été supprimée.",
      tab: 'Historique',
      fields: {
        at: 'Quand',
        actorEmail: 'Qui',
        resource: 'Enregistrement',
        action: 'Action',
        summary: 'Modifications',
      },
      actions: { create: 'Créé', update: 'Modifié', delete: 'Supprimé' },
      asUser: 'en tant que %{email}',
      viaToken: "avec un jeton d'accès",
      visitor: 'Un visiteur',
      run: 'Action groupée %{id}',
      field: 'Champ',
      before: 'Avant',
      after: 'Après',
      empty: 'Aucune modification enregistrée pour le moment',
      filters: {
        actor: 'Qui (e-mail)',
        resource: "Type d'enregistrement",
        anyResource: 'Tous',
        from: 'Du',
        to: 'Au',
        apply: 'Appliquer',
        clear: 'Effacer',
      },
      exportLimit: "L'export contient les %{count} entrées les plus récentes.",
      entries: "Entrées d'historique",
    },
  },
};
