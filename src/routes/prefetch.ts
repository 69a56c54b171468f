import type { GetListParams } from 'react-admin';
import { endpoints } from '@resources/index';
import { primeAccess } from '@/auth/access';
import { createAuthProvider } from '@/auth/authProvider';
import { ensureCurrentUser, prefetchUserApps } from '@/auth/useCurrentUser';
import { firstPageQuery, sortOf, tabOf } from '@/engine/list/firstPage';
import { FILTERS_PARAM, parseFilters } from '@/filters/codec';
import { createDataProvider } from '@/platform/dataProvider';
import { queryClient } from '@/platform/queryClient';
import { callKey } from '@/platform/queryKeys';
import { presetsParams, PRESETS_RESOURCE, searchMetadataKey } from '@/search/queries';
import type { SearchDefinition } from '@contract/types';
import { matchRoute } from './pages';
import { preloadRoute } from './preloadRoute';
import { menuIcons, routes } from './routeTable';

/**
 * react-admin's key for the permissions its usePermissions() reads (with its default params). Its router
 * (CoreAdminRoutes) asks for them as it mounts and, when they arrived, rendered the whole console again
 * twice after the rows had shown (issue 63): start-up puts them in the cache first, so they never arrive late.
 */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * Start-up's calls for the address being opened, all at once and before the app renders (src/main.tsx):
 * the current user (and react-admin's permissions, which are the user's), the user's apps, and on a
 * resource's page the first page of its list (with the address's `filters`), its search bar's fields and
 * presets and the access answers the page asks for, or the lists a page of its own asks
 * for (its definition's `pageQueries`). Each lands in the react-query cache under the key its reader
 * uses (useCurrentUser, useUserApps, react-admin's useGetList) or in the access cache (canAccess), so
 * the page finds its data arrived or on its way instead of asking in turn. The returned promise settles
 * when they all have and the code of the page's parts shown at once (its own page, search bar…:
 * preloadRoute) has arrived: start-up renders then (src/main.tsx).
 *
 * These calls neither redirect nor notify: a visitor's 401 or a plain user's 403 is the route guard's
 * business (it sends the first to the sign-in page and shows the second a 404); a query that failed
 * here is asked again by its reader when it mounts, with the usual notice. A list that mounted while its
 * first page was still on its way (start-up renders after START_HOLD_MS at most) shares that request and
 * asks nothing again: its failure is notified then, so that a failed list says so once either way.
 */
export function prefetch({ pathname, search }: { pathname: string; search: string }): Promise<unknown> {
  const calls: Promise<unknown>[] = [
    ensureCurrentUser(),
    queryClient.prefetchQuery({
      queryKey: PERMISSIONS_KEY,
      queryFn: () => createAuthProvider(endpoints).getPermissions(),
    }),
    prefetchUserApps(),
    // The menu shows with its icons (the shell is on every page but a visitor's).
    menuIcons,
  ];
  const settled = () => Promise.allSettled(calls);
  const definition = matchRoute(pathname, routes).resource;
  if (!definition) return settled();
  // The page's parts too: start-up renders once they are there, so none of them suspends the first render.
  calls.push(preloadRoute(pathname, routes));
  // A resource with a page of its own (slots.page) shows no list, but may ask for some.
  if (definition.slots?.page) {
    calls.push(
      ...(definition.pageQueries ?? []).map(({ resource, params }) =>
        prefetchList(callKey(resource, 'getList', params), resource, params),
      ),
    );
    return settled();
  }
  const query = new URLSearchParams(search);
  const filters = parseFilters(query.get(FILTERS_PARAM));
  const { params, queryKey, checks } = firstPageQuery(
    definition,
    filters,
    tabOf(definition, query),
    sortOf(definition, query),
  );
  calls.push(prefetchList(queryKey, definition.name, params));
  calls.push(primeAccess(checks));
  if (definition.search) calls.push(...prefetchSearch(definition.search));
  return settled();
}

/** The console's data provider for a start-up call: its failure notified only if a reader is showing it by then. */
function providerFor(queryKey: readonly unknown[]) {
  const shown = () => (queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
  return createDataProvider(endpoints, undefined, { noAuthRedirect: true, notify: shown });
}

/**
 * A list's page under the key react-admin's useGetList keeps it (callKey), in the shape it keeps; its failure
 * notified only if a list is showing it by then.
 */
function prefetchList(queryKey: readonly unknown[], resource: string, params: GetListParams) {
  const provider = providerFor(queryKey);
  return queryClient.prefetchQuery({
    queryKey,
    queryFn: () =>
      provider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}

/**
 * The search bar's fields and presets, under the keys it reads them by (useSearchMetadata, usePresets): it
 * shows them from its first render instead of rendering again as each arrives after the rows (issue 63).
 */
function prefetchSearch(search: SearchDefinition): Promise<unknown>[] {
  const metadataKey = searchMetadataKey(search);
  const presets = presetsParams(search.keyword);
  return [
    queryClient.prefetchQuery({
      queryKey: metadataKey,
      queryFn: () => providerFor(metadataKey).getSearchMetadata(search.metadata),
    }),
    prefetchList(callKey(PRESETS_RESOURCE, 'getList', presets), PRESETS_RESOURCE, presets),
  ];
}
