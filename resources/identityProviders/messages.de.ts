import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    identityProviders: {
      title: 'Identitätsanbieter',
      singular: 'Identitätsanbieter',
      fields: {
        kind: 'Protokoll',
        samlMetadataUrl: 'Adresse der Metadaten',
        samlMetadataXml: 'Metadaten',
        samlEntityID: 'Entitäts-ID',
        samlSsoUrl: 'Single-Sign-on-Adresse',
        samlCertificate: 'Signaturzertifikat',
        samlNameIDFormat: 'NameID-Format',
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
        mfaAcrValues: 'Werte für Mehrfaktor (acr, AuthnContext)',
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
        'Wenn aktiv, ersetzt eine Anmeldung, die der Anbieter als mehrstufig meldet (amr von OpenID Connect wie mfa, otp, hwk; die Zwei-Faktor-Klassen des AuthnContext von SAML; die Werte unten), den zweiten Schritt der Gruppen, die ihn verlangen.',
      mfaAcrValuesHelp:
        'Durch Leerzeichen getrennt: die acr-Werte (OpenID Connect) oder AuthnContextClassRef-Werte (SAML) des Anbieters für eine Mehrfaktor-Anmeldung.',
      samlMetadataUrlHelp:
        'Die SAML-Metadaten des Anbieters; der Test liest daraus Entitäts-ID, Anmeldeadresse und Zertifikat.',
      samlMetadataXmlHelp: 'Oder fügen Sie hier die Metadaten des Anbieters (XML) ein.',
      groupMapHelp: 'Eine pro Zeile: Claim-Wert = Gruppenname.',
      noOrganization: 'Keine',
      created: 'Der Identitätsanbieter wurde angelegt.',
      updated: 'Der Identitätsanbieter wurde aktualisiert.',
      deleted: 'Der Identitätsanbieter wurde gelöscht.',
      deleteConfirm: 'Verknüpfte Personen können sich nicht mehr über ihn anmelden.',
    },
  },
};
