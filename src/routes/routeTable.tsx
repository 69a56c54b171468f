import { definitions } from '@resources/index';
import type { ResourceDefinition } from '@/engine/types';
import { preload } from '@/ui/preloadable';
import { pages, type RouteEntry } from './pages';

export { ResourcePage, notFoundRoute, type RouteEntry } from './pages';

/** The route of each resource that has a page: its path, roles and menu entry, from its definition. */
export function resourceRoutes(resources: ResourceDefinition[]): RouteEntry[] {
  return resources.flatMap((resource) =>
    resource.route
      ? [
          {
            path: resource.route,
            resource,
            sidebar: true,
            appBar: true,
            auth: true,
            roles: resource.roles,
            menu: resource.menu,
            capability: resource.capability,
          },
        ]
      : [],
  );
}

/** The route table: the custom pages (pages.ts) and the resources' pages. */
export const buildRoutes = (resources: ResourceDefinition[]): RouteEntry[] => [...pages, ...resourceRoutes(resources)];

export const routes: RouteEntry[] = buildRoutes(definitions);

/**
 * The lazy menu icons (the custom pages', pages.ts, and some resources'): fetched with the shell, and start-up
 * renders once they are there (src/routes/prefetch.ts), so that no entry's icon comes after the others (issue 64),
 * even when the page's calls, asked for by the HTML (issue 63), have answered before the code ran.
 */
export const menuIcons: Promise<unknown> = Promise.all(
  routes.flatMap(({ menu }) => (menu ? [preload(menu.icon)] : [])),
);
