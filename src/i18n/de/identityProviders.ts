import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/identityProviders';

export const texts: Translation<typeof en> = {
  identityProviders: {
    signInWith: 'Anmelden mit %{name}',
    continueWith: 'Weiter mit %{name}',
    or: 'oder',
    errors: {
      IDP_FAILED: 'Die Anmeldung über Ihre Organisation hat nicht geklappt. Versuchen Sie es erneut.',
      IDP_EMAIL_UNVERIFIED:
        'Ihre Organisation hat Ihre E-Mail-Adresse nicht bestätigt, daher kann kein Konto angelegt werden. Fragen Sie Ihren Administrator.',
      IDP_ACCOUNT_EXISTS:
        'Ein Konto mit dieser E-Mail-Adresse gibt es schon. Melden Sie sich mit seinem Passwort an und verknüpfen Sie dann Ihre Organisation unter Mein Konto.',
      IDP_SIGNUP_NOT_ALLOWED:
        'Sie haben hier noch kein Konto, und Ihre Organisation legt keines an. Bitten Sie Ihren Administrator um ein Konto.',
      IDP_ACCOUNT_INACTIVE: 'Ihr Konto hier ist deaktiviert. Fragen Sie Ihren Administrator.',
      IDP_ALREADY_LINKED: 'Dieses Konto Ihrer Organisation ist schon mit jemand anderem verknüpft.',
    },
    linked: {
      title: 'Anmeldungen über die Organisation',
      intro: 'Melden Sie sich über Ihre Organisation statt mit einem Passwort an.',
      none: 'Keine Anmeldung über eine Organisation ist verknüpft.',
      lastUsed: 'Zuletzt verwendet %{date}',
      link: 'Verknüpfen',
      unlink: 'Trennen',
      done: 'Die Anmeldung über Ihre Organisation ist verknüpft.',
      unlinked: 'Getrennt.',
      provider: 'Anbieter',
      currentPassword: 'Aktuelles Passwort',
    },
  },
};
