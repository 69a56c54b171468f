import type { ComponentType } from 'react';
import AppsIcon from '@mui/icons-material/Apps';
import PolicyIcon from '@mui/icons-material/Policy';
import LoginIcon from '@mui/icons-material/Login';
import { definitions } from '@resources/index';
import { SUPERADMIN, type RoleRequirements } from '@/auth/hasRoles';
import type { MenuEntry, ResourceDefinition } from '@/engine/types';
import NotFoundPage from './NotFound';
import { lazyPage, withProps, type LazyPage } from './lazyPage';

/** One route of the console: the single source of paths, flags, roles and menu entries. */
export interface RouteEntry {
  path: string;
  /** A resource's page, rendered by the resource engine's ResourcePage (lazy). */
  resource?: ResourceDefinition;
  /** A custom page (lazy). */
  component?: LazyPage | ComponentType;
  sidebar: boolean;
  appBar: boolean;
  /** Needs a signed-in user (visitors are sent to the sign-in page, the path kept for after it). */
  auth: boolean;
  /** Service roles required (spec 1, section 6); absent means any signed-in user (or anyone). */
  roles?: RoleRequirements;
  menu?: MenuEntry;
}

// Every page is a lazy chunk: the sign-in page and the shell load none of the admin pages' code.
const SigninPage = lazyPage(() => import('@/signin/SigninPage'));
const ProcessingPage = lazyPage(() => import('@/processing/ProcessingPage'));
const JoinOrganizationPage = lazyPage(() => import('@/join/JoinOrganizationPage'));
const LauncherPage = lazyPage(() => import('@/launcher/LauncherPage'));
const MyAccountPage = lazyPage(() => import('@/account/MyAccountPage'));
const definitionOf = (name: string) => {
  const definition = definitions.find((d) => d.name === name);
  if (!definition) throw new Error(`No resource definition named ${name}`);
  return definition;
};
// The policy editor works with these resources' definitions (fields, texts, notices).
const PolicyEditorPage = withProps(
  lazyPage(() => import('@/opa/PolicyEditorPage')),
  { definitions: { serviceNames: definitionOf('serviceNames'), roles: definitionOf('roles'), rules: definitionOf('rules') } },
);

/** The resource engine's page, loaded only when an admin route is opened. */
export const ResourcePage = lazyPage(() => import('@/engine/ResourcePage'));

/**
 * The custom pages. Their menu entries and those of the resources (resources/) make one menu,
 * ordered by `order`: Apps (10), Users (20), Groups (30), Organizations (40), OPA (50), Unity (60);
 * nested ones under their parent's path.
 */
const pages: RouteEntry[] = [
  { path: '/signin', component: SigninPage, sidebar: false, appBar: false, auth: false,
    menu: { label: 'app.shell.menu.signin', icon: LoginIcon, order: 0, withoutServices: true } },
  { path: '/processing', component: ProcessingPage, sidebar: false, appBar: false, auth: false },
  { path: '/joinOrganization', component: JoinOrganizationPage, sidebar: false, appBar: false, auth: false },
  { path: '/apps', component: LauncherPage, sidebar: true, appBar: true, auth: true,
    menu: { label: 'app.shell.menu.apps', icon: AppsIcon, order: 10 } },
  { path: '/opa', component: PolicyEditorPage, sidebar: true, appBar: true, auth: true, roles: SUPERADMIN,
    menu: { label: 'app.shell.menu.opa', icon: PolicyIcon, order: 50 } },
  { path: '/my-account', component: MyAccountPage, sidebar: true, appBar: true, auth: true,
    roles: { account: ['any'] } },
  { path: '/default', component: NotFoundPage, sidebar: false, appBar: true, auth: false },
];

/** The route of each resource that has a page: its path, roles and menu entry, from its definition. */
export function resourceRoutes(resources: ResourceDefinition[]): RouteEntry[] {
  return resources.flatMap((resource) =>
    resource.route
      ? [{ path: resource.route, resource, sidebar: true, appBar: true, auth: true, roles: resource.roles, menu: resource.menu }]
      : [],
  );
}

/** The route table: the custom pages and the resources' pages. */
export const buildRoutes = (resources: ResourceDefinition[]): RouteEntry[] => [...pages, ...resourceRoutes(resources)];

export const routes: RouteEntry[] = buildRoutes(definitions);

/** Unknown routes: 404 Not Found with the app bar, like /default. */
export const notFoundRoute: RouteEntry = pages.find((route) => route.path === '/default')!;
