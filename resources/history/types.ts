import type { RaRecord } from 'react-admin';
import type { HistoryEntry as PlatformHistoryEntry } from '@contract/types';

/** An entry of the platform's history (contract/types.ts), as a react-admin record. */
export type HistoryEntry = PlatformHistoryEntry & RaRecord;

/** The kinds of records the platform keeps a history of (its collections but sessions, secrets and mail). */
export const RECORDED = [
  'users',
  'accessTokens',
  'groups',
  'userGroups',
  'serviceNames',
  'roles',
  'rules',
  'groupRoles',
  'apps',
  'groupApps',
  'organizations',
  'organizationUsers',
  'organizationGroups',
  'events',
  'settings',
  'templates',
  'searchPresets',
] as const;

/** Newest first: ids only grow. */
export const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
