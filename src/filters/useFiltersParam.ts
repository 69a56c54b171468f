import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import { FILTERS_PARAM, parseFilters, serializeFilters } from './codec';
import type { Filter } from '@contract/filters';

/**
 * The applied filters live in the `filters` query parameter, so a search survives a reload and can be
 * shared as a link. The list page reads it here, once per render, and hands it to its search bar.
 */
export function useFiltersParam(): [Filter[], (filters: Filter[]) => void] {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const text = params.get(FILTERS_PARAM);
  const filters = useMemo(() => parseFilters(text), [text]);

  const apply = useCallback(
    (next: Filter[]) =>
      update((params) => {
        const serialized = serializeFilters(next);
        if (serialized) params.set(FILTERS_PARAM, serialized);
        else params.delete(FILTERS_PARAM);
        // A new search starts on its first page.
        params.delete('page');
      }),
    [update],
  );

  return [filters, apply];
}
