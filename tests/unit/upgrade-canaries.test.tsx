/**
 * Upgrade canaries (issue 61): the console leans on a few things its libraries do not promise, each
 * measured to pay off. Each test below names the library and the internal, and fails, saying what to do,
 * when a new version changes what the console leans on, before a person meets the change.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ReactNode } from 'react';
import { useContext } from 'react';
import {
  CoreAdminContext,
  memoryStore,
  testDataProvider,
  useListController,
  useStore,
  type DataProvider,
} from 'react-admin';
import {
  MemoryRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  UNSAFE_createBrowserHistory,
  createMemoryRouter,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import semver from 'semver';
import { describe, expect, it, vi } from 'vitest';
import { STAND_INS } from '../../build/standIns';

const root = resolve(import.meta.dirname, '../..');
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const router = `react-router-dom ${versionOf('react-router-dom')}`;

describe(`${router}: the contexts src/navigation/useUpdateParams.ts reads`, () => {
  const fix =
    'useUpdateParams reads the address as last written from them; read it another way (react-router may offer it now) or pin react-router';

  it('UNSAFE_NavigationContext carries the history the router was given, as `navigator` (its `location` is read)', () => {
    const history = UNSAFE_createBrowserHistory({ v5Compat: true });
    const { result } = renderHook(() => useContext(UNSAFE_NavigationContext), {
      wrapper: ({ children }: { children: ReactNode }) => <HistoryRouter history={history}>{children}</HistoryRouter>,
    });
    expect(
      result.current?.navigator,
      `${router}: UNSAFE_NavigationContext's navigator is not the history: ${fix}`,
    ).toBe(history);
  });

  it("UNSAFE_DataRouterContext's router.state.location is the new address as soon as navigate() returns", async () => {
    const read: { context?: { router?: { state?: { location?: { search?: string } } } } | null } = {};
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    const Reader = () => {
      read.context = useContext(UNSAFE_DataRouterContext);
      navigate = useNavigate();
      return null;
    };
    const memory = createMemoryRouter([{ path: '*', element: <Reader /> }], { initialEntries: ['/users'] });
    renderHook(() => null, { wrapper: () => <RouterProvider router={memory} /> });
    await act(async () => {
      await navigate('/users?filters=x');
    });
    expect(
      read.context?.router?.state?.location?.search,
      `${router}: UNSAFE_DataRouterContext no longer carries router.state.location: ${fix}`,
    ).toBe('?filters=x');
  });

  it('a plain router has no data router context (the hook then reads the history)', () => {
    const { result } = renderHook(() => useContext(UNSAFE_DataRouterContext), {
      wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    expect(result.current, `${router}: a MemoryRouter now has a data router context: ${fix}`).toBeNull();
  });
});

describe(`${router}: UNSAFE_createBrowserHistory and unstable_HistoryRouter (src/routes/blockingHistory.ts, src/App.tsx)`, () => {
  const fix =
    "the console's history holds navigations while a form has unsaved changes (react-admin's warnWhenUnsavedChanges) without a data router; if they are gone, use a data router's useBlocker (createBrowserRouter, about 17 kB gzip more at start-up: check tests/unit/bundle-budget.test.ts)";

  it('makes a history with the methods the console wraps, telling its listeners of a push (v5Compat)', () => {
    expect(typeof UNSAFE_createBrowserHistory, `${router}: UNSAFE_createBrowserHistory is gone: ${fix}`).toBe(
      'function',
    );
    expect(typeof HistoryRouter, `${router}: unstable_HistoryRouter is gone: ${fix}`).toBe('function');
    const history = UNSAFE_createBrowserHistory({ v5Compat: true });
    for (const method of ['createHref', 'createURL', 'encodeLocation', 'listen', 'go', 'push', 'replace'] as const)
      expect(typeof history[method], `${router}: the browser history has no ${method}(): ${fix}`).toBe('function');
    const heard = vi.fn();
    const stop = history.listen(heard);
    history.push('/canary?x=1');
    stop();
    expect(heard, `${router}: the browser history no longer tells its listeners of a push: ${fix}`).toHaveBeenCalled();
    expect(history.location.search).toBe('?x=1');
    history.replace('/');
  });
});

describe('build/standIns.ts: the imports it replaces inside libraries', () => {
  /** Every file under a package's folder whose path the stand-in's importer pattern matches. */
  const filesMatching = (pattern: RegExp) => {
    const dist = join(root, 'node_modules/ra-core/dist');
    return readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => pattern.test(path));
  };

  it.each(STAND_INS.map((standIn) => [standIn.source, standIn] as const))(
    'the file importing %s still exists and still imports it',
    (_source, standIn) => {
      const library = `ra-core ${versionOf('ra-core')}`;
      const fix = `build/standIns.ts replaces ${standIn.source} in it (${standIn.why}): find where ${library} imports it now and point the stand-in's importer there, or remove the stand-in if the library no longer carries that code (then check tests/unit/bundle-budget.test.ts)`;
      const files = filesMatching(standIn.importer);
      expect(
        files.map((file) => relative(root, file)),
        `${library}: no file matches ${standIn.importer}: ${fix}`,
      ).toHaveLength(1);
      const text = readFileSync(files[0], 'utf8');
      expect(
        text.includes(`from "${standIn.source}"`) || text.includes(`from '${standIn.source}'`),
        `${library}: ${relative(root, files[0])} no longer imports ${standIn.source}: ${fix}`,
      ).toBe(true);
      for (const name of standIn.replaces)
        expect(
          new RegExp(`\\b${name}\\b`).test(text),
          `${library}: ${relative(root, files[0])} no longer uses ${name}: ${fix}`,
        ).toBe(true);
      expect(existsSync(join(root, 'build', standIn.replacement))).toBe(true);
    },
  );
});

