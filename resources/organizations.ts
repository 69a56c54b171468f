import { createElement } from 'react';
import AppIcon from '@/engine/cells/AppIcon';
import { defineResource } from './define';

/**
 * Organizations (/organizations, spec 2). The Users tab (members, invitations) and the logo upload
 * come in a later issue.
 */
export const organizations = defineResource({
  name: 'organizations',
  endpoint: { service: 'account', path: '/organizations' },
  route: '/organizations',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true },
    { source: 'description', label: 'app.resources.fields.description', type: 'multiline' },
    { source: 'organizationType', label: 'app.resources.organizations.organizationType', type: 'text' },
    { source: 'referenceID', label: 'app.resources.organizations.referenceID', type: 'int' },
    { source: 'logo', label: 'app.resources.organizations.logo', type: 'image' },
    { source: 'default', label: 'app.resources.organizations.default', type: 'bool' },
    { source: 'token', label: 'app.resources.organizations.token', type: 'text', readOnly: true },
  ],
  columns: [
    {
      source: 'logo',
      label: 'app.resources.organizations.logo',
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
  edit: ['name', 'description', 'organizationType', 'referenceID', 'logo', 'default', 'token'],
  delete: { typed: 'name', text: 'app.resources.organizations.deleteConfirm' },
  search: { keyword: 'organizations', metadata: { service: 'account', path: '/organizations/searchMetadata' } },
});
