import { lazy } from 'react';
import KeyIcon from '@mui/icons-material/VpnKey';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';
import { ID_TOKEN_ALGS, IDP_KINDS, IDP_PRESETS, SAML_NAMEID_FORMATS } from '@contract/identityProviders';

const ProviderTest = lazy(() => import('./ProviderTest'));

const CLAIMS = ['emailClaim', 'firstNameClaim', 'lastNameClaim', 'phoneClaim', 'groupsClaim'];
/** Fields of one kind of provider only. */
const OIDC = { source: 'kind', is: ['oidc'] } as const;
const SAML = { source: 'kind', is: ['saml'] } as const;
const KIND_NAMES = { oidc: 'OpenID Connect', saml: 'SAML 2.0' } as const;

/**
 * Identity providers (/identityProviders, issue 65; under Users in the menu): the organizations' own OpenID
 * Providers and SAML 2.0 identity providers people sign in through, each kind with its own fields. The
 * client secret is write-only; the panel's Test reads the discovery document or the metadata and shows what
 * it found, where the provider must send people back, and (SAML) this platform's metadata to hand over.
 */
export default defineResource({
  name: 'identityProviders',
  endpoint: { service: 'account', path: '/identityProviders' },
  capability: 'identityProviders',
  route: '/identityProviders',
  roles: SUPERADMIN,
  menu: { icon: KeyIcon, parent: '/users', order: 20 },
  fields: [
    { source: 'name', type: 'text', required: true },
    {
      source: 'kind',
      type: 'select',
      createOnly: true,
      defaultValue: 'oidc',
      // The protocols' own names, the same in every language.
      choices: IDP_KINDS.map((id) => ({ id, label: KIND_NAMES[id], literal: true })),
    },
    {
      source: 'preset',
      type: 'select',
      createOnly: true,
      defaultValue: 'generic',
      choices: IDP_PRESETS.map((id) => ({ id, label: `app.resources.identityProviders.presets.${id}` })),
      shownWhen: OIDC,
    },
    {
      source: 'issuer',
      type: 'url',
      required: true,
      helper: 'app.resources.identityProviders.issuerHelp',
      shownWhen: OIDC,
    },
    { source: 'clientID', type: 'text', required: true, shownWhen: OIDC },
    // Answered masked by the platform: never shown back, saved only when typed.
    { source: 'clientSecret', type: 'password', writeOnly: true, shownWhen: OIDC },
    { source: 'scopes', type: 'text', shownWhen: OIDC },
    {
      source: 'idTokenAlg',
      type: 'select',
      choices: ID_TOKEN_ALGS.map((id) => ({ id, label: id, literal: true })),
      shownWhen: OIDC,
    },
    // SAML: the metadata's address (the Test reads it), or the metadata pasted when adding the provider.
    {
      source: 'samlMetadataUrl',
      type: 'url',
      helper: 'app.resources.identityProviders.samlMetadataUrlHelp',
      shownWhen: SAML,
    },
    {
      source: 'samlMetadataXml',
      type: 'multiline',
      helper: 'app.resources.identityProviders.samlMetadataXmlHelp',
      shownWhen: SAML,
    },
    { source: 'samlEntityID', type: 'text', shownWhen: SAML },
    { source: 'samlSsoUrl', type: 'url', shownWhen: SAML },
    { source: 'samlCertificate', type: 'multiline', shownWhen: SAML },
    {
      source: 'samlNameIDFormat',
      type: 'select',
      choices: SAML_NAMEID_FORMATS.map((id) => ({ id, label: id, literal: true })),
      shownWhen: SAML,
    },
    ...CLAIMS.map((source) => ({ source, type: 'text' as const })),
    { source: 'groupMap', type: 'multiline', helper: 'app.resources.identityProviders.groupMapHelp' },
    { source: 'createUsers', type: 'bool', defaultValue: false },
    {
      source: 'organizationID',
      type: 'reference',
      reference: {
        resource: 'organizations',
        empty: { id: 0, label: 'app.resources.identityProviders.noOrganization' },
      },
    },
    { source: 'ownsProfile', type: 'bool', defaultValue: true },
    // Trust of the provider's own multi-factor sign-in (OIDC's acr/amr, SAML's AuthnContext), off by default.
    {
      source: 'trustMfa',
      type: 'bool',
      defaultValue: false,
      helper: 'app.resources.identityProviders.trustMfaHelp',
    },
    { source: 'mfaAcrValues', type: 'text', helper: 'app.resources.identityProviders.mfaAcrValuesHelp' },
    { source: 'showOnSignin', type: 'bool', defaultValue: false },
    { source: 'enabled', type: 'bool', defaultValue: false },
  ],
  columns: [
    { source: 'name' },
    { source: 'kind' },
    { source: 'issuer' },
    { source: 'enabled' },
    { source: 'showOnSignin' },
  ],
  dimmed: (record) => !record.enabled,
  selectionParam: 'identityProviderID',
  create: ['name', 'kind', 'preset', 'issuer', 'clientID', 'clientSecret', 'samlMetadataUrl', 'samlMetadataXml'],
  edit: [
    'name',
    'kind',
    'enabled',
    'showOnSignin',
    'issuer',
    'clientID',
    'clientSecret',
    'scopes',
    'idTokenAlg',
    'samlMetadataUrl',
    'samlEntityID',
    'samlSsoUrl',
    'samlCertificate',
    'samlNameIDFormat',
    ...CLAIMS,
    'groupMap',
    'createUsers',
    'organizationID',
    'ownsProfile',
    'trustMfa',
    'mfaAcrValues',
  ],
  delete: { typed: 'name', text: 'app.resources.identityProviders.deleteConfirm' },
  slots: { panels: [ProviderTest] },
});

export { messages } from './messages';
export { calls } from './calls';
