import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    settings: {
      title: 'Paramètres',
      singular: 'Paramètre',
      email: 'E-mail',
      fields: {
        replyEmail: 'E-mail de réponse',
        mailLogo: 'Logo des e-mails',
        mailSentName: "Nom de l'expéditeur",
        mailSentEmail: "E-mail de l'expéditeur",
        primaryColor: 'Couleur principale',
        secondaryColor: 'Couleur secondaire',
        baseURL: 'URL de base',
        mailHost: 'Serveur de messagerie',
        mailPort: 'Port de messagerie',
        mailSSL: 'SSL de messagerie',
        mailUser: 'Utilisateur de messagerie',
        mailPassword: 'Mot de passe de messagerie',
      },
      created: 'Le paramètre a été créé.',
      updated: 'Le paramètre a été mis à jour.',
      deleted: 'Le paramètre a été supprimé.',
      setting: 'Paramètres e-mail',
      templates: 'Modèles',
      testEmail: "E-mail d'essai",
      send: 'Envoyer',
      testSent: "E-mail d'essai envoyé à %{email}.",
      preview: "Aperçu de l'e-mail",
      samples: "Valeurs d'exemple : %{name}, %{organization}.",
    },
  },
};
