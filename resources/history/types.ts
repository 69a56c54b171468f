import type { RaRecord } from 'react-admin';

/** One field of a history entry: its value before and after (null before a creation, after a removal). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry of the platform's history (fixtures/server/README.md, "History"). */
export interface HistoryEntry extends RaRecord {
  id: number;
  at: string;
  actorID: number;
  actorEmail: string;
  asUserID: number;
  asUserEmail: string;
  viaToken: boolean;
  service: string;
  method: string;
  path: string;
  runID: string;
  resource: string;
  recordID: number;
  action: 'create' | 'update' | 'delete';
  about: string[];
  changes: FieldChange[];
  summary: string;
}

/** The kinds of records the platform keeps a history of (its collections but sessions, secrets and mail). */
export const RECORDED = [
  'users', 'accessTokens', 'groups', 'userGroups', 'serviceNames', 'roles', 'rules', 'groupRoles', 'apps',
  'groupApps', 'organizations', 'organizationUsers', 'organizationGroups', 'events', 'settings', 'templates',
  'searchPresets',
] as const;

/** The columns of the CSV export, every flat field of an entry. */
export const HISTORY_CSV_COLUMNS = [
  'id', 'at', 'actorEmail', 'asUserEmail', 'viaToken', 'service', 'method', 'path', 'runID', 'resource',
  'recordID', 'action', 'summary',
];

/** Newest first: ids only grow. */
export const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
