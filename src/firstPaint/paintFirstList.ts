import type { RaRecord } from 'react-admin';
import { isFirstPaintDismissed } from '@/browser/firstPaint';
import { hasRoles } from '@/auth/hasRoles';
import { FILTERS_PARAM, parseFilters, serializeFilters } from '@/filters/codec';
import { startEarly } from '@/platform/earlyCalls';
import { firstPageUrl, platformUrl } from '@/platform/platformUrl';
import type { User } from '@/platform/types';
import { readDarkMode } from '@/theme/darkMode';
import { listView } from './listView';
import type { FirstPaintManifest } from './manifest';

/** The screens the picture knows the layout of: below MUI's `md`, the sidebar is a drawer (ShellLayout). */
const WIDE = '(min-width: 900px)';

/** The payload of a successful call in the platform's envelope, else undefined. */
async function payloadOf(call: Promise<Response>): Promise<{ payload: unknown; headers: Headers } | undefined> {
  try {
    const response = await call;
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { success?: boolean; payload?: unknown };
    return body?.success === true ? { payload: body.payload, headers: response.headers } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 13: a cold open of a list shows its first rows before the app has loaded. For a resource's list
 * address (nothing in the query but `filters`) on a wide screen, this starts the calls for the current
 * user and the list's first page as soon as config.json is read, and when both have answered (signed
 * in, allowed the page, the rows there) paints the page as plain HTML over the loading screen
 * (listView). The app takes the two calls over (src/platform/earlyCalls.ts) and removes the picture
 * once its own list shows (src/browser/firstPaint.ts). Anything else (a visitor, a refusal, an error)
 * paints nothing and leaves it to the app. Resolves once the picture is on screen, or at once when
 * there is none to paint.
 */
export async function paintFirstList(manifest: FirstPaintManifest, config: Promise<unknown>): Promise<void> {
  const { pathname, search } = window.location;
  const list = manifest.lists.find((candidate) => candidate.route === pathname);
  const query = new URLSearchParams(search);
  if (!list || [...query.keys()].some((key) => key !== FILTERS_PARAM) || !matchMedia(WIDE).matches) return;
  await config;
  const filters = serializeFilters(parseFilters(query.get(FILTERS_PARAM))) ?? undefined;
  const [user, page] = await Promise.all([
    payloadOf(startEarly(platformUrl('account', '/users/current'))),
    payloadOf(startEarly(firstPageUrl(list.endpoint, { sort: list.sort, filters, perPage: list.perPage }))),
  ]);
  const signedIn = (user?.payload as User | undefined)?.uuid;
  // A list answered whole (no Content-Range) is paged by the app: nothing to paint.
  const rows = page?.headers.has('Content-Range') && Array.isArray(page.payload) ? (page.payload as RaRecord[]) : undefined;
  if (!signedIn || !hasRoles(user!.payload as User, list.roles) || !rows?.length || isFirstPaintDismissed()) return;
  document.body.append(listView(list, rows, readDarkMode()));
  await nextFrame();
}

/** Resolves once the browser has painted a frame with what is on the page now. */
function nextFrame(): Promise<void> {
  // A timeout set in a frame's animation callbacks runs after that frame is painted.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
