import { lazy } from 'react';
import WebhookIcon from '@mui/icons-material/Webhook';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';

const WebhookCreateForm = lazy(() => import('./WebhookCreateForm'));
const WebhookPanel = lazy(() => import('./WebhookPanel'));
const DeliveryLog = lazy(() => import('./DeliveryLog'));

/**
 * Webhook destinations (issue 58, the superadmin's): an address and the events it wants, its signing secret shown
 * once (when made and when rotated), Test, and its delivery log with Replay. Under the event log in the menu.
 */
export default defineResource({
  name: 'webhooks',
  endpoint: { service: 'account', path: '/webhooks' },
  capability: 'webhooks',
  route: '/webhooks',
  roles: SUPERADMIN,
  menu: { icon: WebhookIcon, parent: '/events', order: 30 },
  fields: [
    { source: 'url', type: 'url', required: true },
    { source: 'description', type: 'text' },
    { source: 'enabled', type: 'bool' },
    { source: 'disabledReason', type: 'text', readOnly: true },
    { source: 'ownerEmail', type: 'text', readOnly: true },
    { source: 'createdAt', type: 'date', readOnly: true },
  ],
  columns: [{ source: 'url' }, { source: 'description' }, { source: 'enabled' }],
  selectionParam: 'webhookID',
  recordTitle: 'url',
  dimmed: (hook) => !hook.enabled,
  create: ['url', 'description'],
  edit: ['url', 'description', 'enabled', 'disabledReason', 'ownerEmail', 'createdAt'],
  delete: { text: 'app.resources.webhooks.deleteConfirm' },
  slots: {
    create: WebhookCreateForm,
    panels: [WebhookPanel],
    tabs: [{ label: 'app.resources.webhooks.log.tab', component: DeliveryLog }],
  },
});

export { calls } from './calls';
export { messages } from './messages';
