import type { Translation } from '../catalogue';
import type { shell as en } from '../messages/shell';

export const shell: Translation<typeof en> = {
  title: "Console d'accès",
  home: 'Accueil',
  notFound: '404 Page introuvable',
  copyright: "© %{year} Console d'accès",
  loading: 'Chargement',
  menu: {
    apps: 'Applications',
    opa: 'OPA',
    signin: 'Connexion',
    label: 'Menu',
    collapse: 'Réduire le menu',
    open: 'Ouvrir le menu',
    toggleGroup: 'Afficher ou masquer les entrées sous %{name}',
  },
  account: {
    open: 'Compte',
    version: 'Version %{version} (%{commit})',
    myInfo: 'Mes informations',
    accessTokens: "Jetons d'accès",
    lightMode: 'Mode clair',
    darkMode: 'Mode sombre',
    signOut: 'Se déconnecter',
    signOutSmall: 'Se déconnecter',
    myAccount: 'Mon compte',
    apps: 'Applications',
  },
  apps: {
    open: 'Applications',
  },
  impersonation: {
    impersonating: "Vous empruntez l'identité de %{name}",
    stop: "Cesser d'emprunter l'identité",
  },
  organization: {
    none: 'Aucune organisation',
    switch: "Changer d'organisation",
  },
  watermark: {
    beta: 'bêta',
    alpha: 'alpha',
  },
  notifications: {
    label: 'Notifications',
    close: 'Fermer',
    ok: 'OK',
    requestId: 'Identifiant de la requête : %{id}',
    updated: 'La console a été mise à jour',
    updatedReloaded: 'La page a été rechargée pour charger la nouvelle version.',
  },
  drawers: {
    close: 'Fermer',
  },
  a11y: {
    skipToContent: 'Aller au contenu principal',
  },
  unsaved: {
    title: 'Modifications non enregistrées',
    keep: 'Continuer la saisie',
    discard: 'Abandonner les modifications',
  },
  language: {
    label: 'Langue',
    choose: 'Langue : %{name}',
  },
};
