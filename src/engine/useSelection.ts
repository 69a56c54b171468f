import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import type { Identifier } from 'react-admin';
import { DEFAULT_TAB_INDEX, PANEL_FADE_MS } from '@/constants';
import type { ResourceDefinition } from './types';
import { afterPaint } from '@/ui/afterPaint';
import { toId } from './addressId';
import { afterDiscard } from '@/forms/unsavedChanges';
import type { SelectedRow } from './list/selectedRow';
import { useLatest } from '@/hooks/useLatest';

/** The query parameter selecting the detail tab (spec: `index`, default 0). */
export const TAB_PARAM = 'index';

/**
 * The selected record lives in the definition's query parameter (userID, groupID …) so a copied address
 * reopens it. Clearing fades the panel out first (PANEL_FADE_MS), then removes the parameter. Closing the
 * panel or choosing another record while the record's form holds unsaved changes asks first.
 *
 * A choice shows at once and reaches the address once the panel has painted, in a transition (issue 41): the
 * browser's history entry and everything that reads the address (the list's filters, the menu) are not part of
 * the click's first frame. A later choice, a close or leaving the page cancels an address not yet written.
 *
 * `row` mirrors the selection for the list's rows. A choice sets it with the choice itself, so the row's look
 * changes in the click's first render rather than in a second one after it (issue 41).
 */
export function useSelection(definition: ResourceDefinition, row: SelectedRow) {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const addressId = toId(params.get(definition.selectionParam));
  const [id, setId] = useState(addressId);
  // The address changed by itself (Back, a link): it wins.
  const [lastAddressId, setLastAddressId] = useState(addressId);
  if (String(addressId) !== String(lastAddressId)) {
    setLastAddressId(addressId);
    setId(addressId);
  }
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingAddress = useRef<() => void>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pendingAddress.current?.();
    },
    [],
  );
  // What had the focus when a record was opened (its row): closing gives the focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const selected = useLatest(id);

  const open = useCallback(
    (next: Identifier, focused: Element | null) => {
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      clearTimeout(timer.current);
      setClosing(false);
      setId(next);
      row.set(next);
      pendingAddress.current?.();
      pendingAddress.current = afterPaint(() => {
        pendingAddress.current = undefined;
        startTransition(() =>
          update((params) => {
            if (params.get(definition.selectionParam) !== String(next)) params.delete(TAB_PARAM);
            params.set(definition.selectionParam, String(next));
          }),
        );
      });
    },
    [definition.selectionParam, update, row],
  );
  const select = useCallback(
    (next: Identifier) => {
      // What has the focus now (the row), before a question about unsaved changes takes it.
      const focused = document.activeElement;
      if (String(next) === String(selected.current)) open(next, focused);
      else afterDiscard(() => open(next, focused));
    },
    [open, selected],
  );
  // Any other change of the selection (the address, a close) reaches the rows after it renders.
  useLayoutEffect(() => row.set(id), [row, id]);

  const close = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    pendingAddress.current?.();
    pendingAddress.current = undefined;
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setClosing(false);
      setId(undefined);
      update((params) => {
        params.delete(definition.selectionParam);
        params.delete(TAB_PARAM);
      });
    }, PANEL_FADE_MS);
  }, [definition.selectionParam, update]);
  const clear = useCallback(() => afterDiscard(close), [close]);

  // A record just chosen opens on its first tab, before the address (which drops `index`) catches up.
  const tab = String(id) === String(addressId) ? Number(params.get(TAB_PARAM) ?? DEFAULT_TAB_INDEX) : DEFAULT_TAB_INDEX;
  // A tab is written with the record it belongs to. The record's own write waits for the paint: a tab chosen
  // meanwhile would be dropped by it as another record's.
  const setTab = useCallback(
    (index: number) => {
      const chosen = selected.current;
      pendingAddress.current?.();
      pendingAddress.current = undefined;
      update((params) => {
        if (chosen !== undefined) params.set(definition.selectionParam, String(chosen));
        params.set(TAB_PARAM, String(index));
      });
    },
    [definition.selectionParam, update, selected],
  );

  return { id, closing, select, clear, tab: Number.isInteger(tab) ? tab : DEFAULT_TAB_INDEX, setTab };
}
