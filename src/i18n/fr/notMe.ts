import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/notMe';

export const texts: Translation<typeof en> = {
  notMe: {
    title: 'Ce n’était pas moi',
    explain:
      'Vous avez ouvert le lien d’un e-mail qui vous signalait un changement de votre compte. Si vous n’êtes pas l’auteur de ce changement, quelqu’un d’autre peut peut-être se connecter à votre place.',
    whatHappens:
      'Verrouiller votre compte vous déconnecte partout, révoque vos jetons d’accès, retire vos seconds facteurs et désactive le compte. Aucun mot de passe n’est demandé. Un administrateur le rouvre pour vous.',
    confirm: 'Verrouiller mon compte',
    wasMe: 'C’était moi',
    done: 'Votre compte est verrouillé : toute personne connectée en votre nom est déconnectée. Demandez à un administrateur de le rouvrir.',
    invalid: 'Ce lien est invalide, déjà utilisé ou expiré.',
  },
};
