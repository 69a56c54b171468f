import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    provisioningClients: {
      title: 'Provisionierungs-Clients',
      singular: 'Provisionierungs-Client',
      created: 'Der Provisionierungs-Client wurde erstellt.',
      updated: 'Der Provisionierungs-Client wurde aktualisiert.',
      deleted: 'Der Provisionierungs-Client wurde widerrufen.',
      revokeText: 'Sein Token funktioniert sofort nicht mehr: Das Verzeichnis kann niemanden mehr anlegen oder ändern.',
      fields: {
        createdAt: 'Erstellt am',
        organizationID: 'Organisation',
        organizationName: 'Organisation',
        createdByEmail: 'Erstellt von',
        lastUsedAt: 'Zuletzt verwendet',
      },
      token: {
        label: 'Bearer-Token',
        warning:
          'Kopieren Sie dieses Token jetzt in Ihr Verzeichnis (Entra ID: Secret Token; Okta: API-Token). Es wird nicht noch einmal angezeigt.',
        endpoint: 'SCIM-Endpunkt',
        copy: 'Kopieren',
        copied: 'Kopiert',
        done: 'Fertig',
      },
    },
  },
};
