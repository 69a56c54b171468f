import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useDataProvider,
  type FilterPayload,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { SELECT_ALL_CONCURRENCY, SELECT_ALL_LIMIT, SELECT_ALL_PAGE_SIZE } from '@/constants';
import type { ListSelection } from '../types';
import { useLatest } from '@/hooks/useLatest';

/** How far "Select all N matching" has got. */
export interface SelectingProgress {
  fetched: number;
  of: number;
}

/**
 * The selection of a list, on react-admin's (the list controller's `selectedIds`, kept across pages,
 * toggled by the DataTable's checkboxes), plus what react-admin lacks: every record matching the filters
 * fetched page by page from the server (up to SELECT_ALL_LIMIT), the selected records kept for the bulk
 * actions, and the selection emptied when the filters change.
 */
export function useListSelection(resource: string, controller: ListControllerResult, filter: FilterPayload) {
  const dataProvider = useDataProvider();
  const { selectedIds, onSelect, data, total, refetch } = controller;
  const kept = useRef(new Map<string, RaRecord>());
  const [selecting, setSelecting] = useState<SelectingProgress>();
  const running = useRef<AbortController>(undefined);

  // The records of every page shown, for the actions on the selection.
  useEffect(() => {
    for (const record of data ?? []) kept.current.set(String(record.id), record);
  }, [data]);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = undefined;
    setSelecting(undefined);
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  // Other filters, other records: the selection goes, and so does a Select all under way.
  const filterKey = JSON.stringify(filter);
  const selectedFor = useRef(filterKey);
  useEffect(() => {
    if (selectedFor.current === filterKey) return;
    selectedFor.current = filterKey;
    stop();
    onSelect([]);
  }, [filterKey, onSelect, stop]);

  const matching = Math.min(total ?? 0, SELECT_ALL_LIMIT);

  const selectAll = useCallback(async () => {
    stop();
    const abort = new AbortController();
    running.current = abort;
    const pages = Math.ceil(matching / SELECT_ALL_PAGE_SIZE);
    const found: RaRecord[][] = [];
    let next = 1;
    let fetched = 0;
    setSelecting({ fetched, of: matching });
    // Sorted by id so that the pages neither overlap nor skip while other sorts would reorder.
    const fetchPages = async () => {
      while (next <= pages && !abort.signal.aborted) {
        const page = next++;
        const { data: rows } = await dataProvider.getList(resource, {
          pagination: { page, perPage: SELECT_ALL_PAGE_SIZE },
          sort: { field: 'id', order: 'ASC' },
          filter,
          signal: abort.signal,
        });
        found[page - 1] = rows;
        fetched += rows.length;
        if (!abort.signal.aborted) setSelecting({ fetched, of: matching });
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(SELECT_ALL_CONCURRENCY, pages) }, fetchPages));
    } catch {
      // The adapter has shown the error; the selection stays as it was.
      abort.abort();
    }
    if (abort.signal.aborted) {
      if (running.current === abort) stop();
      return;
    }
    const ids = new Set<string>();
    const selected: Identifier[] = [];
    for (const record of found.flat()) {
      const key = String(record.id);
      if (ids.has(key) || selected.length >= SELECT_ALL_LIMIT) continue;
      ids.add(key);
      selected.push(record.id);
      kept.current.set(key, record);
    }
    running.current = undefined;
    setSelecting(undefined);
    onSelect(selected);
  }, [dataProvider, filter, matching, onSelect, resource, stop]);

  const latest = useLatest(selectedIds);
  const selection = useMemo<ListSelection>(
    () => ({
      ids: selectedIds,
      records: () =>
        selectedIds.map((id) => kept.current.get(String(id))).filter((r): r is RaRecord => r !== undefined),
      patch: (ids, changes) => {
        for (const id of ids) {
          const record = kept.current.get(String(id));
          if (record) kept.current.set(String(id), { ...record, ...changes });
        }
      },
      unselect: (ids) => {
        const gone = new Set(ids.map(String));
        onSelect(latest.current.filter((id) => !gone.has(String(id))));
      },
      clear: () => {
        stop();
        onSelect([]);
      },
      refresh: () => void refetch(),
    }),
    [selectedIds, onSelect, refetch, stop, latest],
  );

  const selectedKeys = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const pageSelected = !!data?.length && data.every((record) => selectedKeys.has(String(record.id)));

  return {
    selection,
    selecting,
    /** How many "Select all" would select: the list's total, up to the limit. */
    matching,
    /** More records match than Select all takes. */
    capped: (total ?? 0) > SELECT_ALL_LIMIT,
    /** Whether to offer "Select all N matching": the page is checked and more records match. */
    canSelectAll: pageSelected && selectedIds.length < matching && !selecting,
    selectAll,
  };
}
