import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { defineResource, textsOf } from './define';

/** Placeholder written by engineer "engine" so resources/index.ts compiles; engineer "users" owns this file. */
export const users = defineResource({
  name: 'users',
  endpoint: { service: 'account', path: '/users', dateFields: ['createdAt', 'updatedAt'] },
  route: '/users',
  texts: textsOf('users', 'users'),
  access: { account: ['superadmin'] },
  fields: [
    { source: 'firstName', label: 'app.users.firstName', type: 'text', required: true },
    { source: 'lastName', label: 'app.users.lastName', type: 'text', required: true },
    { source: 'email', label: 'app.users.email', type: 'email', required: true },
  ],
  columns: [{ source: 'firstName' }, { source: 'lastName' }, { source: 'email' }],
  selectionParam: 'userID',
  create: ['firstName', 'lastName', 'email'],
  edit: ['firstName', 'lastName', 'email'],
  delete: { text: 'app.users.deleteConfirm' },
  successHideMs: SUCCESS_HIDE_LONG_MS,
  search: {
    keyword: 'users',
    metadata: { service: 'account', path: '/users/searchMetadata' },
    csv: { service: 'account', path: '/users/csv' },
  },
});
