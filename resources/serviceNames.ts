import { createElement } from 'react';
import ColorBadge from '@/engine/cells/ColorBadge';
import { defineResource } from './define';

/** Service names (/serviceNames, spec 2). Import and export: toolbar slots of a later issue. */
export const serviceNames = defineResource({
  name: 'serviceNames',
  endpoint: { service: 'account', path: '/serviceNames' },
  route: '/serviceNames',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true },
    { source: 'color', label: 'app.resources.fields.color', type: 'color', defaultValue: '#1976d2' },
  ],
  columns: [
    {
      source: 'name',
      render: ({ record, highlight }) => createElement(ColorBadge, { color: record.color, label: highlight(record.name) }),
    },
  ],
  selectionParam: 'serviceNameID',
  create: ['name', 'color'],
  edit: ['name', 'color'],
  delete: { typed: 'name' },
});
