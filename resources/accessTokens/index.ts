import { defineResource } from '@resources/define';

/** Access tokens (My Account, engineer "account"): listed and revoked there, not through the engine. */
export default defineResource({
  name: 'accessTokens',
  endpoint: { service: 'account', path: '/accessTokens' },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'userName', type: 'text', readOnly: true },
    { source: 'createdAt', type: 'date', readOnly: true },
    { source: 'validTo', type: 'date', readOnly: true },
  ],
  columns: [{ source: 'name' }, { source: 'userName' }, { source: 'createdAt' }, { source: 'validTo' }],
  selectionParam: 'accessTokenID',
  delete: {},
});

export { messages } from './messages';
export { calls } from './calls';
