import { GROUP_DELETE_RELOAD_MS } from '@/constants';
import { defineResource, textsOf } from './define';

/** Groups (/groups, spec 2). Roles, apps and organizations of a group: panels of a later issue. */
export const groups = defineResource({
  name: 'groups',
  endpoint: { service: 'account', path: '/groups' },
  route: '/groups',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true },
    { source: 'default', label: 'app.resources.groups.default', type: 'bool', defaultValue: false },
  ],
  columns: [{ source: 'name' }],
  selectionParam: 'groupID',
  create: ['name', 'default'],
  edit: ['name', 'default'],
  delete: { text: 'app.resources.groups.deleteConfirm' },
  // Spec 2 section 8: a group deletion says "User has been deleted."
  texts: { ...textsOf('groups'), deleted: 'app.users.deleted' },
  reloadAfterDeleteMs: GROUP_DELETE_RELOAD_MS,
});
