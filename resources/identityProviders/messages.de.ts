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
        trustMfa: 'Der Mehrfaktor-Anmeldung des Anbieters vertrauen',
        mfaAcrValues: 'acr-Werte für Mehrfaktor',
      },
      presets: {
        generic: 'Generisches OpenID Connect',
        entra: 'Microsoft Entra ID',
        google: 'Google Workspace',
        okta: 'Okta',
        keycloak: 'Keycloak',
      },
      issuerHelp: 'Sein Discovery-Dokument wird unter /.well-known/openid-configuration gelesen.',
      trustMfaHelp:
        'Wenn aktiv, ersetzt eine Anmeldung, die der Anbieter als mehrstufig meldet (amr wie mfa, otp, hwk), den zweiten Schritt der Gruppen, die ihn verlangen.',
      mfaAcrValuesHelp: 'Durch Leerzeichen getrennt: die acr-Werte des Anbieters für eine Mehrfaktor-Anmeldung.',
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
