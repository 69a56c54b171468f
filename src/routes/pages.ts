import type { ComponentType } from 'react';
import type { Capability } from '@contract/capabilities';
import { SUPERADMIN, type RoleRequirements } from '@/auth/hasRoles';
import type { MenuEntry, ResourceDefinition } from '@/engine/types';
import { preloadable, type Preloadable } from '@/ui/preloadable';
import { PAGE_PATHS, VISITOR_PATHS, isAtOrBelow } from './pagePaths';

/**
 * The console's own pages, apart from the resources' (routeTable.tsx adds those): read at start-up
 * before anything else loads (src/main.tsx), so this module imports no component, no icon and nothing
 * of react-router or of the resources: pages, menu icons and the not-found page are lazy chunks.
 */

/** One route of the console: the single source of paths, flags, roles and menu entries. */
export interface RouteEntry {
  path: string;
  /** A resource's page, rendered by the resource engine's ResourcePage (lazy). */
  resource?: ResourceDefinition;
  /** A custom page (lazy). */
  component?: Preloadable | ComponentType;
  sidebar: boolean;
  appBar: boolean;
  /** Needs a signed-in user (visitors are sent to the sign-in page, the path kept for after it). */
  auth: boolean;
  /** Service roles required (spec 1, section 6); absent means any signed-in user (or anyone). */
  roles?: RoleRequirements;
  menu?: MenuEntry;
  /** The platform's capability the page needs (its resource's): its menu entry shows only when announced. */
  capability?: Capability;
}

// Every page is a lazy chunk: the sign-in page and the shell load none of the admin pages' code.
const SigninPage = preloadable(() => import('@/signin/SigninPage'));
const ProcessingPage = preloadable(() => import('@/processing/ProcessingPage'));
const JoinOrganizationPage = preloadable(() => import('@/join/JoinOrganizationPage'));
const NotMePage = preloadable(() => import('@/notMe/NotMePage'));
const LauncherPage = preloadable(() => import('@/launcher/LauncherPage'));
const MyAccountPage = preloadable(() => import('@/account/MyAccountPage'));
const PolicyEditorPage = preloadable(() => import('./PolicyEditorRoute'));
const NotFoundPage = preloadable(() => import('./NotFound'));

// Menu icons load with the shell (routeTable.tsx preloads them), not with start-up.
const LoginIcon = preloadable(() => import('@mui/icons-material/Login'));
const AppsIcon = preloadable(() => import('@mui/icons-material/Apps'));
const PolicyIcon = preloadable(() => import('@mui/icons-material/Policy'));

/** The resource engine's page, loaded only when an admin route is opened. */
export const ResourcePage = preloadable(() => import('@/engine/ResourcePage'));

/**
 * The custom pages. Their menu entries and those of the resources (resources/) make one menu,
 * ordered by `order`: Apps (10), Users (20), Groups (30), Organizations (40), OPA (50), Unity (60);
 * nested ones under their parent's path.
 */
export const pages: RouteEntry[] = [
  {
    path: PAGE_PATHS.signin,
    component: SigninPage,
    sidebar: false,
    appBar: false,
    auth: false,
    menu: { label: 'app.shell.menu.signin', icon: LoginIcon, order: 0, withoutServices: true },
  },
  { path: PAGE_PATHS.processing, component: ProcessingPage, sidebar: false, appBar: false, auth: false },
  { path: PAGE_PATHS.joinOrganization, component: JoinOrganizationPage, sidebar: false, appBar: false, auth: false },
  { path: PAGE_PATHS.notMe, component: NotMePage, sidebar: false, appBar: false, auth: false },
  {
    path: PAGE_PATHS.apps,
    component: LauncherPage,
    sidebar: true,
    appBar: true,
    auth: true,
    menu: { label: 'app.shell.menu.apps', icon: AppsIcon, order: 10 },
  },
  {
    path: PAGE_PATHS.opa,
    component: PolicyEditorPage,
    sidebar: true,
    appBar: true,
    auth: true,
    roles: SUPERADMIN,
    menu: { label: 'app.shell.menu.opa', icon: PolicyIcon, order: 50 },
  },
  {
    path: PAGE_PATHS.myAccount,
    component: MyAccountPage,
    sidebar: true,
    appBar: true,
    auth: true,
    roles: { account: ['any'] },
  },
  { path: PAGE_PATHS.notFound, component: NotFoundPage, sidebar: false, appBar: true, auth: false },
];

/** Unknown routes: 404 Not Found with the app bar, like /default. */
export const notFoundRoute: RouteEntry = pages.find((route) => route.path === PAGE_PATHS.notFound)!;

/** The root path: sends a signed-in user to the landing page; shown with the shell while it decides. */
export const rootRoute: RouteEntry = { path: '/', sidebar: true, appBar: true, auth: false };

/** The landing page of a signed-in user (spec 2: /apps is the landing page after sign-in). */
export const LANDING_PATH = PAGE_PATHS.apps;

/** The route entry of a location in `table` (nested paths such as /users/12 belong to /users); unknown: 404. */
export function matchRoute(pathname: string, table: RouteEntry[]): RouteEntry {
  if (pathname === '/') return rootRoute;
  return table.find((route) => isAtOrBelow(route.path, pathname)) ?? notFoundRoute;
}

/**
 * The pages a visitor may open that have neither side menu nor app bar (sign-in, processing, join,
 * pagePaths.ts): they render without the admin app (src/VisitorApp.tsx), so opening one loads none
 * of its code.
 */
export function visitorPage(pathname: string): RouteEntry | undefined {
  const path = VISITOR_PATHS.find((visitor) => isAtOrBelow(visitor, pathname));
  return path === undefined ? undefined : pages.find((page) => page.path === path);
}
