import { defineResource } from '@resources/define';

/**
 * Members and invitations of an organization: no page of their own. The organization's Users tab
 * (resources/organizations) reads and writes them; this names the resource and its texts.
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

export { messages } from './messages';
