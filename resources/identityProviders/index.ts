import { lazy } from 'react';
import KeyIcon from '@mui/icons-material/VpnKey';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';
import { ID_TOKEN_ALGS, IDP_PRESETS } from '@contract/identityProviders';

const ProviderTest = lazy(() => import('./ProviderTest'));

const CLAIMS = ['emailClaim', 'firstNameClaim', 'lastNameClaim', 'phoneClaim', 'groupsClaim'];

/**
 * Identity providers (/identityProviders, issue 65; under Users in the menu): the organizations' own OpenID
 * Providers people sign in through. The client secret is write-only; the panel's Test reads the discovery
 * document and shows what it found, and where the provider must send people back.
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
      source: 'preset',
      type: 'select',
      createOnly: true,
      defaultValue: 'generic',
      choices: IDP_PRESETS.map((id) => ({ id, label: `app.resources.identityProviders.presets.${id}` })),
    },
    { source: 'issuer', type: 'url', required: true, helper: 'app.resources.identityProviders.issuerHelp' },
    { source: 'clientID', type: 'text', required: true },
    // Answered masked by the platform: never shown back, saved only when typed.
    { source: 'clientSecret', type: 'password', writeOnly: true },
    { source: 'scopes', type: 'text' },
    {
      source: 'idTokenAlg',
      type: 'select',
      choices: ID_TOKEN_ALGS.map((id) => ({ id, label: id, literal: true })),
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
    // Trust of the provider's own multi-factor sign-in (acr/amr), off by default.
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
  columns: [{ source: 'name' }, { source: 'issuer' }, { source: 'enabled' }, { source: 'showOnSignin' }],
  dimmed: (record) => !record.enabled,
  selectionParam: 'identityProviderID',
  create: ['name', 'preset', 'issuer', 'clientID', 'clientSecret'],
  edit: [
    'name',
    'enabled',
    'showOnSignin',
    'issuer',
    'clientID',
    'clientSecret',
    'scopes',
    'idTokenAlg',
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
