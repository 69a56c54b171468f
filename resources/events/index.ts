import { createElement } from 'react';
import { preloadable } from '@/ui/preloadable';
import HubIcon from '@mui/icons-material/Hub';
import { EVENT_LOG_READERS } from '@/auth/readers';
import { METHODS } from '@contract/types';
import MethodChip from '@/engine/cells/MethodChip';
import RelativeDate from '@/engine/cells/RelativeDate';
import type { SlotProps } from '@/engine/types';
import { defineResource } from '@resources/define';

const LiveEvents = preloadable(() => import('./LiveEvents'));
const EventsExport = preloadable(() => import('./EventsExport'));
// An event's name in the person's language (issue 64), in the live list's chunk (LiveEvents.tsx says why).
const EventTitle = preloadable<SlotProps>(() => import('./LiveEvents').then((live) => ({ default: live.EventTitle })));

/**
 * Unity events (/events, spec 2): newest first, resolved rows greyed, a Test OPA button, and new events
 * arriving over the realtime channel (LiveEvents); a time range exported as CSV or JSON Lines (EventsExport, issue
 * 40). The superadmin and the auditor open it; what each may do on it is the platform's answer (canAccess). An
 * event's detail is headed by its name in the person's language (EventTitle, issue 64).
 */
export default defineResource({
  name: 'events',
  endpoint: { service: 'unity', path: '/events' },
  route: '/events',
  roles: EVENT_LOG_READERS,
  menu: { icon: HubIcon, order: 60, label: 'app.resources.events.menu' },
  fields: [
    { source: 'name', type: 'text', required: true, createOnly: true },
    {
      source: 'method',
      type: 'select',
      defaultValue: 'GET',
      createOnly: true,
      choices: METHODS.map((m) => ({ id: m, label: m, literal: true })),
    },
    { source: 'resource', type: 'text', createOnly: true },
    { source: 'status', type: 'int', createOnly: true },
    { source: 'errorCode', type: 'text', readOnly: true },
    { source: 'description', type: 'multiline', createOnly: true },
    { source: 'module', type: 'text', readOnly: true },
    { source: 'dateCreated', type: 'date', readOnly: true },
    { source: 'userEmail', type: 'email', readOnly: true },
    { source: 'userUUID', type: 'text', readOnly: true },
    { source: 'ipAddress', type: 'text', readOnly: true },
    { source: 'userAgent', type: 'text', readOnly: true },
    { source: 'stack', type: 'multiline', readOnly: true },
    { source: 'resolved', type: 'bool' },
    { source: 'comments', type: 'multiline' },
  ],
  columns: [
    {
      source: 'resource',
      label: 'app.resources.events.call',
      render: ({ record, highlight }) =>
        createElement(
          'span',
          null,
          createElement(MethodChip, { method: record.method }),
          ' ',
          highlight(record.resource),
        ),
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
  actions: [
    { label: 'app.resources.events.testOpa', call: { service: 'unity', method: 'GET', path: '/events/testOpa' } },
  ],
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
  rangeExport: { service: 'unity', path: '/events/export' },
  slots: { toolbar: [LiveEvents, EventsExport], title: EventTitle },
});

export { messages } from './messages';
