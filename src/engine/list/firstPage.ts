import type { FilterPayload, GetListParams, Identifier, SortPayload } from 'react-admin';
import { accessCheckFor } from '@/auth/access';
import { PAGE_SIZE } from '@/constants';
import type { Filter } from '@contract/filters';
import { callKey } from '@/platform/queryKeys';
import type { AccessCheck } from '@contract/types';
import { toId } from '../addressId';
import type { ResourceDefinition } from '../types';

/** react-admin's sort when a list names none (useListController's default), said here so the list and start-up agree. */
const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

/** What a list's page asks first: its first page's parameters and react-query key, and its access checks. */
export interface FirstPageQuery {
  params: GetListParams;
  queryKey: readonly unknown[];
  checks: AccessCheck[];
}

/**
 * The first page of a resource's list, made in this one place for the three that ask for it: start-up
 * (src/main.tsx, through src/routes/prefetch.ts) fetches it under this key before the page renders, and
 * the list (ResourceList) asks react-admin for exactly these parameters, so it finds the page arrived
 * or on its way instead of asking again. The data provider makes the address from the parameters;
 * tests/unit/first-page.test.tsx proves that start-up and the list send the same request under the
 * same key, and that the list asks nothing again after start-up.
 */
export function firstPageQuery(
  definition: ResourceDefinition,
  applied: Filter[],
  tab?: Identifier,
  sort?: SortPayload,
): FirstPageQuery {
  const params: GetListParams = {
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: sort ?? definition.sort ?? DEFAULT_SORT,
    filter: listFilterOf(definition, applied, tab),
    meta: undefined,
  };
  return { params, queryKey: callKey(definition.name, 'getList', params), checks: firstPageChecks(definition) };
}

/**
 * The access checks a list's page asks as it shows: its add button about creating (ResourcePage),
 * react-admin's DataTable about deleting when the list has bulk actions (it asks whenever its
 * bulkActionButtons are not `false`, with no record: the check's path is accessCheckFor's), its actions'
 * buttons about their calls (ListActions) and its Export about its stream (RangeExportButton).
 */
function firstPageChecks(definition: ResourceDefinition): AccessCheck[] {
  const checks: AccessCheck[] = [];
  if (definition.create) checks.push(accessCheckFor(definition.endpoint, 'create'));
  if (definition.slots?.bulk) checks.push(accessCheckFor(definition.endpoint, 'delete'));
  for (const action of definition.actions ?? []) checks.push(action.call);
  if (definition.rangeExport) checks.push({ method: 'GET', ...definition.rangeExport });
  return checks;
}

/**
 * The list's react-admin filter: the applied filters (the search bar's, from the address) plus the
 * selected list tab, as `{ filters: [...] }`, the one form the adapter sends to the platform.
 */
function listFilterOf(definition: ResourceDefinition, applied: Filter[], tab?: Identifier): FilterPayload {
  const tabs = definition.listTabs;
  const filters = [...applied];
  if (tabs && tab !== undefined) filters.push({ name: tabs.source, comparison: 'eq', value: tab });
  return filters.length ? { filters } : {};
}

/** The address parameters of a list's sort, as react-admin's own lists keep it (`?sort=name&order=ASC`). */
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

/**
 * The sort an address's query asks for (issue 42): a sortable column's field and ASC or DESC; anything
 * else is no sort (the definition's default applies).
 */
export function sortOf(definition: ResourceDefinition, params: URLSearchParams): SortPayload | undefined {
  const field = params.get(SORT_PARAM);
  const order = params.get(ORDER_PARAM);
  if (!field || (order !== 'ASC' && order !== 'DESC')) return undefined;
  const sortable = definition.columns.some((c) => c.source === field && c.sortable !== false);
  return sortable ? { field, order } : undefined;
}

/** The selected list tab of an address's query (none: the All tab). */
export function tabOf(definition: ResourceDefinition, params: URLSearchParams): Identifier | undefined {
  return definition.listTabs ? toId(params.get(definition.listTabs.source)) : undefined;
}
