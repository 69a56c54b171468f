import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/secondFactor';

export const texts: Translation<typeof en> = {
  signin: {
    secondFactor: {
      title: 'Bestätigen Sie, dass Sie es sind',
      verifyIntro: 'Verwenden Sie Ihren zweiten Faktor, um die Anmeldung abzuschließen.',
      usePasskey: 'Passkey verwenden',
      appCode: 'Code aus Ihrer Authenticator-App',
      recoveryCode: 'Wiederherstellungscode',
      useRecoveryCode: 'Einen Wiederherstellungscode verwenden',
      useApp: 'Ihre Authenticator-App verwenden',
      verify: 'Prüfen',
      enrolTitle: 'Zweiten Faktor hinzufügen',
      enrolIntro: 'Eine Ihrer Gruppen verlangt einen zweiten Faktor: Fügen Sie einen hinzu, um fortzufahren.',
      passkeyName: 'Name des Passkeys',
      defaultPasskeyName: 'Mein Passkey',
      addPasskey: 'Passkey hinzufügen',
      addApp: 'Authenticator-App hinzufügen',
      scan: 'Scannen Sie diesen QR-Code mit Ihrer App oder geben Sie dort seinen Schlüssel ein:',
      qrCode: 'QR-Code',
      confirm: 'Bestätigen',
      continue: 'Weiter',
    },
  },
};
