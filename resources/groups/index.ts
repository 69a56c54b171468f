import { lazy } from 'react';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { SUPERADMIN } from '@/auth/hasRoles';
import { GROUP_DELETE_RELOAD_MS } from '@/constants';
import { defineResource } from '@resources/define';

const GroupLinks = lazy(() => import('./GroupLinks'));
const GroupMembersTab = lazy(() => import('./GroupMembersTab'));

/** A request setting (issue 62): shown where the platform offers requests, and while the group is requestable. */
const REQUESTS = { capability: 'accessRequests', shownWhen: { source: 'requestable', is: [true] } } as const;

/**
 * Groups (/groups, spec 2): name, Default Group and Require a second factor (issue 38), then the group's roles,
 * apps and organizations; a Members tab (issue 64) lists, finds, adds and removes its members.
 */
export default defineResource({
  name: 'groups',
  endpoint: { service: 'account', path: '/groups' },
  route: '/groups',
  roles: SUPERADMIN,
  menu: { icon: GroupWorkIcon, order: 30 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'default', type: 'bool', defaultValue: false },
    // Issue 38: the members enrol a second factor at their next sign-in, and use it at every one.
    { source: 'requireSecondFactor', type: 'bool', defaultValue: false },
    // Issue 62: whether people may request the group, who approves, how many, how long at most.
    { source: 'requestable', type: 'bool', capability: 'accessRequests' },
    {
      source: 'approverGroupID',
      type: 'reference',
      reference: { resource: 'groups', empty: { id: 0, label: 'app.resources.groups.noApproverGroup' } },
      ...REQUESTS,
    },
    { source: 'approvalsNeeded', type: 'int', ...REQUESTS },
    { source: 'maxRequestDays', type: 'int', ...REQUESTS },
    { source: 'requestStepUp', type: 'bool', ...REQUESTS },
  ],
  columns: [{ source: 'name' }],
  selectionParam: 'groupID',
  create: ['name', 'default', 'requireSecondFactor'],
  edit: [
    'name',
    'default',
    'requireSecondFactor',
    'requestable',
    'approverGroupID',
    'approvalsNeeded',
    'maxRequestDays',
    'requestStepUp',
  ],
  delete: { text: 'app.resources.groups.deleteConfirm' },
  reloadAfterDeleteMs: GROUP_DELETE_RELOAD_MS,
  slots: {
    panels: [GroupLinks],
    tabs: [{ label: 'app.resources.groups.members.title', component: GroupMembersTab, afterDanger: true }],
  },
});

export { messages } from './messages';
export { calls } from './calls';
