import { createElement } from 'react';
import { RULE_TOAST_MS } from '@/constants';
import MethodChip from '@/engine/cells/MethodChip';
import { defineResource } from '@resources/define';

/**
 * Rules (Rules dialog, a role's Rules tab and /opa, spec 2): no page of their own; the role's Rules tab, the Rules dialog and the policy editor (src/opa/) show them.
 * The method is chosen with the four coloured badges.
 */
export default defineResource({
  name: 'rules',
  endpoint: { service: 'account', path: '/rules' },
  fields: [
    { source: 'path', type: 'text', required: true },
    { source: 'method', type: 'method', required: true, defaultValue: 'GET' },
    { source: 'roleID', type: 'reference', required: true, reference: { resource: 'roles' } },
  ],
  columns: [
    { source: 'method', render: ({ record }) => createElement(MethodChip, { method: record.method }) },
    { source: 'path' },
    { source: 'roleName' },
  ],
  selectionParam: 'ruleID',
  create: ['path', 'method', 'roleID'],
  edit: ['path', 'method'],
  delete: { text: 'app.resources.rules.deleteConfirm' },
  successHideMs: RULE_TOAST_MS,
});

export { messages } from './messages';
export { calls } from './calls';
