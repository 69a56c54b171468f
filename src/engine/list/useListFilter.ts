import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Identifier, SortPayload } from 'react-admin';
import type { Filter } from '@contract/filters';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import type { ResourceDefinition } from '../types';
import { firstPageQuery, ORDER_PARAM, SORT_PARAM, sortOf, tabOf } from './firstPage';

/**
 * The list's first page (firstPage.ts) for the applied filters (the search bar's, from the address) and
 * the selected list tab, and the way to select a tab. The selected tab lives in the address under the
 * tab's `source` (`/roles?serviceNameID=2`), so a reload or a shared link shows the same tab; the All
 * tab is no parameter. The sort lives there too, as react-admin's lists keep it (`?sort=name&order=ASC`,
 * issue 42): a reload, a shared link and the Back button keep it.
 */
export function useListFilter(definition: ResourceDefinition, applied: Filter[]) {
  const tabs = definition.listTabs;
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const tab = tabOf(definition, params);
  const { field, order } = sortOf(definition, params) ?? {};
  // One object per sort, so that the first page is made again only when the sort changes.
  const sort = useMemo(() => (field && order ? { field, order } : undefined), [field, order]);

  const setTab = useCallback(
    (next?: Identifier) => {
      if (!tabs) return;
      update((params) => {
        if (next === undefined) params.delete(tabs.source);
        else params.set(tabs.source, String(next));
      });
    },
    [tabs, update],
  );

  const setSort = useCallback(
    (next: SortPayload) =>
      update((params) => {
        params.set(SORT_PARAM, next.field);
        params.set(ORDER_PARAM, next.order);
      }),
    [update],
  );

  const first = useMemo(() => firstPageQuery(definition, applied, tab, sort), [definition, applied, tab, sort]);
  return { first, tab, setTab, setSort };
}
