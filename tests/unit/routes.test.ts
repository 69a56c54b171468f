import ExtensionIcon from '@mui/icons-material/Extension';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '@resources/define';
import { catalogue as en } from '@resources/index';
import { menuFor } from '@/layout/menuEntries';
import { ResourcePage, matchRoute, notFoundRoute, pages, visitorPage } from '@/routes/pages';
import { PAGE_PATHS, VISITOR_PATHS, pageKind } from '@/routes/pagePaths';
import { preloadRoute } from '@/routes/preloadRoute';
import { buildRoutes, routes } from '@/routes/routeTable';
import type { BulkSlotProps, ListSlotProps, SearchSlotProps } from '@/engine/types';
import type { User } from '@contract/types';
import { preloadable, type Preloadable } from '@/ui/preloadable';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ?? key;
const someone = (services: Record<string, string[]>) => ({ id: 1, uuid: 'u', services }) as unknown as User;
const labels = (user?: User, table?: Parameters<typeof menuFor>[1]) =>
  menuFor(user, table).map((item) => [text(item.label), item.children.map((c) => text(c.label))]);

describe('the side menu, from the route table', () => {
  it('gives the superadmin every entry, nested ones under their parent', () => {
    expect(labels(someone({ account: ['superadmin'], unity: ['superadmin'] }))).toEqual([
      ['Apps', ['Applications']],
      ['Users', ['Lockouts', 'Dormant accounts', 'Lifecycle rules', 'Identity providers', 'Provisioning Clients']],
      ['Groups', []],
      ['Organizations', []],
      ['OPA', ['Roles', 'Service Names']],
      ['Unity', ['Settings', 'Session policy', 'Templates', 'Webhooks']],
      ['History', []],
      ['Access reviews', []],
      ['My reviews', []],
      ['Access requests', []],
    ]);
  });

  it('gives an account administrator the history (issue 24) and their reviews (issue 40) besides Apps', () => {
    expect(labels(someone({ account: ['admin'] }))).toEqual([
      ['Apps', []],
      ['History', []],
      ['My reviews', []],
      ['Access requests', []],
    ]);
  });

  it('gives a plain user Apps, the access reviews they answer (issue 40) and their access requests (issue 62)', () => {
    expect(labels(someone({ account: ['user'] }))).toEqual([
      ['Apps', []],
      ['My reviews', []],
      ['Access requests', []],
    ]);
  });

  it('offers Signin to someone without services', () => {
    expect(labels(someone({}))).toEqual([
      ['Signin', []],
      ['Apps', []],
      ['My reviews', []],
      ['Access requests', []],
    ]);
    expect(labels(undefined)).toEqual([['Signin', []]]);
  });
});

describe('a new resource', () => {
  // Defined only here: one definition (and its texts) is all the menu and the routes need.
  const gadgets = defineResource({
    name: 'gadgets',
    endpoint: { service: 'account', path: '/gadgets' },
    route: '/gadgets',
    roles: { account: ['superadmin'] },
    menu: { icon: ExtensionIcon, parent: '/opa', order: 15 },
    fields: [{ source: 'name', type: 'text', required: true }],
    columns: [{ source: 'name' }],
    selectionParam: 'gadgetID',
  });
  const table = buildRoutes([gadgets]);

  it('has its route, with its roles and its definition', () => {
    expect(matchRoute('/gadgets', table)).toMatchObject({
      path: '/gadgets',
      resource: gadgets,
      roles: { account: ['superadmin'] },
      sidebar: true,
      appBar: true,
      auth: true,
    });
    expect(matchRoute('/gadgets', routes).path).toBe('/default'); // not in the console's own table
  });

  it('shows in the menu under its parent, in its order, to those with its roles only', () => {
    const superadmin = menuFor(someone({ account: ['superadmin'] }), table);
    expect(superadmin.find((item) => item.path === '/opa')?.children).toEqual([
      expect.objectContaining({ path: '/gadgets', label: 'app.resources.gadgets.title', icon: ExtensionIcon }),
    ]);
    expect(
      menuFor(someone({ account: ['user'] }), table).flatMap((item) => [item, ...item.children]),
    ).not.toContainEqual(expect.objectContaining({ path: '/gadgets' }));
  });
});

