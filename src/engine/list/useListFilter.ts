import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterPayload, Identifier } from 'react-admin';
import type { Filter } from '@/filters/types';
import type { ResourceDefinition } from '../types';
import { toId } from '../useSelection';

/**
 * The list's react-admin filter: the applied filters (the search bar's, from the address) plus the
 * selected list tab, as `{ filters: [...] }`, the one form the adapter sends to the platform.
 * The selected tab lives in the address under the tab's `source` (`/roles?serviceNameID=2`), so a
 * reload or a shared link shows the same tab; the All tab is no parameter.
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

  const filter = useMemo(() => listFilterOf(definition, applied, tab), [definition, applied, tab]);
  return { filter, tab, setTab };
}

/** The selected list tab of an address's query (none: the All tab). */
export function tabOf(definition: ResourceDefinition, params: URLSearchParams): Identifier | undefined {
  return definition.listTabs ? toId(params.get(definition.listTabs.source)) : undefined;
}

/** The react-admin filter of the applied filters and the selected tab (start-up asks the same, firstPage.ts). */
export function listFilterOf(definition: ResourceDefinition, applied: Filter[], tab?: Identifier): FilterPayload {
  const tabs = definition.listTabs;
  const filters = [...applied];
  if (tabs && tab !== undefined) filters.push({ name: tabs.source, comparison: 'eq', value: tab as number });
  return filters.length ? { filters } : {};
}
