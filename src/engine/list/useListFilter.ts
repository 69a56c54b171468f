import { useMemo, useState } from 'react';
import type { FilterPayload, Identifier } from 'react-admin';
import type { Filter } from '@/filters/types';
import type { ResourceDefinition } from '../types';

/**
 * The list's react-admin filter: the applied filters (the search bar's, from the address) plus the
 * selected list tab, as `{ filters: [...] }`, the one form the adapter sends to the platform.
 */
export function useListFilter(definition: ResourceDefinition, applied: Filter[]) {
  const [tab, setTab] = useState<Identifier>();
  const filter = useMemo(() => listFilterOf(definition, applied, tab), [definition, applied, tab]);
  return { filter, tab, setTab };
}

/** The react-admin filter of the applied filters and the selected tab (start-up asks the same, firstPage.ts). */
export function listFilterOf(definition: ResourceDefinition, applied: Filter[], tab?: Identifier): FilterPayload {
  const tabs = definition.listTabs;
  const filters = [...applied];
  if (tabs && tab !== undefined) filters.push({ name: tabs.source, comparison: 'eq', value: tab as number });
  return filters.length ? { filters } : {};
}
