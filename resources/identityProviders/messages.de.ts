import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    identityProviders: {
      title: 'Identitätsanbieter',
      singular: 'Identitätsanbieter',
      fields: {
        preset: 'Vorlage',
        issuer: 'Aussteller',
        clientID: 'Client-ID',
        clientSecret: 'Client-Geheimnis',
        scopes: 'Bereiche',
        idTokenAlg: 'ID-Token-Algorithmus',
        emailClaim: 'E-Mail-Claim',
        firstNameClaim: 'Vorname-Claim',
        lastNameClaim: 'Nachname-Claim',
        phoneClaim: 'Telefon-Claim',
        groupsClaim: 'Gruppen-Claim',
        groupMap: 'Gruppen aus Claim-Werten',
        createUsers: 'Personen bei der ersten Anmeldung anlegen',
        organizationID: 'Organisation neuer Personen',
        ownsProfile: 'Namen und Telefon kommen vom Anbieter',
        showOnSignin: 'Auf der Anmeldeseite zeigen',
        enabled: 'Aktiviert',
      },
      presets: {
        generic: 'Generisches OpenID Connect',
        entra: 'Microsoft Entra ID',
        google: 'Google Workspace',
        okta: 'Okta',
        keycloak: 'Keycloak',
      },
      issuerHelp: 'Sein Discovery-Dokument wird unter /.well-known/openid-configuration gelesen.',
      groupMapHelp: 'Eine pro Zeile: Claim-Wert = Gruppenname.',
      noOrganization: 'Keine',
      created: 'Der Identitätsanbieter wurde angelegt.',
      updated: 'Der Identitätsanbieter wurde aktualisiert.',
      deleted: 'Der Identitätsanbieter wurde gelöscht.',
      deleteConfirm: 'Verknüpfte Personen können sich nicht mehr über ihn anmelden.',
      test: {
        button: 'Testen',
        working: 'Der Anbieter funktioniert.',
        failing: 'Etwas funktioniert nicht.',
        redirect: 'Beim Anbieter einzutragende Weiterleitungs-URI',
        discovered: 'Vom letzten Test gefunden',
        checks: {
          discovery: 'Discovery-Dokument',
          endpoints: 'Autorisierungs- und Token-Endpunkt',
          jwks: 'Signaturschlüssel (JWKS)',
          algorithm: 'ID-Token-Algorithmus',
          secret: 'Client-Geheimnis',
        },
      },
    },
  },
};
