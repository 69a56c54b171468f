import manifest from 'virtual:first-paint-manifest';
import { FILTERS_PARAM, parseFilters, serializeFilters } from '@/filters/codec';
import { startEarly } from '@/platform/earlyCalls';
import { firstPageUrl, platformUrl } from '@/platform/platformUrl';
import type { FirstPaintList } from './manifest';
import type { FirstCalls } from './paintFirstList';

/** The screens the picture knows the layout of: below MUI's `md`, the sidebar is a drawer (ShellLayout). */
const WIDE = '(min-width: 900px)';

/** The list the first paint can draw at this address: a list page, nothing in the query but `filters`, a wide screen. */
function listAt({ pathname, search }: Location): FirstPaintList | undefined {
  const list = manifest.lists.find((candidate) => candidate.route === pathname);
  const keys = [...new URLSearchParams(search).keys()];
  return list && keys.every((key) => key === FILTERS_PARAM) && matchMedia(WIDE).matches ? list : undefined;
}

/**
 * Issue 13: a cold open of a list shows its first rows before the app has loaded. Part of the entry, so
 * that the calls for the current user and the list's first page go out the moment config.json is read,
 * while the painter (paintFirstList.ts, a small chunk without React) loads beside them. Resolves once the
 * picture is on screen, or at once when there is none to paint (not a list's address, a visitor, a
 * refusal, an error: the app paints the page alone).
 */
export function startFirstPaint(config: Promise<unknown>): Promise<void> {
  const list = listAt(window.location);
  if (!list) return Promise.resolve();
  const painter = import('./paintFirstList');
  const calls = config.then((): FirstCalls => {
    const filters = serializeFilters(parseFilters(new URLSearchParams(window.location.search).get(FILTERS_PARAM)));
    return {
      user: startEarly(platformUrl('account', '/users/current')),
      page: startEarly(firstPageUrl(list.endpoint, { sort: list.sort, filters: filters ?? undefined, perPage: list.perPage })),
    };
  });
  return Promise.all([painter, calls]).then(([{ paintFirstList }, started]) => paintFirstList(list, started));
}
