import type { GetListParams, Identifier } from 'react-admin';
import { accessCheckFor } from '@/auth/access';
import { PAGE_SIZE } from '@/constants';
import type { AccessCheck } from '@/platform/types';
import type { Filter } from '@/filters/types';
import type { ResourceDefinition } from '../types';
import { listFilterOf } from './useListFilter';

/** react-admin's sort when a list names none (useListController's default). */
const REACT_ADMIN_DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

/**
 * The first page of a resource's list as ResourceList asks react-admin for it (useListController, then
 * useGetList): its parameters and its react-query key. Start-up fetches it with this key before the page
 * renders (src/routes/prefetch.ts), so the list finds it, arrived or on its way, instead of asking again.
 */
export function firstPageQuery(definition: ResourceDefinition, applied: Filter[], tab?: Identifier) {
  const params: GetListParams = {
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: definition.sort ?? REACT_ADMIN_DEFAULT_SORT,
    filter: listFilterOf(definition, applied, tab),
    meta: undefined,
  };
  return { params, queryKey: [definition.name, 'getList', params] as const };
}

/** The access checks a list's page asks as it shows: its add button about creating, a list with deletion about deleting. */
export function firstPageChecks(definition: ResourceDefinition): AccessCheck[] {
  const checks: AccessCheck[] = [];
  if (definition.create) checks.push(accessCheckFor(definition.endpoint, 'create'));
  if (definition.delete) checks.push(accessCheckFor(definition.endpoint, 'delete'));
  return checks;
}
