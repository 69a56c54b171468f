/**
 * The bodies of the identity providers' calls (issue 65: POST/PUT /identityProviders), written once: the
 * development API validates them (fixtures/server/routes/identityProviders.ts) and the console's forms
 * check what they send with them. A provider is an OpenID Provider (`oidc`) the platform signs people in
 * through as a relying party; `clientSecret` is write-only (answered masked, never read back).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';
import { ID_TOKEN_ALGS, IDP_PRESETS, SAML_NAMEID_FORMATS, type IdpPreset } from '../identityProviders';

export { ID_TOKEN_ALGS, IDP_PRESETS, SAML_NAMEID_FORMATS, type IdpPreset };

/** A claim's name: letters, digits and `_ . : / -` (URIs name claims at Entra ID). */
const claim = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_.:/-]*$/, 'Enter a claim name.');

/**
 * A claim's values to groups, one per line: `value = Group name`. Each group must exist (the API checks
 * them by name when a person signs in: a line naming none is skipped).
 */
const groupMap = z.string().max(5000);

export const identityProviderFields = {
  name: fields.name,
  preset: z.enum(IDP_PRESETS),
  enabled: z.boolean(),
  showOnSignin: z.boolean(),
  /** The issuer; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: fields.httpUrl,
  clientID: z.string().trim().min(1, 'Required.').max(500),
  clientSecret: z.string().max(2000),
  scopes: z
    .string()
    .trim()
    .max(500)
    .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, 'Enter scopes separated by spaces.')
    .refine((v) => v.split(' ').includes('openid'), 'The scopes must include openid.'),
  idTokenAlg: z.enum(ID_TOKEN_ALGS),
  emailClaim: claim,
  firstNameClaim: claim,
  lastNameClaim: claim,
  phoneClaim: claim,
  groupsClaim: claim,
  groupMap,
  /** A first sign-in through this provider creates the person (else they are told who to ask). */
  createUsers: z.boolean(),
  /** The organization new people join (0: none). */
  organizationID: z.union([z.literal(0), fields.id]),
  /** Later sign-ins update the person's names and phone from the provider. */
  ownsProfile: z.boolean(),
  // SAML 2.0 providers (kind `saml`); the claims above name its assertion's attributes.
  /** Its metadata's address: the Test reads it and keeps the entity id, sign-in address and certificate. */
  samlMetadataUrl: z.union([z.literal(''), fields.httpUrl]),
  samlEntityID: z.string().trim().max(1000),
  samlSsoUrl: z.union([z.literal(''), fields.httpUrl]),
  /** The signing certificate, PEM or its base64 body (as metadata holds it). */
  samlCertificate: z
    .string()
    .trim()
    .max(20_000)
    .regex(/^[A-Za-z0-9+/=\s-]*$/, 'Enter a certificate (PEM).'),
  samlNameIDFormat: z.enum(SAML_NAMEID_FORMATS),
  ...idpTrustFields(),
};

/**
 * Trust of the provider's own multi-factor sign-in (issue 65, fixtures/server/domain/idpTrust.ts): off by
 * default; `mfaAcrValues` are the provider's names of a multi-factor sign-in, space-separated: `acr` values
 * (OpenID Connect) or AuthnContextClassRef values (SAML).
 */
function idpTrustFields() {
  return {
    trustMfa: z.boolean(),
    mfaAcrValues: z
      .string()
      .trim()
      .max(1000)
      .regex(/^[\x21-\x7E]*( [\x21-\x7E]+)*$/, 'Enter values separated by spaces.'),
  };
}

/** A new provider: a name, the issuer and the client; the rest has the preset's values (the API fills them). */
export const identityProviderCreateBody = z.object({
  kind: z.literal('oidc').default('oidc'),
  name: identityProviderFields.name,
  preset: identityProviderFields.preset.default('generic'),
  issuer: identityProviderFields.issuer,
  clientID: identityProviderFields.clientID,
  clientSecret: identityProviderFields.clientSecret.default(''),
  enabled: identityProviderFields.enabled.default(false),
  showOnSignin: identityProviderFields.showOnSignin.default(false),
  scopes: identityProviderFields.scopes.optional(),
  idTokenAlg: identityProviderFields.idTokenAlg.optional(),
  emailClaim: claim.optional(),
  firstNameClaim: claim.optional(),
  lastNameClaim: claim.optional(),
  phoneClaim: claim.optional(),
  groupsClaim: claim.optional(),
  groupMap: groupMap.default(''),
  createUsers: identityProviderFields.createUsers.default(false),
  organizationID: identityProviderFields.organizationID.default(0),
  ownsProfile: identityProviderFields.ownsProfile.default(true),
  trustMfa: identityProviderFields.trustMfa.default(false),
  mfaAcrValues: identityProviderFields.mfaAcrValues.default(''),
});

