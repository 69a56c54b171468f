import { hasRoles, hasServices } from '@/auth/hasRoles';
import type { MenuEntry } from '@/engine/types';
import type { Capability } from '@contract/capabilities';
import type { User } from '@contract/types';
import { routes, type RouteEntry } from '@/routes/routeTable';

/** A side-menu item: a route's menu entry, with its allowed nested entries. */
export interface MenuItem extends MenuEntry {
  path: string;
  children: MenuItem[];
}

/** Whether the platform offers a capability (src/platform/capabilities.ts); undefined is the specification's. */
export type Offers = (capability: Capability | undefined) => boolean;

function allowed(route: RouteEntry, user: User | undefined, offers: Offers): boolean {
  if (!offers(route.capability)) return false;
  if (route.menu?.withoutServices) return !hasServices(user);
  if (route.auth && !user) return false;
  return hasRoles(user, route.roles);
}

/**
 * The side menu of a user, from the route table: only routes they may enter; the Signin item when
 * they hold no service; nested entries under their parent (a child the user may enter keeps its
 * parent visible only if the parent is allowed too); siblings in the order of their entries; a page of a
 * capability the platform does not offer has none.
 */
export function menuFor(user: User | undefined, table: RouteEntry[] = routes, offers: Offers = () => true): MenuItem[] {
  const visible = table
    .filter((route) => route.menu && allowed(route, user, offers))
    .sort((a, b) => a.menu!.order - b.menu!.order);
  const item = (route: RouteEntry): MenuItem => ({ ...route.menu!, path: route.path, children: [] });
  const top = visible.filter((route) => !route.menu!.parent).map(item);
  visible
    .filter((route) => route.menu!.parent)
    .forEach((route) => top.find((parent) => parent.path === route.menu!.parent)?.children.push(item(route)));
  return top;
}
