import type { GetListParams, Identifier } from 'react-admin';
import { PAGE_SIZE } from '@/constants';
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
