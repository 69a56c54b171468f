import { createElement } from 'react';
import MethodChip from '@/engine/cells/MethodChip';
import { METHODS } from '@/platform/types';
import { defineResource } from './define';

/** Rules (Rules dialog and /opa, spec 2): no page of their own. */
export default defineResource({
  name: 'rules',
  endpoint: { service: 'account', path: '/rules' },
  fields: [
    { source: 'path', type: 'text', required: true },
    {
      source: 'method',
      type: 'select',
      required: true,
      defaultValue: 'GET',
      choices: METHODS.map((m) => ({ id: m, label: m, literal: true })),
    },
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
});
