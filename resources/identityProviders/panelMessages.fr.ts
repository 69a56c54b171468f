import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    identityProviders: {
      test: {
        button: 'Tester',
        working: 'Le fournisseur fonctionne.',
        failing: 'Quelque chose ne fonctionne pas.',
        redirect: 'URI de redirection à déclarer chez le fournisseur',
        discovered: 'Trouvé par le dernier test',
        spMetadata: 'Les métadonnées SAML de cette plateforme, à donner au fournisseur',
        download: 'Télécharger les métadonnées',
        checks: {
          discovery: 'Document de découverte',
          endpoints: "Points d'autorisation et de jeton",
          jwks: 'Clés de signature (JWKS)',
          algorithm: "Algorithme du jeton d'identité",
          secret: 'Secret client',
          metadata: 'Métadonnées',
          entityID: "Identifiant d'entité",
          ssoUrl: 'Adresse de connexion unique',
          certificate: 'Certificat de signature',
        },
      },
    },
  },
};
