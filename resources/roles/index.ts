import { createElement, lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { SUPERADMIN } from '@/auth/hasRoles';
import ColorBadge from '@/engine/cells/ColorBadge';
import type { SlotProps } from '@/engine/types';
import { defineResource } from '@resources/define';
import rules from '@resources/rules';

// The Rules tab edits rules: it is handed their definition (fields, texts, notices).
const RoleRulesTab = lazy(() =>
  import('./RoleRulesTab').then(({ default: Tab }) => ({
    default: (props: SlotProps) => createElement(Tab, { ...props, rules }),
  })),
);

/**
 * Roles (/roles, spec 2): tabs per service name above the list (kept in the address as
 * `serviceNameID`), the name saves on Enter, and the panel's Rules tab between General and Danger.
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
        record.serviceName
          ? createElement(ColorBadge, { color: record.serviceColor, label: highlight(record.serviceName) })
          : null,
    },
  ],
  listTabs: { resource: 'serviceNames', source: 'serviceNameID', all: 'app.resources.roles.all' },
  selectionParam: 'roleID',
  create: ['name', 'serviceNameID'],
  edit: ['name', 'serviceNameID'],
  delete: { typed: 'name' },
  slots: { tabs: [{ label: 'app.resources.roles.rules', component: RoleRulesTab }] },
});

export { messages } from './messages';
