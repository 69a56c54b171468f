import { createElement, lazy } from 'react';
import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import type { FieldDefinition, RenderProps, ResourceDefinition } from '@/engine/types';
import { fullNameOf } from '@/users/initials';
// The row cell is small and renders with the first rows: loaded with the definition, not on demand
// (a lazy cell delays the first rows by a chunk round trip). Page code loads with the Users page.
import UserCell from '@/users/UserCell';
import { defineResource } from './define';

const UserDetail = lazy(() => import('@/users/UserDetail'));
const UserAdminPanel = lazy(() => import('@/users/UserAdminPanel'));
const UserCreateForm = lazy(() => import('@/users/UserCreateForm'));
const FileDropOverlay = lazy(() => import('@/uploads/FileDropOverlay'));

const fields: FieldDefinition[] = [
  { source: 'firstName', label: 'app.users.fields.firstName', type: 'text', required: true },
  { source: 'lastName', label: 'app.users.fields.lastName', type: 'text', required: true },
  { source: 'email', label: 'app.users.fields.email', type: 'email', required: true },
  { source: 'phone', label: 'app.users.fields.phone', type: 'phone' },
  { source: 'password', label: 'app.users.fields.password', type: 'password', required: true },
  { source: 'passwordConfirmation', label: 'app.users.fields.passwordConfirmation', type: 'password', required: true },
  {
    source: 'organizationID',
    label: 'app.users.fields.organization',
    type: 'reference',
    reference: { resource: 'organizations' },
  },
  {
    source: 'defaultAppID',
    label: 'app.users.fields.defaultApp',
    type: 'reference',
    // 0 (or -1) means no default app.
    reference: { resource: 'applications', empty: { id: 0, label: 'app.users.none' } },
    defaultValue: 0,
  },
  { source: 'active', label: 'app.users.fields.active', type: 'bool' },
  { source: 'createdAt', label: 'app.users.fields.createdAt', type: 'date', readOnly: true },
  { source: 'uuid', label: 'app.users.fields.uuid', type: 'text', readOnly: true },
  { source: 'id', label: 'app.users.fields.id', type: 'int', readOnly: true },
];

/**
 * The Users page (spec 1, "Users page"): rows with initials, full name with organization and e-mail,
 * inactive users dimmed; the detail panel of src/users/UserDetail; a create dialog with password rules;
 * the search bar with presets and the server's CSV export.
 */
export const users = defineResource({
  name: 'users',
  endpoint: { service: 'account', path: '/users', dateFields: ['createdAt', 'updatedAt'] },
  route: '/users',
  texts: {
    title: 'app.users.title',
    singular: 'app.users.singular',
    created: 'app.users.created',
    updated: 'app.users.updated',
    deleted: 'app.users.deleted',
  },
  access: { account: ['superadmin'] },
  fields,
  columns: [
    {
      source: 'firstName',
      label: 'app.users.columns.name',
      render: (props: RenderProps) => createElement(UserCell, props),
    },
    { source: 'email' },
  ],
  selectionParam: 'userID',
  create: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'defaultAppID'],
  edit: ['firstName', 'lastName', 'email', 'phone', 'organizationID', 'defaultAppID', 'active'],
  delete: { text: 'app.users.deleteConfirm' },
  successHideMs: SUCCESS_HIDE_LONG_MS,
  recordTitle: fullNameOf,
  dimmed: (user) => !user.active,
  search: {
    keyword: 'users',
    metadata: { service: 'account', path: '/users/searchMetadata' },
    csv: { service: 'account', path: '/users/csv' },
  },
  // The file drop overlay is page-wide; the toolbar slot only mounts it with the list.
  slots: { detail: UserDetail, create: UserCreateForm, toolbar: [FileDropOverlay] },
});

/**
 * The alternate admin panel (spec 1: "Alternate admin panel variant", 340 px): tabs General (name,
 * e-mail, default app), Groups (membership) and Danger (change password, active toggle, delete after
 * typing the full name). Use it by registering this definition instead of `users` in
 * resources/index.ts; everything else (list, search, create) is the same.
 */
export const usersAdminVariant: ResourceDefinition = {
  ...users,
  edit: ['firstName', 'lastName', 'email', 'defaultAppID'],
  delete: { text: 'app.users.deleteConfirm', typed: ['firstName', 'lastName'] },
  slots: { ...users.slots, detail: UserAdminPanel },
};
