import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    identityProviders: {
      title: "Fournisseurs d'identité",
      singular: "Fournisseur d'identité",
      fields: {
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
        mfaAcrValues: 'Valeurs acr signifiant multifacteur',
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
        "Activé, une connexion que le fournisseur déclare multifacteur (amr comme mfa, otp, hwk) tient lieu de la seconde étape des groupes qui l'exigent.",
      mfaAcrValuesHelp: 'Séparées par des espaces : les valeurs acr du fournisseur pour une connexion multifacteur.',
      groupMapHelp: 'Un par ligne : valeur = nom du groupe.',
      noOrganization: 'Aucune',
      created: "Le fournisseur d'identité a été créé.",
      updated: "Le fournisseur d'identité a été mis à jour.",
      deleted: "Le fournisseur d'identité a été supprimé.",
      deleteConfirm: 'Les personnes liées ne pourront plus se connecter par lui.',
      test: {
        button: 'Tester',
        working: 'Le fournisseur fonctionne.',
        failing: 'Quelque chose ne fonctionne pas.',
        redirect: 'URI de redirection à déclarer chez le fournisseur',
        discovered: 'Trouvé par le dernier test',
        checks: {
          discovery: 'Document de découverte',
          endpoints: "Points d'autorisation et de jeton",
          jwks: 'Clés de signature (JWKS)',
          algorithm: "Algorithme du jeton d'identité",
          secret: 'Secret client',
        },
      },
    },
  },
};
