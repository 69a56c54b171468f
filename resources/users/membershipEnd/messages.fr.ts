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
        saved: 'Les dates de l’appartenance ont été enregistrées.',
        from: 'À partir du',
        fromHelp: 'L’accès commence au début de ce jour ; vide : maintenant.',
        bulkFrom: 'Membres à partir du %{from}.',
        bulkUntil: 'Membres jusqu’au %{until}.',
        bulkFromUntil: 'Membres du %{from} au %{until}.',
        alreadyMember:
          'Déjà membre : les dates de son appartenance n’ont pas été changées (modifiez-les dans son onglet Accès).',
      },
      membershipStart: {
        field: 'À partir du (facultatif)',
        label: '%{name}, à partir du %{from}',
        labelUntil: '%{name}, du %{from} au %{until}',
      },
    },
  },
};
