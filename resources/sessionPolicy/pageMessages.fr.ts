import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    sessionPolicy: {
      policy: 'Durées',
      intro:
        'Une session prend fin à sa durée absolue après la connexion, ou après sa durée d’inactivité sans appel, selon ce qui arrive en premier. Les administrateurs ont des durées plus courtes (NIST SP 800-63B-4 AAL2 : 24 heures, 1 heure d’inactivité). Un changement s’applique aux sessions déjà ouvertes.',
      fields: {
        absoluteHours: 'Durée absolue (heures)',
        idleMinutes: 'Durée d’inactivité (minutes)',
        adminAbsoluteHours: 'Administrateurs : durée absolue (heures)',
        adminIdleMinutes: 'Administrateurs : durée d’inactivité (minutes)',
        rememberMeDays: '« Se souvenir de moi » (jours, sans fin d’inactivité)',
      },
      errors: {
        required: 'Obligatoire',
        whole: 'Saisissez un nombre entier à partir de 1, au plus un an.',
        idleMinutes: 'La durée d’inactivité ne peut pas dépasser la durée absolue.',
        adminAbsoluteHours: 'Les administrateurs ne peuvent pas avoir une durée plus longue que tout le monde.',
        adminIdleMinutes:
          'Les administrateurs ne peuvent pas avoir une durée d’inactivité plus longue que tout le monde, ni que leur durée absolue.',
        rememberMeDays: '« Se souvenir de moi » ne peut pas être plus court qu’une session.',
      },
      stepUp: {
        title: 'Confirmation d’identité',
        intro:
          'Donner le rôle superadmin, supprimer des personnes en masse, réinitialiser les seconds facteurs de quelqu’un, modifier le serveur de messagerie, se faire passer pour quelqu’un et les jetons de provisionnement demandent toujours le mot de passe (ou un second facteur) donné dans les 5 dernières minutes. Cochez les autres actions qui doivent le demander aussi. Enregistrer cette liste le demande également, que vous cochiez une action ou la décochiez.',
        legend: 'Demander aussi avant',
        save: 'Enregistrer la liste',
        actions: {
          deleteUser: 'Supprimer un utilisateur',
          deactivateUser: 'Désactiver un utilisateur',
          changeMembership: 'Donner ou retirer un groupe',
          editRole: 'Créer, modifier ou supprimer un rôle',
          editRule: 'Créer, modifier ou supprimer une règle',
          createApplication: 'Créer une application',
          editOrganization: 'Modifier ou supprimer une organisation',
          editIdentityProvider: 'Créer, modifier ou supprimer un fournisseur d’identité',
          editWebhook: 'Créer, modifier ou supprimer un webhook',
        },
      },
      save: 'Enregistrer',
    },
  },
};
