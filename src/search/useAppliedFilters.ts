import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Filter } from '@/platform/types';
import { FILTERS_PARAM, parseFilters, serializeFilters } from './filterParam';

/**
 * The applied filters live in the `filters` query parameter, so a search survives a reload and can be
 * shared as a link; the engine reads the same parameter to query the list.
 */
export function useAppliedFilters(): [Filter[], (filters: Filter[]) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get(FILTERS_PARAM);
  const filters = useMemo(() => parseFilters(text), [text]);

  const apply = useCallback(
    (next: Filter[]) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const serialized = serializeFilters(next);
        if (serialized) updated.set(FILTERS_PARAM, serialized);
        else updated.delete(FILTERS_PARAM);
        // A new search starts on its first page.
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return [filters, apply];
}
