import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './domainMessages';

export const texts: Translation<typeof en> = {
  resources: {
    organizations: {
      domains: {
        title: 'E-Mail-Domains',
        help: 'Markieren Sie eine Domain als bestätigt, sobald Sie geprüft haben, dass die Organisation sie kontrolliert.',
        none: 'Noch keine E-Mail-Domain.',
        domain: 'Domain',
        add: 'Domain hinzufügen',
        invalid: 'Geben Sie eine Domain wie example.com ein.',
        verified: 'Bestätigt',
        unverified: 'Nicht bestätigt',
        verify: 'Bestätigen',
        unverify: 'Bestätigung aufheben',
        remove: '%{domain} entfernen',
        added: 'Die Domain wurde hinzugefügt.',
        updated: 'Die Domain wurde aktualisiert.',
        removed: 'Die Domain wurde entfernt.',
      },
    },
  },
};
