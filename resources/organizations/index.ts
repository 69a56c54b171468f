import { createElement, lazy } from 'react';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { ADMINISTRATOR, SUPERADMIN } from '@/auth/hasRoles';
import AppIcon from '@/engine/cells/AppIcon';
import { defineResource } from '@resources/define';

const OrganizationUsersTab = lazy(() => import('./OrganizationUsersTab'));
// The join link, the e-mail domains and the requests to join (issue 62): one lazy chunk.
const OrganizationPanels = lazy(() => import('./OrganizationPanels'));

/**
 * Organizations (/organizations, spec 2): General (the Default Organization checkbox for administrators
 * only, the join token with its ready sign-up link), Users (members and invitations), Danger.
 */
export default defineResource({
  name: 'organizations',
  endpoint: { service: 'account', path: '/organizations' },
  route: '/organizations',
  roles: SUPERADMIN,
  menu: { icon: CorporateFareIcon, order: 40 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'description', type: 'multiline' },
    { source: 'organizationType', type: 'text' },
    { source: 'referenceID', type: 'int' },
    { source: 'logo', type: 'image' },
    { source: 'default', type: 'bool', roles: ADMINISTRATOR },
    { source: 'token', type: 'text', readOnly: true },
    // The identity provider people of its verified e-mail domains sign in with (issue 65).
    {
      source: 'identityProviderID',
      type: 'reference',
      reference: {
        resource: 'identityProviders',
        empty: { id: 0, label: 'app.resources.organizations.noIdentityProvider' },
      },
      helper: 'app.resources.organizations.identityProviderHelp',
      capability: 'identityProviders',
    },
  ],
  columns: [
    {
      source: 'logo',
      sortable: false,
      width: 72,
      render: ({ record }) => createElement(AppIcon, { icon: record.logo, name: record.name, size: 40 }),
    },
    { source: 'name' },
  ],
  // Blue for the organizations the current user owns, grey for the others.
  rowAccent: (record, user) => (user && record.ownerID === user.id ? '#1976d2' : '#bdbdbd'),
  selectionParam: 'organizationID',
  create: ['name', 'description'],
  edit: ['name', 'description', 'organizationType', 'referenceID', 'logo', 'default', 'token', 'identityProviderID'],
  delete: { typed: 'name', text: 'app.resources.organizations.deleteConfirm' },
  search: { keyword: 'organizations', metadata: { service: 'account', path: '/organizations/searchMetadata' } },
  slots: {
    panels: [OrganizationPanels],
    tabs: [{ label: 'app.resources.organizations.users', component: OrganizationUsersTab, position: 1 }],
  },
});

export { messages } from './messages';
export { calls } from './calls';
