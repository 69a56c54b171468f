import { preloadPage } from '@/engine/preloadPage';
import { preload } from '@/ui/preloadable';
import { matchRoute } from './matchRoute';
import { ResourcePage } from './routeTable';

/**
 * Starts fetching the code of the page at `pathname` (nothing for unknown paths): on start-up for the
 * address being opened, alongside config.json, and when a menu entry is pointed at or focused.
 */
export function preloadRoute(pathname: string): void {
  const route = matchRoute(pathname);
  preload(route.resource ? ResourcePage : route.component);
  if (route.resource) preloadPage(route.resource);
}
