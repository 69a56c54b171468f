import type { Translation } from '../catalogue';
import type { account as en } from '../messages/account';

export const account: Translation<typeof en> = {
  title: 'Mon compte',
  tabs: {
    myAccount: 'Mon compte',
    accessTokens: "Jetons d'accès",
    sessions: 'Sessions',
    security: 'Connexion et sécurité',
  },
  joke: "Bien essayé ! Il n'y a rien derrière cet onglet, pas même un chat.",
  organizations: 'Organisations',
  profile: {
    title: 'Vos données personnelles',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    save: 'Enregistrer',
    updated: 'Vos informations ont été mises à jour.',
    emailPending: "Votre adresse e-mail reste %{current} tant que vous n'avez pas confirmé le lien envoyé à %{email}.",
    cancelEmail: 'Annuler la modification',
    emailConfirmed: 'Votre adresse e-mail est désormais %{email}.',
    currentPassword: 'Mot de passe actuel',
    currentPasswordHint: 'Votre mot de passe actuel confirme la nouvelle adresse.',
    emailWhileImpersonating: 'Seule la personne elle-même, %{name}, peut changer son adresse e-mail.',
  },
  password: {
    title: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    submit: 'Changer le mot de passe',
    successTitle: 'Succès !',
    success: 'Le nouveau mot de passe a été défini.',
    updated: 'Votre mot de passe a été mis à jour.',
    keepTokens: "Conserver mes jetons d'accès",
    keepTokensHint: "Un nouveau mot de passe met fin à vos jetons d'accès, sauf si vous les conservez.",
  },
  impersonating: {
    password:
      'Tant que vous agissez en tant que %{name}, son mot de passe ne peut pas être changé ici : seule la personne elle-même peut le changer.',
    tokens:
      "Tant que vous agissez en tant que %{name}, ses jetons d'accès ne peuvent être ni vus, ni créés, ni révoqués. Cessez l'emprunt d'identité pour gérer les vôtres.",
    sessions:
      "Tant que vous agissez en tant que %{name}, ses sessions ne peuvent être ni vues ni fermées ici. Cessez l'emprunt d'identité, puis fermez-les depuis la page Utilisateurs.",
    factors:
      'Tant que vous agissez en tant que %{name}, ses seconds facteurs ne peuvent être ni vus, ni ajoutés, ni supprimés : seule la personne elle-même les gère.',
  },
  phone: {
    title: 'Téléphone',
    label: 'Téléphone',
    wrongFormat: 'Format de téléphone incorrect',
    save: 'Enregistrer',
  },
  defaultApp: {
    title: 'Application par défaut',
    hint: 'Lancer automatiquement cette application après une connexion',
    label: 'Application par défaut',
    none: 'Aucune',
  },
  other: {
    title: 'Autres',
    uuid: 'UUID',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    id: 'ID',
  },
  services: {
    title: 'Services et rôles',
    none: "Aucun rôle pour l'instant",
  },
  tokens: {
    name: 'Nom',
    userName: "Nom d'utilisateur",
    creation: 'Création',
    validity: 'Validité',
    revoke: 'Révoquer',
    revokeNamed: 'Révoquer %{name}',
    add: "Nouveau jeton d'accès",
    create: 'Créer',
    close: 'Fermer',
    title: "Nouveau jeton d'accès",
    yourToken: "Votre nouveau jeton d'accès",
    warning: "Copiez votre jeton d'accès dès maintenant : vous ne pourrez plus le revoir !",
    scope:
      'Un jeton agit en votre nom, avec vos rôles, pendant un an. Il ne peut gérer ni les jetons, ni votre mot de passe, ni votre e-mail, ni vos sessions, et cesse de valoir lorsque votre mot de passe est réinitialisé, lorsque vous le changez (sauf si vous conservez vos jetons) ou lorsque votre adresse e-mail change.',
    copy: 'Copier',
    copied: 'Copié !',
    empty: "Aucun jeton d'accès pour l'instant",
    created: "Le jeton d'accès a été créé.",
    revoked: "Le jeton d'accès a été révoqué.",
  },
};
