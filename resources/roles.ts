import { createElement } from 'react';
import ColorBadge from '@/engine/cells/ColorBadge';
import { defineResource } from './define';

/**
 * Roles (/roles, spec 2): tabs per service name above the list, the name saves on Enter. The Rules
 * tab is a slot filled by a later issue.
 */
export const roles = defineResource({
  name: 'roles',
  endpoint: { service: 'account', path: '/roles' },
  route: '/roles',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true, save: 'enter' },
    {
      source: 'serviceNameID',
      label: 'app.resources.fields.serviceName',
      type: 'reference',
      required: true,
      reference: { resource: 'serviceNames' },
    },
  ],
  columns: [
    { source: 'name' },
    {
      source: 'serviceName',
      label: 'app.resources.fields.serviceName',
      render: ({ record, highlight }) =>
        record.serviceName ? createElement(ColorBadge, { color: record.serviceColor, label: highlight(record.serviceName) }) : null,
    },
  ],
  listTabs: { resource: 'serviceNames', source: 'serviceNameID', all: 'app.resources.roles.all' },
  selectionParam: 'roleID',
  create: ['name', 'serviceNameID'],
  edit: ['name', 'serviceNameID'],
  delete: { typed: 'name' },
});
