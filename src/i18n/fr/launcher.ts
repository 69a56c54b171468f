import type { Translation } from '../catalogue';
import type { launcher as en, launcherVisitor as visitorEn } from '../messages/launcher';

export const launcherVisitor: Translation<typeof visitorEn> = {
  processing: {
    title: 'Nous créons votre compte…',
    duration: 'Cela prend moins d’une minute.',
    keepOpen: 'Veuillez garder cette page ouverte.',
    redirected: 'Vous serez redirigé dès qu’il sera prêt.',
  },
  join: {
    title: 'Rejoindre une organisation',
    invitedTo: 'Vous avez été invité à rejoindre %{name}',
    invited: 'Vous avez été invité à rejoindre une organisation',
    accept: 'Accepter',
    ignore: 'Ignorer',
    congratulations: 'Félicitations !',
    joined: 'Vous êtes désormais membre de %{name}.',
    letsGo: "C'est parti",
    haveAccount: 'Avez-vous déjà un compte ?',
    yes: 'Oui',
    no: 'Non',
    unknownStep: 'Étape inconnue',
    invalidToken: "Cette invitation n'est plus valide.",
  },
};

export const launcher: Translation<typeof en> = {
  ...launcherVisitor,
  greeting: {
    morning: 'Bonjour',
    afternoon: 'Bon après-midi',
    evening: 'Bonsoir',
    withName: '%{greeting}, %{name}',
  },
  altHint: 'Clic + Alt sur une application pour la modifier',
  addApp: 'Ajouter une application',
  editApp: 'Modifier %{name}',
  newApp: 'Nouvelle application',
  noApps: "Rien à afficher pour l'instant",
  save: 'Enregistrer',
  create: 'Créer',
  close: 'Fermer',
};
