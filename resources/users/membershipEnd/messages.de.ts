import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    users: {
      membershipEndDialog: {
        title: 'Mitgliedschaft in %{name}',
        date: 'Bis',
        help: 'Der Zugang endet am Ende dieses Tages.',
        removeEnd: 'Ende entfernen',
        cancel: 'Abbrechen',
        save: 'Speichern',
        saved: 'Die Daten der Mitgliedschaft wurden gespeichert.',
        from: 'Ab',
        fromHelp: 'Der Zugang beginnt am Anfang dieses Tages; leer: sofort.',
        bulkFrom: 'Mitglieder ab %{from}.',
        bulkUntil: 'Mitglieder bis %{until}.',
        bulkFromUntil: 'Mitglieder vom %{from} bis %{until}.',
        alreadyMember:
          'Bereits Mitglied: Die Daten der Mitgliedschaft blieben unverändert (auf dem Tab Zugriff ändern).',
      },
      membershipStart: {
        field: 'Ab (optional)',
        label: '%{name}, ab %{from}',
        labelUntil: '%{name}, vom %{from} bis %{until}',
      },
    },
  },
};
