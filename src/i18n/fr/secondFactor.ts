import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/secondFactor';

export const texts: Translation<typeof en> = {
  signin: {
    secondFactor: {
      title: 'Confirmez que c’est vous',
      verifyIntro: 'Utilisez votre second facteur pour terminer la connexion.',
      usePasskey: 'Utiliser une clé d’accès',
      appCode: 'Code de votre application d’authentification',
      recoveryCode: 'Code de récupération',
      useRecoveryCode: 'Utiliser un code de récupération',
      useApp: 'Utiliser votre application d’authentification',
      verify: 'Vérifier',
      enrolTitle: 'Ajouter un second facteur',
      enrolIntro: 'Un de vos groupes exige un second facteur : ajoutez-en un pour continuer.',
      passkeyName: 'Nom de la clé d’accès',
      defaultPasskeyName: 'Ma clé d’accès',
      addPasskey: 'Ajouter une clé d’accès',
      addApp: 'Ajouter une application d’authentification',
      scan: 'Scannez ce code QR avec votre application, ou saisissez-y sa clé :',
      qrCode: 'Code QR',
      confirm: 'Confirmer',
      continue: 'Continuer',
    },
  },
};
