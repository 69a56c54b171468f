import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/notMe';

export const texts: Translation<typeof en> = {
  notMe: {
    title: 'Das war ich nicht',
    explain:
      'Sie haben den Link einer E-Mail geöffnet, die Ihnen eine Änderung an Ihrem Konto mitteilte. Wenn Sie diese Änderung nicht vorgenommen haben, kann sich vielleicht jemand anderes als Sie anmelden.',
    whatHappens:
      'Das Sperren Ihres Kontos meldet Sie überall ab, widerruft Ihre Zugriffstoken, entfernt Ihre zweiten Faktoren und deaktiviert das Konto. Kein Passwort ist nötig. Ein Administrator öffnet es wieder für Sie.',
    confirm: 'Mein Konto sperren',
    wasMe: 'Das war ich',
    done: 'Ihr Konto ist gesperrt: Alle, die in Ihrem Namen angemeldet waren, sind abgemeldet. Bitten Sie einen Administrator, es wieder zu öffnen.',
    invalid: 'Dieser Link ist ungültig, schon verwendet oder abgelaufen.',
  },
};
