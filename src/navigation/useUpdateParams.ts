import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Changes made to the address's parameters in this tick, not yet rendered: react-router hands each
 * functional update the parameters of the last render, so two updates in one handler (clear the filters,
 * then restore the sort) would each start from the same address, and the second would undo the first.
 */
let pending: URLSearchParams | undefined;

/**
 * How the admin pages change the address's parameters (the filters, the sort, a list's tab): each change
 * starts from the changes already made in the same tick, so that changes compose. For the pages inside
 * the admin app only (react-router's); the visitor's pages use src/navigation's index.
 */
export function useUpdateParams(): (change: (params: URLSearchParams) => void) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (change) =>
      setParams((rendered) => {
        const next = new URLSearchParams(pending ?? rendered);
        change(next);
        if (!pending) queueMicrotask(() => (pending = undefined));
        pending = next;
        return next;
      }),
    [setParams],
  );
}
