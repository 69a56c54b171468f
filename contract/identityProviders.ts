/**
 * The identity providers' fixed lists (issue 65), without the schemas: the resource's definition loads with
 * the admin app's start and must not bring zod into it (the schemas import these).
 */

/** Where the usual values of a kind of provider come from. */
export const IDP_PRESETS = ['generic', 'entra', 'google', 'okta', 'keycloak'] as const;
export type IdpPreset = (typeof IDP_PRESETS)[number];

/** The ID token signature algorithms an administrator may allow (one per provider: the allow-list). */
export const ID_TOKEN_ALGS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
