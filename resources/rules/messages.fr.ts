import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    rules: {
      title: 'Règles',
      singular: 'Règle',
      fields: { path: 'Chemin', roleID: 'Rôle', roleName: 'Rôle' },
      created: 'La règle a été créée.',
      updated: 'La règle a été mise à jour.',
      deleted: 'La règle a été supprimée.',
      deleteConfirm: 'Si vous supprimez cette règle, vous ne pourrez pas la récupérer.',
      whoCan: {
        title: 'Qui peut',
        ofRule: 'Qui peut utiliser cette règle',
        service: 'Service',
        ask: 'Demander',
        everyone: 'Tout le monde, visiteurs compris',
        signedIn: 'Tout utilisateur connecté',
        roles: 'Rôles',
        noRoles: "Aucun rôle n'autorise cet appel.",
        groups: 'Groupes',
        noGroups: 'Aucun groupe ne donne ces rôles.',
        members: '%{smart_count} membre |||| %{smart_count} membres',
        people: 'Personnes',
        noPeople: 'Personne ne peut faire cet appel.',
        reason: 'Pourquoi',
        inactive: 'inactif',
        via: '%{role} (%{group})',
        viaEveryone: '%{role}',
      },
    },
  },
};