describe('matchRoute', () => {
  it('finds the route of a path and its sub-paths, and 404 for the rest', () => {
    expect(matchRoute('/users/12', routes).path).toBe('/users');
    expect(matchRoute('/applications', routes).resource?.name).toBe('applications');
    expect(matchRoute('/apps', routes)).toMatchObject({ path: '/apps', sidebar: true, appBar: true, auth: true });
    expect(matchRoute('/signin', routes)).toMatchObject({ sidebar: false, appBar: false, auth: false });
    expect(matchRoute('/nowhere', routes)).toMatchObject({ path: '/default', sidebar: false, appBar: true });
    expect(matchRoute('/users', pages)).toBe(notFoundRoute); // start-up's table has no resource yet
  });
});

describe('the one preloader (start-up and the side menu)', () => {
  afterEach(() => vi.restoreAllMocks());
  /** A part of a page whose code load is watched. */
  const part = <P extends object>() => {
    const load = vi.fn(() => Promise.resolve({ default: (_props: P) => null }));
    return [preloadable<P>(load), load] as const;
  };
  const pageOf = (path: string) => pages.find((page) => page.path === path)!.component as Preloadable;

  it("fetches a resource's page and what it shows at once (search bar, toolbar), not its bulk actions", async () => {
    const [search, searchLoad] = part<SearchSlotProps>();
    const [toolbar, toolbarLoad] = part<ListSlotProps>();
    const [bulk, bulkLoad] = part<BulkSlotProps>();
    const gizmos = defineResource({
      name: 'gizmos',
      endpoint: { service: 'account', path: '/gizmos' },
      route: '/gizmos',
      fields: [{ source: 'name', type: 'text' }],
      columns: [{ source: 'name' }],
      selectionParam: 'gizmoID',
      slots: { search, toolbar: [toolbar], bulk },
    });
    const engine = vi.spyOn(ResourcePage, 'preload').mockResolvedValue(undefined);
    await preloadRoute('/gizmos/3', buildRoutes([gizmos]));
    expect(engine).toHaveBeenCalledOnce();
    expect(searchLoad).toHaveBeenCalledOnce();
    expect(toolbarLoad).toHaveBeenCalledOnce();
    expect(bulkLoad).not.toHaveBeenCalled();
  });

  it("at start-up, with the console's own pages only: the engine's page for a resource's address, a page's own, the landing page for the root", async () => {
    const engine = vi.spyOn(ResourcePage, 'preload').mockResolvedValue(undefined);
    const launcher = vi.spyOn(pageOf(PAGE_PATHS.apps), 'preload').mockResolvedValue(undefined);
    const account = vi.spyOn(pageOf(PAGE_PATHS.myAccount), 'preload').mockResolvedValue(undefined);
    await preloadRoute('/users', pages);
    expect([engine, launcher, account].map((spy) => spy.mock.calls.length)).toEqual([1, 0, 0]);
    await preloadRoute('/', pages);
    expect([engine, launcher, account].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 0]);
    await preloadRoute('/my-account', pages);
    expect([engine, launcher, account].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
  });
});

describe('the visitors’ pages', () => {
  it('are the pages with neither side menu, app bar nor sign-in, and their sub-paths', () => {
    const bare = pages
      .filter((page) => !page.auth && !page.sidebar && !page.appBar && page !== notFoundRoute)
      .map((page) => page.path);
    expect(VISITOR_PATHS).toEqual(bare);
    expect(pages.map((page) => page.path)).toEqual(Object.values(PAGE_PATHS));
    expect(visitorPage('/signin')?.path).toBe('/signin');
    expect(visitorPage('/joinOrganization/abc')?.path).toBe('/joinOrganization');
    expect(visitorPage('/notMe')?.path).toBe('/notMe');
    expect(visitorPage('/users')).toBeUndefined();
    expect(visitorPage('/signing')).toBeUndefined();
  });
});

describe('what an address opens (start-up and the HTML decide with the same function)', () => {
  it("a visitor's page, a page of the console's own or the root, else a resource's page", () => {
    expect(['/signin', '/SignIn', '/processing/x', '/joinOrganization'].map(pageKind)).toEqual([
      'visitor',
      'visitor',
      'visitor',
      'visitor',
    ]);
    expect(['/', '/apps', '/my-account', '/opa', '/default', '/Apps/x'].map(pageKind)).toEqual([
      'page',
      'page',
      'page',
      'page',
      'page',
      'page',
    ]);
    expect(['/users', '/users/12', '/signing', '/applications'].map(pageKind)).toEqual([
      'resource',
      'resource',
      'resource',
      'resource',
    ]);
  });
});
