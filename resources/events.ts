import { createElement } from 'react';
import MethodChip from '@/engine/cells/MethodChip';
import RelativeDate from '@/engine/cells/RelativeDate';
import { RULE_METHODS } from './rules';
import { defineResource } from './define';

/** Unity events (/events, spec 2): newest first, resolved rows greyed, a Test OPA button. */
export const events = defineResource({
  name: 'events',
  endpoint: { service: 'unity', path: '/events', dateFields: ['dateCreated'] },
  route: '/events',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'name', label: 'app.resources.fields.name', type: 'text', required: true, createOnly: true },
    {
      source: 'method',
      label: 'app.resources.rules.method',
      type: 'select',
      defaultValue: 'GET',
      createOnly: true,
      choices: RULE_METHODS.map((m) => ({ id: m, label: m, literal: true })),
    },
    { source: 'resource', label: 'app.resources.events.resource', type: 'text', createOnly: true },
    { source: 'status', label: 'app.resources.events.status', type: 'int', createOnly: true },
    { source: 'errorCode', label: 'app.resources.events.errorCode', type: 'text', readOnly: true },
    { source: 'description', label: 'app.resources.fields.description', type: 'multiline', createOnly: true },
    { source: 'module', label: 'app.resources.events.module', type: 'text', readOnly: true },
    { source: 'dateCreated', label: 'app.resources.events.dateCreated', type: 'date', readOnly: true },
    { source: 'userEmail', label: 'app.resources.fields.email', type: 'email', readOnly: true },
    { source: 'userUUID', label: 'app.resources.events.userUUID', type: 'text', readOnly: true },
    { source: 'ipAddress', label: 'app.resources.events.ipAddress', type: 'text', readOnly: true },
    { source: 'userAgent', label: 'app.resources.events.userAgent', type: 'text', readOnly: true },
    { source: 'stack', label: 'app.resources.events.stack', type: 'multiline', readOnly: true },
    { source: 'resolved', label: 'app.resources.events.resolved', type: 'bool' },
    { source: 'comments', label: 'app.resources.events.comments', type: 'multiline' },
  ],
  columns: [
    {
      source: 'resource',
      label: 'app.resources.events.call',
      render: ({ record, highlight }) =>
        createElement('span', null, createElement(MethodChip, { method: record.method }), ' ', highlight(record.resource)),
    },
    { source: 'status' },
    {
      source: 'dateCreated',
      label: 'app.resources.events.date',
      render: ({ record }) => createElement(RelativeDate, { value: record.dateCreated }),
    },
  ],
  sort: { field: 'dateCreated', order: 'DESC' },
  selectionParam: 'eventID',
  actions: [{ label: 'app.resources.events.testOpa', call: { service: 'unity', method: 'GET', path: '/events/testOpa' } }],
  dimmed: (record) => Boolean(record.resolved),
  create: ['name', 'method', 'resource', 'status', 'description'],
  edit: [
    'resolved',
    'comments',
    'method',
    'resource',
    'status',
    'errorCode',
    'description',
    'module',
    'dateCreated',
    'userEmail',
    'userUUID',
    'ipAddress',
    'userAgent',
    'stack',
  ],
  delete: {},
  search: { keyword: 'events', metadata: { service: 'unity', path: '/events/searchMetadata' } },
});
