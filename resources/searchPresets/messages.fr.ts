import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    searchPresets: {
      title: 'Préréglages de recherche',
      singular: 'Préréglage de recherche',
      created: 'Le préréglage de recherche a été créé.',
      updated: 'Le préréglage de recherche a été mis à jour.',
      deleted: 'Le préréglage de recherche a été supprimé.',
      fields: { name: 'Nom *', color: 'Couleur', global: 'Le rendre global', keyword: 'Mot-clé', filter: 'Filtre' },
      globalHint: "Si activé, toute l'équipe verra ce préréglage.",
    },
  },
};
