import { defineResource } from './define';

/** Members and invitations of an organization (organization panel, later issue): no page of their own. */
export const organizationUsers = defineResource({
  name: 'organizationUsers',
  endpoint: { service: 'account', path: '/organizationUsers' },
  access: { account: ['superadmin'] },
  fields: [
    { source: 'inviteEmail', label: 'app.resources.fields.email', type: 'email', required: true },
    { source: 'firstName', label: 'app.resources.organizationUsers.firstName', type: 'text', readOnly: true },
    { source: 'lastName', label: 'app.resources.organizationUsers.lastName', type: 'text', readOnly: true },
    { source: 'instantJoin', label: 'app.resources.organizationUsers.instantJoin', type: 'bool' },
  ],
  columns: [{ source: 'firstName' }, { source: 'lastName' }, { source: 'inviteEmail' }],
  selectionParam: 'organizationUserID',
  recordTitle: 'inviteEmail',
  delete: {},
});
