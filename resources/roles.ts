import { createElement } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { SUPERADMIN } from '@/auth/hasRoles';
import ColorBadge from '@/engine/cells/ColorBadge';
import { defineResource } from './define';

/**
 * Roles (/roles, spec 2): tabs per service name above the list, the name saves on Enter. The Rules
 * tab is a slot filled by a later issue.
 */
export default defineResource({
  name: 'roles',
  endpoint: { service: 'account', path: '/roles' },
  route: '/roles',
  roles: SUPERADMIN,
  menu: { icon: BadgeIcon, parent: '/opa', order: 10 },
  fields: [
    { source: 'name', type: 'text', required: true, save: 'enter' },
    { source: 'serviceNameID', type: 'reference', required: true, reference: { resource: 'serviceNames' } },
  ],
  columns: [
    { source: 'name' },
    {
      source: 'serviceName',
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
