import type { ComponentType } from 'react';
import AppsIcon from '@mui/icons-material/Apps';
import PeopleIcon from '@mui/icons-material/People';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PolicyIcon from '@mui/icons-material/Policy';
import HubIcon from '@mui/icons-material/Hub';
import BadgeIcon from '@mui/icons-material/Badge';
import DnsIcon from '@mui/icons-material/Dns';
import WidgetsIcon from '@mui/icons-material/Widgets';
import SettingsIcon from '@mui/icons-material/Settings';
import MailIcon from '@mui/icons-material/Mail';
import LoginIcon from '@mui/icons-material/Login';
import type { RoleRequirements } from '@/auth/hasRoles';
import NotFoundPage from './NotFound';
import { lazyPage, type LazyPage } from './lazyPage';

/** A side-menu entry. Nested entries name their parent's path. */
export interface MenuEntry {
  /** Catalogue key of the label. */
  label: string;
  icon: ComponentType;
  parent?: string;
  /** Shown only to someone without any service (the Signin item). */
  withoutServices?: boolean;
}

/** One route of the console: the single source of paths, flags, roles and menu entries. */
export interface RouteEntry {
  path: string;
  /** A react-admin resource, rendered by the resource engine's ResourcePage (lazy). */
  resource?: string;
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

const SUPERADMIN: RoleRequirements = { account: ['superadmin'] };

// Every page is a lazy chunk: the sign-in page and the shell load none of the admin pages' code.
const SigninPage = lazyPage(() => import('@/signin/SigninPage'));
const ProcessingPage = lazyPage(() => import('@/processing/ProcessingPage'));
const JoinOrganizationPage = lazyPage(() => import('@/join/JoinOrganizationPage'));
const LauncherPage = lazyPage(() => import('@/launcher/LauncherPage'));
const MyAccountPage = lazyPage(() => import('@/account/MyAccountPage'));
const PolicyEditorPage = lazyPage(() => import('@/opa/PolicyEditorPage'));

/** The resource engine's page, loaded only when an admin route is opened. */
export const ResourcePage = lazyPage(() => import('@/engine/ResourcePage'));

const admin = (path: string, resource: string, menu?: MenuEntry): RouteEntry => ({
  path,
  resource,
  sidebar: true,
  appBar: true,
  auth: true,
  roles: SUPERADMIN,
  menu,
});

/**
 * The route table, in menu order. Nested menu entries: Apps → Applications; OPA → Roles, Service
 * Names; Unity (the events list) → Settings, Templates.
 */
export const routes: RouteEntry[] = [
  { path: '/signin', component: SigninPage, sidebar: false, appBar: false, auth: false,
    menu: { label: 'app.shell.menu.signin', icon: LoginIcon, withoutServices: true } },
  { path: '/processing', component: ProcessingPage, sidebar: false, appBar: false, auth: false },
  { path: '/joinOrganization', component: JoinOrganizationPage, sidebar: false, appBar: false, auth: false },
  { path: '/apps', component: LauncherPage, sidebar: true, appBar: true, auth: true,
    menu: { label: 'app.shell.menu.apps', icon: AppsIcon } },
  admin('/applications', 'applications', { label: 'app.shell.menu.applications', icon: WidgetsIcon, parent: '/apps' }),
  admin('/users', 'users', { label: 'app.shell.menu.users', icon: PeopleIcon }),
  admin('/groups', 'groups', { label: 'app.shell.menu.groups', icon: GroupWorkIcon }),
  admin('/organizations', 'organizations', { label: 'app.shell.menu.organizations', icon: CorporateFareIcon }),
  { path: '/opa', component: PolicyEditorPage, sidebar: true, appBar: true, auth: true, roles: SUPERADMIN,
    menu: { label: 'app.shell.menu.opa', icon: PolicyIcon } },
  admin('/roles', 'roles', { label: 'app.shell.menu.roles', icon: BadgeIcon, parent: '/opa' }),
  admin('/serviceNames', 'serviceNames', { label: 'app.shell.menu.serviceNames', icon: DnsIcon, parent: '/opa' }),
  admin('/events', 'events', { label: 'app.shell.menu.unity', icon: HubIcon }),
  admin('/settings', 'settings', { label: 'app.shell.menu.settings', icon: SettingsIcon, parent: '/events' }),
  admin('/templates', 'templates', { label: 'app.shell.menu.templates', icon: MailIcon, parent: '/events' }),
  { path: '/my-account', component: MyAccountPage, sidebar: true, appBar: true, auth: true,
    roles: { account: ['any'] } },
  { path: '/default', component: NotFoundPage, sidebar: false, appBar: true, auth: false },
];

/** Unknown routes: 404 Not Found with the app bar, like /default. */
export const notFoundRoute: RouteEntry = routes.find((route) => route.path === '/default')!;
