import manifest from 'virtual:first-paint-manifest';
import { FILTERS_PARAM, parseFilters, serializeFilters } from '@/filters/codec';
import { startEarly } from '@/platform/earlyCalls';
import { firstPageUrl, platformUrl } from '@/platform/platformUrl';
import { readDarkMode } from '@/theme/darkMode';
import type { FirstPaintList } from './manifest';
import type { FirstCalls } from './paintFirstList';

/** The screens the picture knows the layout of: below MUI's `md`, the sidebar is a drawer (ShellLayout). */
const WIDE = '(min-width: 900px)';

/** Whether the picture can show this address: nothing in the query but `filters` (no open record), a wide screen. */
const paintable = (search: string) =>
  [...new URLSearchParams(search).keys()].every((key) => key === FILTERS_PARAM) && matchMedia(WIDE).matches;

/**
 * Start-up's calls for the admin app's address, the moment config.json is read and before the app has
 * loaded: the current user and the user's apps, and on a list's address its first page and the access
 * checks its page asks (what src/routes/prefetch.ts asks; the app takes them over,
 * src/platform/earlyCalls.ts). On a list's address, the first paint too (issue 13): its painter
 * (paintFirstList.ts, a small chunk without React) loads beside the calls and draws the first rows.
 * Part of the entry, so nothing waits for a chunk. Resolves once the picture is on screen, or when there
 * is none to paint (another page, a visitor, a refusal, an error: the app paints the page alone).
 */
export function startUp(config: Promise<unknown>): Promise<void> {
  const { pathname, search } = window.location;
  const list = manifest.lists.find((candidate) => candidate.route === pathname);
  const painter = list && paintable(search) ? import('./paintFirstList') : undefined;
  const calls = config.then(() => startCalls(search, list));
  if (!painter) return calls.then(() => undefined);
  return Promise.all([painter, calls]).then(([{ paintFirstList }, started]) => paintFirstList(list!, started!, readDarkMode()));
}

function startCalls(search: string, list?: FirstPaintList): FirstCalls | undefined {
  const user = startEarly(platformUrl('account', '/users/current'));
  void startEarly(platformUrl('account', '/users/current/apps'));
  if (!list) return undefined;
  if (list.access) void startEarly(platformUrl('account', '/users/access'), { method: 'POST', body: list.access });
  const filters = serializeFilters(parseFilters(new URLSearchParams(search).get(FILTERS_PARAM))) ?? undefined;
  return { user, page: startEarly(firstPageUrl(list.endpoint, { sort: list.sort, filters, perPage: list.perPage })) };
}
