import { preload } from '@/ui/preloadable';
import { pageKind } from './pagePaths';
import { LANDING_PATH, ResourcePage, matchRoute, notFoundRoute, type RouteEntry } from './pages';

/**
 * The one preloader: starts fetching the code of the page at `pathname` in `table` and of what it shows
 * at once, and settles when that has arrived (or failed: the render reports it). The root shows the
 * landing page. Start-up calls it for the address being opened, first with the console's own pages
 * only (src/main.tsx: the resources' definitions are not loaded yet, so an address none of them claims
 * is taken for a resource's and the engine's page is fetched), then with the route table
 * (src/routes/prefetch.ts); the side menu calls it when an entry is pointed at or focused.
 *
 * A resource's page shows its custom page, or the list's search bar, row and toolbar extras, at once:
 * each is preloadable (src/ui/preloadable), so once its code is there it renders without suspending,
 * and the list's boundary is never held by a fallback whose reveal React throttles. Bulk actions show
 * nothing until records are selected: their code comes when the list renders them, after the first rows.
 */
export function preloadRoute(pathname: string, table: RouteEntry[]): Promise<unknown> {
  const route = matchRoute(pathname === '/' ? LANDING_PATH : pathname, table);
  if (route === notFoundRoute && pageKind(pathname) === 'resource') return preload(ResourcePage);
  if (!route.resource) return preload(route.component);
  const { page, search, row, toolbar = [] } = route.resource.slots ?? {};
  return Promise.all([ResourcePage, page, search, row, ...toolbar].map(preload));
}
