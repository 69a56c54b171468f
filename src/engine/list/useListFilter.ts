import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Identifier } from 'react-admin';
import type { Filter } from '@/filters/types';
import type { ResourceDefinition } from '../types';
import { firstPageQuery, tabOf } from './firstPage';

/**
 * The list's first page (firstPage.ts) for the applied filters (the search bar's, from the address) and
 * the selected list tab, and the way to select a tab. The selected tab lives in the address under the
 * tab's `source` (`/roles?serviceNameID=2`), so a reload or a shared link shows the same tab; the All
 * tab is no parameter.
 */
export function useListFilter(definition: ResourceDefinition, applied: Filter[]) {
  const tabs = definition.listTabs;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(definition, params);

  const setTab = useCallback(
    (next?: Identifier) => {
      if (!tabs) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined) updated.delete(tabs.source);
        else updated.set(tabs.source, String(next));
        return updated;
      });
    },
    [tabs, setParams],
  );

  const first = useMemo(() => firstPageQuery(definition, applied, tab), [definition, applied, tab]);
  return { first, tab, setTab };
}
