import { lazy } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';

const ProvisioningClientCreateForm = lazy(() => import('./ProvisioningClientCreateForm'));

/**
 * SCIM provisioning clients (issue 58, /provisioningClients): the directories that create, change and
 * deactivate people by SCIM, each with its bearer token shown once at creation (the create form turns into
 * its one-time display), its organization, the groups it manages, its last use; deleting one revokes it.
 */
export default defineResource({
  name: 'provisioningClients',
  endpoint: { service: 'account', path: '/provisioningClients' },
  capability: 'provisioning',
  route: '/provisioningClients',
  roles: SUPERADMIN,
  menu: { icon: SyncAltIcon, parent: '/users', order: 20 },
  fields: [
    { source: 'name', type: 'text', required: true },
    {
      source: 'organizationID',
      type: 'reference',
      required: true,
      createOnly: true,
      reference: { resource: 'organizations' },
    },
    { source: 'organizationName', type: 'text', readOnly: true },
    { source: 'createdByEmail', type: 'text', readOnly: true },
    { source: 'createdAt', type: 'date', readOnly: true },
    { source: 'lastUsedAt', type: 'date', readOnly: true },
  ],
  columns: [{ source: 'name' }, { source: 'organizationName' }, { source: 'lastUsedAt' }, { source: 'createdAt' }],
  selectionParam: 'provisioningClientID',
  create: ['name', 'organizationID'],
  edit: ['name', 'organizationName', 'createdByEmail', 'createdAt', 'lastUsedAt'],
  delete: { typed: 'name', text: 'app.resources.provisioningClients.revokeText' },
  slots: { create: ProvisioningClientCreateForm },
});

export { messages } from './messages';
