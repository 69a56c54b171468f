/**
 * The identity providers' fixed lists (issue 65), without the schemas: the resource's definition loads with
 * the admin app's start and must not bring zod into it (the schemas import these).
 */

/** Where the usual values of a kind of provider come from. */
export const IDP_PRESETS = ['generic', 'entra', 'google', 'okta', 'keycloak'] as const;
export type IdpPreset = (typeof IDP_PRESETS)[number];

/** The ID token signature algorithms an administrator may allow (one per provider: the allow-list). */
export const ID_TOKEN_ALGS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;

/** The kinds of provider: an OpenID Provider, or a SAML 2.0 identity provider. */
export const IDP_KINDS = ['oidc', 'saml'] as const;

/** The NameID formats an administrator may ask for (persistent: a stable subject that is not the address). */
export const SAML_NAMEID_FORMATS = [
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
] as const;
