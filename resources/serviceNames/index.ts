import { createElement, lazy } from 'react';
import DnsIcon from '@mui/icons-material/Dns';
import { SUPERADMIN } from '@/auth/hasRoles';
import ColorBadge from '@/engine/cells/ColorBadge';
import { defineResource } from '@resources/define';

const ServiceNameTransfer = lazy(() => import('./ServiceNameTransfer'));

/** Service names (/serviceNames, spec 2); the panel's Export and Import sit under its General fields. */
export default defineResource({
  name: 'serviceNames',
  endpoint: { service: 'account', path: '/serviceNames' },
  route: '/serviceNames',
  roles: SUPERADMIN,
  menu: { icon: DnsIcon, parent: '/opa', order: 20 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'color', type: 'color', defaultValue: '#1976d2' },
  ],
  columns: [
    {
      source: 'name',
      render: ({ record, highlight }) =>
        createElement(ColorBadge, { color: record.color, label: highlight(record.name) }),
    },
  ],
  selectionParam: 'serviceNameID',
  create: ['name', 'color'],
  edit: ['name', 'color'],
  delete: { typed: 'name' },
  slots: { panels: [ServiceNameTransfer] },
});

export { messages } from './messages';
export { calls } from './calls';
