import { useMemo, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import { listeners } from '@/listeners';

/**
 * Which row of a list is the opened record, kept outside React's props (issue 41): opening a record
 * re-renders the two rows whose look changes, not the list (its search bar, header and twenty rows).
 */
export interface SelectedRow {
  get(): string | undefined;
  set(id: Identifier | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function createSelectedRow(): SelectedRow {
  let current: string | undefined;
  const changes = listeners();
  return {
    get: () => current,
    set(id) {
      const next = id === undefined ? undefined : String(id);
      if (next === current) return;
      current = next;
      changes.emit();
    },
    subscribe: (listener) => changes.add(listener),
  };
}

/** A store for one page's list. */
export function useSelectedRowStore(): SelectedRow {
  return useMemo(() => createSelectedRow(), []);
}

/** Whether this record's row is the opened one; re-renders only when that answer changes. */
export function useIsSelected(store: SelectedRow | undefined, id: Identifier): boolean {
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.get() === String(id));
}

const noSubscription = () => () => undefined;
