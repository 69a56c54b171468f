import { matchRoute as matchIn, type RouteEntry } from './pages';
import { routes } from './routeTable';

export { LANDING_PATH, rootRoute } from './pages';

/** The route entry of a location (nested paths such as /users/12 belong to /users); unknown: 404. */
export function matchRoute(pathname: string, table: RouteEntry[] = routes): RouteEntry {
  return matchIn(pathname, table);
}
