import { defineResource } from './define';

/** Members and invitations of an organization (organization panel, later issue): no page of their own. */
export default defineResource({
  name: 'organizationUsers',
  endpoint: { service: 'account', path: '/organizationUsers' },
  fields: [
    { source: 'inviteEmail', type: 'email', required: true },
    { source: 'firstName', type: 'text', readOnly: true },
    { source: 'lastName', type: 'text', readOnly: true },
    { source: 'instantJoin', type: 'bool' },
  ],
  columns: [{ source: 'firstName' }, { source: 'lastName' }, { source: 'inviteEmail' }],
  selectionParam: 'organizationUserID',
  recordTitle: 'inviteEmail',
  delete: {},
});