describe(`react-admin ${versionOf('react-admin')}: the list controller as src/engine/list/ResourceList.tsx uses it`, () => {
  const fix =
    "ResourceList keeps the filters and the sort in the address itself (useFiltersParam, useUpdateParams) and the page in its own state; if react-admin now writes them, it and the engine would fight over the address: check disableSyncWithLocation and storeKey in react-admin's upgrade guide";

  it('with disableSyncWithLocation and storeKey false, writes neither the address nor the store, and asks with the filter it is given', async () => {
    const store = memoryStore();
    const getList = vi.fn(async (_resource: string, _params: unknown) => ({ data: [{ id: 1 }], total: 1 }));
    const dataProvider = testDataProvider({ getList } as Partial<DataProvider>);
    let filter = { filters: [{ name: 'email', comparison: 'like', value: 'a' }] };
    const { result, rerender } = renderHook(
      () => ({
        controller: useListController({
          resource: 'users',
          filter,
          perPage: 20,
          sort: { field: 'id', order: 'ASC' },
          disableSyncWithLocation: true,
          storeKey: false,
          disableAuthentication: true,
        }),
        location: useLocation(),
        stored: useStore('users.listParams')[0],
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/users?filters=x']}>
            <CoreAdminContext dataProvider={dataProvider} store={store}>
              {children}
            </CoreAdminContext>
          </MemoryRouter>
        ),
      },
    );
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.lastCall?.[1]).toMatchObject({ filter });
    act(() => result.current.controller.setSort({ field: 'email', order: 'DESC' }));
    act(() => result.current.controller.setPage(2));
    expect(result.current.location.search, `react-admin now writes the list's state into the address: ${fix}`).toBe(
      '?filters=x',
    );
    expect(result.current.stored, `react-admin now keeps the list's state in its store: ${fix}`).toBeUndefined();
    filter = { filters: [{ name: 'email', comparison: 'like', value: 'b' }] };
    rerender();
    await vi.waitFor(() =>
      expect(
        getList.mock.lastCall?.[1],
        `react-admin no longer asks again with a changed filter prop: ${fix}`,
      ).toMatchObject({
        filter,
        sort: { field: 'email', order: 'DESC' },
      }),
    );
  });
});

describe(`ra-data-simple-rest ${versionOf('ra-data-simple-rest')}: its methods call the http client before their first await`, () => {
  const fix =
    "src/platform/dataProvider.ts hands a call's options (QUIET, a bulk run's X-Bulk-Run header) to its http client through a module-level variable set around each method's synchronous start (`during`); pass them another way (the fetch options' headers, or a client per call) before upgrading";

  it.each([
    ['getList', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }],
    ['getOne', { id: 1 }],
    ['getMany', { ids: [1] }],
    [
      'getManyReference',
      { target: 'x', id: 1, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    ],
    ['create', { data: {} }],
    ['update', { id: 1, data: {}, previousData: { id: 1 } }],
    ['updateMany', { ids: [1, 2], data: {} }],
    ['delete', { id: 1, previousData: { id: 1 } }],
    ['deleteMany', { ids: [1, 2] }],
  ] as const)('%s', async (method, params) => {
    let during = false;
    const seen: boolean[] = [];
    const client = vi.fn(async () => {
      seen.push(during);
      return { status: 200, headers: new Headers({ 'Content-Range': 'items 0-0/1' }), body: '', json: [{ id: 1 }] };
    });
    const rest = simpleRestProvider('', client) as unknown as Record<
      string,
      (r: string, p: unknown) => Promise<unknown>
    >;
    during = true;
    const call = rest[method]('users', params);
    during = false;
    await call.catch(() => undefined);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean), `ra-data-simple-rest's ${method} called its http client after an await: ${fix}`).toBe(
      true,
    );
  });
});

describe('typescript-eslint: the TypeScript it reads (eslint/typescriptApi.mjs)', () => {
  it("still needs TypeScript 6's API, which the project's TypeScript 7 lacks", () => {
    const estree = JSON.parse(
      readFileSync(join(root, 'node_modules/@typescript-eslint/typescript-estree/package.json'), 'utf8'),
    ) as { version: string; peerDependencies: Record<string, string> };
    const typescript = versionOf('typescript');
    const native = estree.peerDependencies['@typescript/native'] ?? '';
    const reads7 =
      semver.satisfies(typescript, estree.peerDependencies.typescript) || semver.satisfies(typescript, native);
    expect(
      reads7,
      `typescript-eslint ${estree.version} now reads TypeScript ${typescript} itself: remove eslint/typescriptApi.mjs and the "typescript" override of package.json`,
    ).toBe(false);
  });
});
