import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { SUPERADMIN } from '@/auth/hasRoles';
import { GROUP_DELETE_RELOAD_MS } from '@/constants';
import { defineResource } from './define';

/** Groups (/groups, spec 2). Roles, apps and organizations of a group: panels of a later issue. */
export default defineResource({
  name: 'groups',
  endpoint: { service: 'account', path: '/groups' },
  route: '/groups',
  roles: SUPERADMIN,
  menu: { icon: GroupWorkIcon, order: 30 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'default', type: 'bool', defaultValue: false },
  ],
  columns: [{ source: 'name' }],
  selectionParam: 'groupID',
  create: ['name', 'default'],
  edit: ['name', 'default'],
  delete: { text: 'app.resources.groups.deleteConfirm' },
  // Spec 2 section 8: a group deletion says "User has been deleted."
  texts: { deleted: 'app.users.deleted' },
  reloadAfterDeleteMs: GROUP_DELETE_RELOAD_MS,
});
