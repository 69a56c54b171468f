import { defineResource } from './define';

/**
 * Members and invitations of an organization: no page of their own. The organization's Users tab
 * (src/organizations) reads and writes them through its api.ts; this names the resource and its texts.
 */
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
