import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTERS_PARAM, parseFilters, serializeFilters } from './codec';
import type { Filter } from './types';

/**
 * The applied filters live in the `filters` query parameter, so a search survives a reload and can be
 * shared as a link. The list page reads it here, once per render, and hands it to its search bar.
 */
export function useFiltersParam(): [Filter[], (filters: Filter[]) => void] {
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
