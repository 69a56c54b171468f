import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    users: {
      membershipEndDialog: {
        title: 'Appartenance à %{name}',
        date: 'Jusqu’au',
        help: 'L’accès prend fin à la fin de ce jour.',
        removeEnd: 'Supprimer la fin',
        cancel: 'Annuler',
        save: 'Enregistrer',
        saved: 'La fin de l’appartenance a été enregistrée.',
      },
    },
  },
};
