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
    },
  },
};
