import type { Translation } from '../catalogue';
import type { resources as en } from '../messages/resources';

export const resources: Translation<typeof en> = {
  fields: {
    name: 'Nom',
    description: 'Description',
    color: 'Couleur',
    email: 'E-mail',
    method: 'Méthode',
    serviceName: 'Nom de service',
    serviceNameID: 'Nom de service',
  },
  paths: {
    created: 'Le chemin a été créé.',
    updated: 'Le chemin a été mis à jour.',
    deleted: 'Le chemin a été supprimé.',
  },
};
