import type { Translation } from '../catalogue';
import type { resources as en } from '../messages/resources';

export const resources: Translation<typeof en> = {
  fields: {
    name: 'Name',
    description: 'Beschreibung',
    color: 'Farbe',
    email: 'E-Mail',
    method: 'Methode',
    serviceName: 'Dienstname',
    serviceNameID: 'Dienstname',
  },
  paths: {
    created: 'Der Pfad wurde erstellt.',
    updated: 'Der Pfad wurde aktualisiert.',
    deleted: 'Der Pfad wurde gelöscht.',
  },
};
