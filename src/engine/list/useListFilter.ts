import { useMemo, useState } from 'react';
import type { FilterPayload, Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FILTERS_PARAM, parseFilters } from '@/search/filterParam';
import type { ResourceDefinition } from '../types';

/**
 * The list's react-admin filter: the search bar's filters (the `filters` query parameter) plus the
 * selected list tab, as `{ filters: [...] }`, which the adapter sends as it is.
 */
export function useListFilter(definition: ResourceDefinition) {
  const [params] = useSearchParams();
  const filtersText = params.get(FILTERS_PARAM);
  const [tab, setTab] = useState<Identifier>();
  const tabs = definition.listTabs;
  const filter = useMemo<FilterPayload>(() => {
    const filters = parseFilters(filtersText);
    if (tabs && tab !== undefined) filters.push({ name: tabs.source, comparison: 'eq', value: tab as number });
    return filters.length ? { filters } : {};
  }, [filtersText, tabs, tab]);
  return { filter, tab, setTab };
}
