import type { ListQuery } from '@/engine/types';

/** Locks in force are few (each a full window of wrong tries): the page shows them all, soonest lifted first. */
const LOCKS_LIMIT = 500;

/** The lockouts page's list (GET /account/lockouts): every lock in force. */
export const lockoutsQuery: ListQuery = {
  resource: 'lockouts',
  params: {
    pagination: { page: 1, perPage: LOCKS_LIMIT },
    sort: { field: 'lockedUntil', order: 'ASC' },
    filter: {},
    meta: undefined,
  },
};
