import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    groups: {
      title: 'Groupes',
      singular: 'Groupe',
      fields: { default: 'Groupe par défaut', requireSecondFactor: 'Exiger un second facteur' },
      created: 'Le groupe a été créé.',
      updated: 'Le groupe a été mis à jour.',
      deleted: "L'utilisateur a été supprimé.",
      deleteConfirm: 'Si vous supprimez ce groupe, vous ne pourrez pas le récupérer.',
      noRoles: 'Aucun rôle',
      noApps: 'Aucune application',
      noOrganizations: 'Aucune organisation',
      roles: 'Rôles',
      apps: 'Applications',
      organizations: 'Organisations',
      addRole: 'Ajouter un rôle',
      addApp: 'Ajouter une application',
      addOrganization: 'Ajouter une organisation',
      remove: 'Retirer %{name}',
      members: {
        title: 'Membres',
        add: 'Ajouter',
        person: 'Ajouter une personne',
        search: 'Rechercher par nom ou e-mail',
        count: '%{smart_count} membre |||| %{smart_count} membres',
        matching: '%{smart_count} correspondant |||| %{smart_count} correspondants',
        none: 'Aucun membre pour le moment',
        noneMatching: 'Aucun membre ne correspond',
        name: 'Nom',
        email: 'E-mail',
        status: 'Statut',
        active: 'Actif',
        inactive: 'Inactif',
        remove: 'Retirer %{name} du groupe',
        removeConfirm:
          'Retirer %{name} de %{group} ? La personne perd les rôles et les applications que le groupe donne.',
        added: '%{name} a été ajouté au groupe.',
        removed: '%{name} a été retiré du groupe.',
        until: 'Jusqu’au (facultatif)',
        endsOn: 'jusqu’au %{date}',
      },
    },
  },
};
