import { createElement, lazy } from 'react';
import { preloadable } from '@/ui/preloadable';
import PeopleIcon from '@mui/icons-material/People';
import { SUPERADMIN } from '@/auth/hasRoles';
import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import type { FieldDefinition, RenderProps } from '@/engine/types';
// The drop zone for files: page-wide, it takes nothing from the list; its code comes after the first paint.
import DropZone from '@/uploads/DropZone';
import { fullNameOf } from './initials';
// The row cell is small and renders with the first rows: loaded with the definition, not on demand
// (a lazy cell delays the first rows by a chunk round trip). Page code loads with the Users page.
import UserCell from './UserCell';
import ActivityCell from './ActivityCell';
// The panel only chooses between the detail and the admin panel, each loaded when it first opens.
import UserPanel from './UserPanel';
import { userSecurityTexts } from './security/texts';
import { defineResource } from '@resources/define';

const UserCreateForm = lazy(() => import('./UserCreateForm'));
const UserBulkActions = preloadable(() => import('./bulk/UserBulkActions'));

const fields: FieldDefinition[] = [
  { source: 'firstName', type: 'text', required: true },
  { source: 'lastName', type: 'text', required: true },
  { source: 'email', type: 'email', required: true },
  { source: 'phone', type: 'phone' },
  { source: 'password', type: 'password', required: true },
  { source: 'passwordConfirmation', type: 'password', required: true },
  { source: 'organizationID', type: 'reference', reference: { resource: 'organizations' } },
  {
    source: 'defaultAppID',
    type: 'reference',
    // 0 (or -1) means no default app.
    reference: { resource: 'applications', empty: { id: 0, label: 'app.resources.users.none' } },
    defaultValue: 0,
  },
  { source: 'active', type: 'bool' },
  { source: 'createdAt', type: 'date', readOnly: true },
  { source: 'lastSigninAt', type: 'date', readOnly: true },
  { source: 'lastActiveAt', type: 'date', readOnly: true },
  { source: 'uuid', type: 'text', readOnly: true },
  { source: 'id', type: 'int', readOnly: true },
];

/**
 * The Users page (spec 1, "Users page"): rows with initials, full name with organization and e-mail,
 * inactive users dimmed; the detail panel (UserDetail); a create dialog with password rules;
 * the search bar with presets and the server's CSV export; actions on a selection of users (issue 12).
 */
export const users = defineResource({
  name: 'users',
  endpoint: { service: 'account', path: '/users' },
  route: '/users',
  roles: SUPERADMIN,
  menu: { icon: PeopleIcon, order: 20 },
  fields,
  columns: [
    {
      source: 'firstName',
      label: 'app.resources.users.columns.name',
      render: (props: RenderProps) => createElement(UserCell, props),
    },
    { source: 'email' },
    // A person's activity (issue 39), for whoever chooses to see it; sorted by the server, newest first.
    ...(['lastSigninAt', 'lastActiveAt'] as const).map((source) => ({
      source,
      optional: true,
      render: ({ record }: RenderProps) => createElement(ActivityCell, { record, source }),
    })),
    // The person's groups (issue 64), for whoever chooses to see them; the search bar's Group finds a group's members.
    {
      source: 'groupNames',
      optional: true,
      sortable: false,
      render: ({ record }: RenderProps) => ((record.groupNames as string[] | undefined) ?? []).join(', '),
    },
  ],
  selectionParam: 'userID',
  create: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'defaultAppID'],
  edit: ['firstName', 'lastName', 'email', 'phone', 'organizationID', 'defaultAppID', 'active'],
  delete: { text: 'app.resources.users.deleteConfirm' },
  successHideMs: SUCCESS_HIDE_LONG_MS,
  recordTitle: fullNameOf,
  dimmed: (user) => !user.active,
  search: {
    keyword: 'users',
    metadata: { service: 'account', path: '/users/searchMetadata' },
    csv: { service: 'account', path: '/users/csv' },
  },
  // The toolbar slot only mounts the file drop overlay with the list.
  slots: { detail: UserPanel, create: UserCreateForm, toolbar: [DropZone], bulk: UserBulkActions },
});

export default users;

export { messages } from './messages';
export { calls } from './calls';
export const textParts = [userSecurityTexts];
