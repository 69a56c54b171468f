import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    identityProviders: {
      title: "Fournisseurs d'identité",
      singular: "Fournisseur d'identité",
      fields: {
        kind: 'Protocole',
        samlMetadataUrl: 'Adresse des métadonnées',
        samlMetadataXml: 'Métadonnées',
        samlEntityID: "ID d'entité",
        samlSsoUrl: 'Adresse de connexion unique',
        samlCertificate: 'Certificat de signature',
        samlNameIDFormat: 'Format du NameID',
        preset: 'Modèle',
        issuer: 'Émetteur',
        clientID: 'ID client',
        clientSecret: 'Secret client',
        scopes: 'Portées',
        idTokenAlg: "Algorithme du jeton d'identité",
        emailClaim: 'Revendication e-mail',
        firstNameClaim: 'Revendication prénom',
        lastNameClaim: 'Revendication nom',
        phoneClaim: 'Revendication téléphone',
        groupsClaim: 'Revendication groupes',
        groupMap: 'Groupes selon les valeurs',
        createUsers: 'Créer les personnes à leur première connexion',
        organizationID: 'Organisation des nouvelles personnes',
        ownsProfile: 'Noms et téléphone viennent du fournisseur',
        showOnSignin: 'Afficher sur la page de connexion',
        enabled: 'Activé',
        trustMfa: 'Faire confiance à la connexion multifacteur du fournisseur',
        mfaAcrValues: 'Valeurs signifiant multifacteur (acr, AuthnContext)',
      },
      presets: {
        generic: 'OpenID Connect générique',
        entra: 'Microsoft Entra ID',
        google: 'Google Workspace',
        okta: 'Okta',
        keycloak: 'Keycloak',
      },
      issuerHelp: 'Son document de découverte est lu à /.well-known/openid-configuration.',
      trustMfaHelp:
        "Activé, une connexion que le fournisseur déclare multifacteur (amr d'OpenID Connect comme mfa, otp, hwk ; classes AuthnContext à deux facteurs de SAML ; les valeurs ci-dessous) tient lieu de la seconde étape des groupes qui l'exigent.",
      mfaAcrValuesHelp:
        'Séparées par des espaces : les valeurs acr (OpenID Connect) ou AuthnContextClassRef (SAML) du fournisseur pour une connexion multifacteur.',
      samlMetadataUrlHelp:
        "Les métadonnées SAML du fournisseur ; le test y lit l'ID d'entité, l'adresse de connexion et le certificat.",
      samlMetadataXmlHelp: 'Ou collez ici les métadonnées du fournisseur (XML).',
      groupMapHelp: 'Un par ligne : valeur = nom du groupe.',
      noOrganization: 'Aucune',
      created: "Le fournisseur d'identité a été créé.",
      updated: "Le fournisseur d'identité a été mis à jour.",
      deleted: "Le fournisseur d'identité a été supprimé.",
      deleteConfirm: 'Les personnes liées ne pourront plus se connecter par lui.',
    },
  },
};
