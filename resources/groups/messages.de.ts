import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    groups: {
      title: 'Gruppen',
      singular: 'Gruppe',
      fields: { default: 'Standardgruppe', requireSecondFactor: 'Zweiten Faktor verlangen' },
      created: 'Die Gruppe wurde erstellt.',
      updated: 'Die Gruppe wurde aktualisiert.',
      deleted: 'Der Benutzer wurde gelöscht.',
      deleteConfirm: 'Wenn Sie diese Gruppe löschen, können Sie sie nicht wiederherstellen.',
      noRoles: 'Keine Rollen',
      noApps: 'Keine Anwendungen',
      noOrganizations: 'Keine Organisationen',
      roles: 'Rollen',
      apps: 'Anwendungen',
      organizations: 'Organisationen',
      addRole: 'Rolle hinzufügen',
      addApp: 'Anwendung hinzufügen',
      addOrganization: 'Organisation hinzufügen',
      remove: '%{name} entfernen',
    },
  },
};
