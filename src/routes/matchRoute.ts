import { matchPath } from 'react-router-dom';
import { notFoundRoute, routes, type RouteEntry } from './routeTable';

/** The route entry of a location (nested paths such as /users/12 belong to /users); unknown: 404. */
export function matchRoute(pathname: string, table: RouteEntry[] = routes): RouteEntry {
  if (pathname === '/') return rootRoute;
  return (
    table.find((route) => matchPath({ path: route.path, end: false }, pathname)) ?? notFoundRoute
  );
}

/** The root path: sends a signed-in user to the landing page; shown with the shell while it decides. */
export const rootRoute: RouteEntry = { path: '/', sidebar: true, appBar: true, auth: false };

/** The landing page of a signed-in user (spec 2: /apps is the landing page after sign-in). */
export const LANDING_PATH = '/apps';
