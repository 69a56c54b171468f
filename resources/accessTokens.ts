import { defineResource } from './define';

/** Access tokens (My Account, engineer "account"): listed and revoked there, not through the engine. */
export const accessTokens = defineResource({
  name: 'accessTokens',
  endpoint: { service: 'account', path: '/accessTokens', dateFields: ['createdAt', 'validTo'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true },
    { source: 'userName', label: 'app.resources.accessTokens.userName', type: 'text', readOnly: true },
    { source: 'createdAt', label: 'app.resources.accessTokens.createdAt', type: 'date', readOnly: true },
    { source: 'validTo', label: 'app.resources.accessTokens.validTo', type: 'date', readOnly: true },
  ],
  columns: [{ source: 'name' }, { source: 'userName' }, { source: 'createdAt' }, { source: 'validTo' }],
  selectionParam: 'accessTokenID',
  delete: {},
});