/**
 * A new SAML provider: a name, and its entity id, sign-in address and certificate, given here, read from
 * metadata pasted as `samlMetadataXml` (the API reads it and fills what the body leaves out), or left for the
 * Test to read from `samlMetadataUrl`. Attributes default to the usual names (`email`, `firstName`, ...).
 */
export const samlProviderCreateBody = z.object({
  kind: z.literal('saml'),
  name: identityProviderFields.name,
  enabled: identityProviderFields.enabled.default(false),
  showOnSignin: identityProviderFields.showOnSignin.default(false),
  samlMetadataUrl: identityProviderFields.samlMetadataUrl.default(''),
  samlMetadataXml: z.string().max(200_000).optional(),
  samlEntityID: identityProviderFields.samlEntityID.optional(),
  samlSsoUrl: identityProviderFields.samlSsoUrl.optional(),
  samlCertificate: identityProviderFields.samlCertificate.optional(),
  samlNameIDFormat: identityProviderFields.samlNameIDFormat.default(SAML_NAMEID_FORMATS[0]),
  emailClaim: claim.default('email'),
  firstNameClaim: claim.default('firstName'),
  lastNameClaim: claim.default('lastName'),
  phoneClaim: claim.default('phone'),
  groupsClaim: claim.default('groups'),
  groupMap: groupMap.default(''),
  createUsers: identityProviderFields.createUsers.default(false),
  organizationID: identityProviderFields.organizationID.default(0),
  ownsProfile: identityProviderFields.ownsProfile.default(true),
  trustMfa: identityProviderFields.trustMfa.default(false),
  mfaAcrValues: identityProviderFields.mfaAcrValues.default(''),
});

/** The changed fields only (the panel saves each field alone). */
export const identityProviderUpdateBody = z.object(identityProviderFields).partial().strict();

/** The usual values of each preset: scopes and where the claims are. */
export const PRESET_VALUES: Record<
  IdpPreset,
  {
    scopes: string;
    idTokenAlg: (typeof ID_TOKEN_ALGS)[number];
    emailClaim: string;
    firstNameClaim: string;
    lastNameClaim: string;
    phoneClaim: string;
    groupsClaim: string;
  }
> = {
  generic: {
    scopes: 'openid email profile',
    idTokenAlg: 'RS256',
    emailClaim: 'email',
    firstNameClaim: 'given_name',
    lastNameClaim: 'family_name',
    phoneClaim: 'phone_number',
    groupsClaim: 'groups',
  },
  // Entra ID's groups claim holds the groups' object ids (configured in the app registration).
  entra: {
    scopes: 'openid email profile',
    idTokenAlg: 'RS256',
    emailClaim: 'email',
    firstNameClaim: 'given_name',
    lastNameClaim: 'family_name',
    phoneClaim: '',
    groupsClaim: 'groups',
  },
  // Google Workspace names no groups in its tokens.
  google: {
    scopes: 'openid email profile',
    idTokenAlg: 'RS256',
    emailClaim: 'email',
    firstNameClaim: 'given_name',
    lastNameClaim: 'family_name',
    phoneClaim: '',
    groupsClaim: '',
  },
  okta: {
    scopes: 'openid email profile phone groups',
    idTokenAlg: 'RS256',
    emailClaim: 'email',
    firstNameClaim: 'given_name',
    lastNameClaim: 'family_name',
    phoneClaim: 'phone_number',
    groupsClaim: 'groups',
  },
  keycloak: {
    scopes: 'openid email profile phone',
    idTokenAlg: 'RS256',
    emailClaim: 'email',
    firstNameClaim: 'given_name',
    lastNameClaim: 'family_name',
    phoneClaim: 'phone_number',
    groupsClaim: 'groups',
  },
};
