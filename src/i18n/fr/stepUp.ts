import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/stepUp';

export const texts: Translation<typeof en> = {
  stepUp: {
    title: 'Confirmez votre identité',
    explanation:
      'Cette action demande à nouveau votre mot de passe. Rien de ce que vous avez saisi n’est perdu : elle reprend dès que vous confirmez.',
    password: 'Mot de passe',
    code: 'Code de votre application d’authentification',
    useCode: 'Utiliser un code de mon application d’authentification',
    usePassword: 'Utiliser mon mot de passe',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
};
