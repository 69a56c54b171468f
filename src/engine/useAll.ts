import { useGetList, type RaRecord } from 'react-admin';
import type { Filter } from '@contract/filters';

/**
 * Every record of a policy list at once (a service's roles, a role's rules): the policy views filter,
 * group and virtualise on the page, so they hold the whole list rather than a page of it. Far above
 * what a role or service holds (the benchmark data: 300 roles, 3,000 rules).
 */
export const ALL_RECORDS = 10_000;

export function useAll<R extends RaRecord = RaRecord>(
  resource: string,
  filters: Filter[] | undefined,
  sortField = 'name',
) {
  return useGetList<R>(
    resource,
    {
      pagination: { page: 1, perPage: ALL_RECORDS },
      sort: { field: sortField, order: 'ASC' },
      filter: filters?.length ? { filters } : {},
    },
    // No filters given means nothing is chosen yet: nothing to ask.
    { enabled: filters !== undefined },
  );
}

/** `{name} eq {value}`, or undefined (nothing to ask) while the value is not chosen. */
export const whereEq = (name: string, value: RaRecord['id'] | undefined): Filter[] | undefined =>
  value === undefined ? undefined : [{ name, comparison: 'eq', value: value }];
