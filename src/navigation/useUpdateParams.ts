import { useCallback, useContext } from 'react';
import { useLatest } from '@/hooks/useLatest';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';

export type ParamsChange = (params: URLSearchParams) => void;

/**
 * How the admin pages change the address's parameters (the filters, the sort, a list's tab, the record
 * chosen and its tab, the policy editor's selection): each change starts from the address as last written,
 * which the page may not show yet. react-router hands its own functional update the parameters of the last
 * render, and a navigation renders later than it is written (in a transition, or after the next paint as a
 * chosen record is written), so a change made meanwhile would undo the one before it: the Events page's
 * "N new events" cleared the filters and restored the sort, and the filters came back; a tab chosen as a
 * record opened dropped the record. For the pages inside the admin app only (react-router's); the
 * visitor's pages use src/navigation's index.
 */
export function useUpdateParams(): (change: ParamsChange, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const written = useWrittenLocation();
  return useCallback(
    (change, options) => {
      const { pathname, search } = written();
      const params = new URLSearchParams(search);
      change(params);
      const next = params.toString();
      void navigate({ pathname, search: next ? `?${next}` : '' }, options);
    },
    [navigate, written],
  );
}

/**
 * The address as last written: the history's (the console's own, a memory router's in tests), or a data
 * router's state, both current as soon as a navigation is made; the rendered one where a router has neither.
 */
function useWrittenLocation(): () => Location {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Read when a change is made, not a reason to make the updater again.
  const rendered = useLatest(useLocation());
  return useCallback(
    () => dataRouter?.router.state.location ?? (navigator as { location?: Location }).location ?? rendered.current,
    [dataRouter, navigator, rendered],
  );
}
