import { createElement } from 'react';
import { APP_TABLE_ICON_SIZE } from '@/constants';
import AppIcon from '@/engine/cells/AppIcon';
import { defineResource } from './define';

/** Applications (/applications, spec 2; the API path is /apps). */
export const applications = defineResource({
  name: 'applications',
  endpoint: { service: 'account', path: '/apps' },
  route: '/applications',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true },
    { source: 'url', label: 'app.resources.applications.url', type: 'url' },
    { source: 'icon', label: 'app.resources.applications.icon', type: 'icon' },
    { source: 'color', label: 'app.resources.fields.color', type: 'color', defaultValue: '#1976d2' },
  ],
  columns: [
    {
      source: 'icon',
      label: 'app.resources.applications.icon',
      sortable: false,
      width: APP_TABLE_ICON_SIZE + 32,
      render: ({ record }) =>
        createElement(AppIcon, { icon: record.icon, color: record.color, name: record.name, size: APP_TABLE_ICON_SIZE }),
    },
    { source: 'name' },
    { source: 'url' },
  ],
  selectionParam: 'applicationID',
  create: ['name', 'url', 'icon', 'color'],
  edit: ['name', 'url', 'icon', 'color'],
  delete: { typed: 'name' },
});
