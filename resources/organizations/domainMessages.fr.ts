import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './domainMessages';

export const texts: Translation<typeof en> = {
  resources: {
    organizations: {
      domains: {
        title: 'Domaines de messagerie',
        help: "Marquez un domaine comme vérifié une fois que vous avez contrôlé que l'organisation le détient.",
        none: 'Aucun domaine de messagerie pour le moment.',
        domain: 'Domaine',
        add: 'Ajouter le domaine',
        invalid: 'Saisissez un domaine comme example.com.',
        verified: 'Vérifié',
        unverified: 'Non vérifié',
        verify: 'Vérifier',
        unverify: 'Retirer la vérification',
        remove: 'Supprimer %{domain}',
        added: 'Le domaine a été ajouté.',
        updated: 'Le domaine a été mis à jour.',
        removed: 'Le domaine a été supprimé.',
      },
    },
  },
};
