import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    identityProviders: {
      test: {
        button: 'Testen',
        working: 'Der Anbieter funktioniert.',
        failing: 'Etwas funktioniert nicht.',
        redirect: 'Beim Anbieter einzutragende Weiterleitungs-URI',
        discovered: 'Vom letzten Test gefunden',
        spMetadata: 'Die SAML-Metadaten dieser Plattform für den Anbieter',
        download: 'Metadaten herunterladen',
        checks: {
          discovery: 'Discovery-Dokument',
          endpoints: 'Autorisierungs- und Token-Endpunkt',
          jwks: 'Signaturschlüssel (JWKS)',
          algorithm: 'ID-Token-Algorithmus',
          secret: 'Client-Geheimnis',
          metadata: 'Metadaten',
          entityID: 'Entitäts-ID',
          ssoUrl: 'Single-Sign-On-Adresse',
          certificate: 'Signaturzertifikat',
        },
      },
    },
  },
};
