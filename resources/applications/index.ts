import { createElement } from 'react';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { SUPERADMIN } from '@/auth/hasRoles';
import { APP_TABLE_ICON_SIZE } from '@/constants';
import AppIcon from '@/engine/cells/AppIcon';
import { defineResource } from '@resources/define';

/** Applications (/applications, spec 2; the API path is /apps). */
export default defineResource({
  name: 'applications',
  endpoint: { service: 'account', path: '/apps' },
  route: '/applications',
  roles: SUPERADMIN,
  menu: { icon: WidgetsIcon, parent: '/apps', order: 10 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'url', type: 'url' },
    { source: 'icon', type: 'icon' },
    { source: 'color', type: 'color', defaultValue: '#1976d2' },
  ],
  columns: [
    {
      source: 'icon',
      sortable: false,
      width: APP_TABLE_ICON_SIZE + 32,
      render: ({ record }) =>
        createElement(AppIcon, {
          icon: record.icon,
          color: record.color,
          name: record.name,
          size: APP_TABLE_ICON_SIZE,
        }),
    },
    { source: 'name' },
    { source: 'url' },
  ],
  selectionParam: 'applicationID',
  create: ['name', 'url', 'icon', 'color'],
  edit: ['name', 'url', 'icon', 'color'],
  delete: { typed: 'name' },
});

export { messages } from './messages';
