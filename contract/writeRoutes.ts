/**
 * The routes a record of each kind is changed, removed and made through (issue 39: undo any change), written
 * once for the development API, whose gate decides with them who may revert a history entry
 * (fixtures/server/gate/writable.ts), and for the console, which offers Revert only to whom the platform's
 * rules allow that write (resources/history/). A kind or an action without a route here is not revertible:
 * credentials and personal rows (access tokens, second factors, search presets, organization memberships
 * with their invitations), and the creation or removal of records whose own routes do more than make or
 * remove one row (a service name takes its roles and rules with it).
 */
import type { HistoryEntry, Method, Service } from './types';

/** What a history entry holds in place of a secret's value (a password hash, a token): it changed, never what it was. */
export const HISTORY_MASK = '********';

/** A record as the routes see it: its id and whatever fields are known of it (a row, or an entry's values). */
export type RecordValues = { id: number } & Record<string, unknown>;

export interface WriteRoute {
  service: Service;
  /** `PUT` of the record (its fields an update reverts). */
  update?: (id: number) => string;
  /** `DELETE` of the record (reverting its creation). */
  remove?: (row: RecordValues) => string;
  /** `POST` that makes the record (reverting its removal), with the body that call would send. */
  create?: (row: RecordValues) => { path: string; body: Record<string, unknown> };
}

const byId = (path: string) => (id: number) => `${path}/${id}`;
const rowById = (path: string) => (row: RecordValues) => `${path}/${row.id}`;
const pick = (row: RecordValues, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => row[f] !== undefined).map((f) => [f, row[f]]));

export const WRITE_ROUTES: Partial<Record<string, WriteRoute>> = {
  users: {
    service: 'account',
    update: byId('/users'),
    remove: rowById('/users'),
    create: (row) => ({ path: '/users', body: pick(row, ['firstName', 'lastName', 'email', 'defaultAppID']) }),
  },
  groups: {
    service: 'account',
    update: byId('/groups'),
    remove: rowById('/groups'),
    create: (row) => ({ path: '/groups', body: pick(row, ['name', 'default', 'requireSecondFactor']) }),
  },
  // A membership's end (issue 62) is its one field an update changes.
  userGroups: {
    service: 'account',
    update: byId('/userGroups'),
    remove: rowById('/userGroups'),
    create: (row) => ({ path: `/users/${row.userID}/groups`, body: pick(row, ['groupID', 'endsAt']) }),
  },
  groupRoles: {
    service: 'account',
    remove: rowById('/groupRoles'),
    create: (row) => ({ path: `/groups/${row.groupID}/roles`, body: { roleID: row.roleID } }),
  },
  groupApps: {
    service: 'account',
    remove: rowById('/groupApps'),
    create: (row) => ({ path: '/groupApps', body: { groupID: row.groupID, appID: row.appID } }),
  },
  organizationGroups: {
    service: 'account',
    remove: rowById('/organizationGroups'),
    create: (row) => ({
      path: '/organizationGroups',
      body: { groupID: row.groupID, organizationID: row.organizationID },
    }),
  },
  roles: { service: 'account', update: byId('/roles') },
  rules: { service: 'account', update: byId('/rules') },
  serviceNames: { service: 'account', update: byId('/serviceNames') },
  apps: { service: 'account', update: byId('/apps') },
  organizations: { service: 'account', update: byId('/organizations') },
  // A provider's fields only: its client secret is never in the history, and its people's links go with it.
  identityProviders: { service: 'account', update: byId('/identityProviders') },
  // A domain removed comes back unverified; one made again must still be no other organization's.
  organizationDomains: {
    service: 'account',
    update: byId('/organizationDomains'),
    remove: (row) => `/organizations/${row.organizationID}/domains/${row.id}`,
    create: (row) => ({ path: `/organizations/${row.organizationID}/domains`, body: { domain: row.domain } }),
  },
  settings: { service: 'account', update: byId('/settings') },
  templates: { service: 'account', update: byId('/templates') },
  events: { service: 'unity', update: byId('/events') },
};

/** The write that reverts an entry: its method, service, path and body; undefined when it has none. */
export interface RevertWrite {
  method: Method;
  service: Service;
  path: string;
  body?: Record<string, unknown>;
}

/**
 * The write that reverts `entry` through the record's own route, given the record as it would be written
 * (`values`: the fields an update writes back, or the record removed or made again); undefined when the
 * entry's kind or action is not revertible.
 */
export function revertWrite(
  entry: Pick<HistoryEntry, 'resource' | 'recordID' | 'action'>,
  values: Record<string, unknown>,
): RevertWrite | undefined {
  const route = WRITE_ROUTES[entry.resource];
  if (!route) return undefined;
  const { service } = route;
  if (entry.action === 'update')
    return route.update && { method: 'PUT', service, path: route.update(entry.recordID), body: values };
  const row = { ...values, id: entry.recordID };
  if (entry.action === 'create') return route.remove && { method: 'DELETE', service, path: route.remove(row) };
  const made = route.create?.(row);
  return made && { method: 'POST', service, ...made };
}

/** An entry's record as a revert removes or makes it again: the values after a creation, before a removal. */
export function recordOfEntry(entry: Pick<HistoryEntry, 'action' | 'changes'>): Record<string, unknown> {
  return Object.fromEntries(entry.changes.map((c) => [c.field, entry.action === 'delete' ? c.before : c.after]));
}
