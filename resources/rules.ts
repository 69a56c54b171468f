import { createElement } from 'react';
import MethodChip from '@/engine/cells/MethodChip';
import { defineResource } from './define';

/** The four methods of a rule (spec 2 section 9). */
export const RULE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Rules (Rules dialog and /opa, spec 2): no page of their own. */
export const rules = defineResource({
  name: 'rules',
  endpoint: { service: 'account', path: '/rules' },
  access: { account: ['superadmin'] },
  fields: [
    { source: 'path', label: 'app.resources.rules.path', type: 'text', required: true },
    {
      source: 'method',
      label: 'app.resources.rules.method',
      type: 'select',
      required: true,
      defaultValue: 'GET',
      choices: RULE_METHODS.map((m) => ({ id: m, label: m, literal: true })),
    },
    {
      source: 'roleID',
      label: 'app.resources.rules.role',
      type: 'reference',
      required: true,
      reference: { resource: 'roles' },
    },
  ],
  columns: [
    { source: 'method', render: ({ record }) => createElement(MethodChip, { method: record.method }) },
    { source: 'path' },
    { source: 'roleName', label: 'app.resources.rules.role' },
  ],
  selectionParam: 'ruleID',
  create: ['path', 'method', 'roleID'],
  edit: ['path', 'method'],
  delete: { text: 'app.resources.rules.deleteConfirm' },
});
