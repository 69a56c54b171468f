/**
 * One list query (issue 23): the first page of a list is made by one function (firstPageQuery,
 * src/engine/list/firstPage.ts) that start-up (src/main.tsx calls src/routes/prefetch.ts) and the list
 * (ResourceList, through react-admin's useListController) both use. Each is driven here as the console
 * drives it, over a fake platform that records every call: the address of the list's request, its
 * react-query key and the access checks are the same from either, and once start-up has asked, the
 * page asks nothing again. A change of sort, parameters or `meta` on one side fails here instead of
 * silently sending the first page twice. A page of its own (the e-mail settings) asks for the lists its
 * definition's `pageQueries` name, and start-up fetches exactly those.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@resources/index';
import events from '@resources/events';
import roles from '@resources/roles';
import settings from '@resources/settings';
import { users } from '@resources/users';
import { clearAccessCache } from '@/auth/accessCache';
import { createAuthProvider } from '@/auth/authProvider';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageQuery, sortOf } from '@/engine/list/firstPage';
import type { ResourceDefinition } from '@/engine/types';
import { FILTERS_PARAM, serializeFilters } from '@/filters/codec';
import type { Filter } from '@contract/filters';
import { queryClient } from '@/platform/queryClient';
import { prefetch } from '@/routes/prefetch';
import { mockApi, renderAdmin, type Call } from '../support/admin';
import { recordNotices } from '../support/notices';

// Each test renders a whole page, whose lazy parts load on first use: a loaded machine needs the time.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const me = {
  id: 1,
  uuid: 'uuid-admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  services: { account: ['SUPERADMIN'] },
};
const row = (id: number) => ({
  id,
  name: `Row ${id}`,
  firstName: 'Grace',
  lastName: `Hopper ${id}`,
  email: `g${id}@example.com`,
  active: true,
  method: 'GET',
  resource: `/row/${id}`,
  status: 200,
});

interface Case {
  definition: ResourceDefinition;
  filters: Filter[];
  tab?: number;
  /** A text of the first page's first row, as the page shows it. */
  shown: RegExp;
}

const cases: Case[] = [
  // The Users page: react-admin's default sort, a search-bar filter from the address.
  { definition: users, filters: [{ name: 'email', comparison: 'like', value: 'hopper' }], shown: /^g1@example\.com$/ },
  // Roles: a list tab from the address.
  { definition: roles, filters: [], tab: 2, shown: /^Row 1$/ },
  // Events: a sort of its own.
  { definition: events, filters: [{ name: 'status', comparison: 'eq', value: 200 }], shown: /\/row\/1$/ },
];

function addressOf({ definition, filters, tab }: Case) {
  const query = new URLSearchParams();
  if (filters.length) query.set(FILTERS_PARAM, serializeFilters(filters)!);
  if (tab !== undefined) query.set(definition.listTabs!.source, String(tab));
  return { pathname: definition.route!, search: query.size ? `?${query}` : '' };
}

/** The platform the pages read. */
const platform: Record<string, unknown> = {
  'GET /account/users/current': me,
  'GET /account/users/current/apps': [],
  'POST /account/users/access': (call: Call) => {
    const checks = Array.isArray(call.body) ? call.body : [call.body];
    return Object.fromEntries(checks.map((check: { method: string }) => [check.method, true]));
  },
  'GET /account/users': [row(1), row(2)],
  'GET /account/roles': [row(1), row(2)],
  'GET /unity/events': [row(1), row(2)],
  'GET /account/serviceNames': [{ id: 2, name: 'account' }],
  'GET /account/users/searchMetadata': {},
  'GET /unity/events/searchMetadata': {},
  'GET /unity/searchPresets': [],
  'GET /account/settings': [
    { id: 1, mailSentName: 'Mail Robot', replyEmail: 'reply@example.com', mailHost: 'smtp.example.com' },
  ],
  'GET /account/templates': [{ id: 1, code: 'WELCOME', subject: 'Welcome', body: '<p>Hi</p>' }],
};

let calls: Call[];

beforeEach(() => {
  queryClient.clear();
  clearAccessCache();
  calls = mockApi(platform);
});
afterEach(() => vi.unstubAllGlobals());

/** What asked for the list: the addresses of its requests, the keys it is cached under, the access checks asked. */
function asked(definition: ResourceDefinition) {
  const { service, path } = definition.endpoint;
  const list = calls.filter((c) => c.method === 'GET' && c.path === `/${service}${path}`);
  const access = calls.filter((c) => c.method === 'POST' && c.path === '/account/users/access');
  return {
    requests: list.map((c) => `${c.path}?${c.query}`),
    keys: queryClient
      .getQueryCache()
      .findAll({ queryKey: [definition.name, 'getList'] })
      .map((q) => q.queryKey),
    // One call for several (start-up) or one each (the page): the same checks either way.
    checks: access.flatMap((c) => (Array.isArray(c.body) ? c.body : [c.body])).sort(byPath),
  };
}

/** A check on one record (`/roles/1`): a row's, asked once the rows are there. */
const onRecord = (check: { path: string }) => /\/\d+$/.test(check.path);
const withoutRecords = (list: ReturnType<typeof asked>) => ({
  ...list,
  checks: list.checks.filter((check) => !onRecord(check)),
});

const byPath = (a: { method: string; path: string }, b: { method: string; path: string }) =>
  `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);

/** The resource's page at the address, as the admin app renders it, on the app's one query client. */
function renderPage(test: Case) {
  const { pathname, search } = addressOf(test);
  return renderAdmin(<ResourcePage definition={test.definition} />, {
    url: `${pathname}${search}`,
    authProvider: createAuthProvider(endpoints),
    queryClient,
  });
}

/** Start-up's calls for the address, until they have been answered. */
async function startUp(test: Case) {
  void prefetch(addressOf(test));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await waitFor(() =>
    expect(calls.some((c) => c.path === '/account/users/access') || !test.definition.create).toBe(true),
  );
}

describe.each(cases)('the first page of $definition.name', (test) => {
  const { definition, filters, tab } = test;
  const made = firstPageQuery(definition, filters, tab);

  it('is asked by the list as firstPageQuery makes it: one request, under its key, with its access checks', async () => {
    renderPage(test);
    expect((await screen.findAllByText(test.shown))[0]).toBeInTheDocument();
    const list = asked(definition);
    expect(list.keys).toEqual([made.queryKey]);
    expect(list.requests).toHaveLength(1);
    // Every check the list asks is one start-up asks (the lazy buttons', actions and Export, come later).
    // Its rows' (edit, delete) are asked once rows arrive, which start-up does not wait for: without them.
    expect([...made.checks].sort(byPath)).toEqual(expect.arrayContaining(withoutRecords(list).checks));
  });

  it('is asked by start-up exactly as the list asks it: the same address, key and access checks', async () => {
    const page = renderPage(test);
    await screen.findAllByText(test.shown);
    // The lazy buttons (actions, Export) ask theirs once loaded: wait for the page's own checks. Its rows' (edit,
    // delete) are asked once rows arrive, which start-up does not wait for: compared without them.
    const pageChecks = made.checks.filter((check) => !onRecord(check));
    await waitFor(() => expect(asked(definition).checks).toEqual(expect.arrayContaining(pageChecks)));
    const list = withoutRecords(asked(definition));

    page.unmount();
    queryClient.clear();
    clearAccessCache();
    calls.length = 0;
    await startUp(test);
    expect(withoutRecords(asked(definition))).toEqual(list);
  });

  it('once asked by start-up, is not asked again by the list, which shows it', async () => {
    await startUp(test);
    const before = asked(definition);
    expect(before.requests).toHaveLength(1);

    renderPage(test);
    expect((await screen.findAllByText(test.shown))[0]).toBeInTheDocument();
    expect(asked(definition)).toEqual(before);
  });
});

describe.each(cases.filter((test) => test.definition.search))('the search bar of $definition.name', (test) => {
  const searchCalls = () =>
    calls.filter(
      (c) => c.method === 'GET' && (c.path.endsWith('/searchMetadata') || c.path === '/unity/searchPresets'),
    );

  it('has its fields and presets asked by start-up as it asks them: it shows and asks nothing again', async () => {
    await startUp(test);
    const asked = searchCalls().map((c) => `${c.path}?${c.query}`);
    expect(asked).toHaveLength(2);

    renderPage(test);
    expect((await screen.findAllByText(test.shown))[0]).toBeInTheDocument();
    expect(await screen.findByRole('search')).toBeInTheDocument();
    // A bar that read them under other keys than start-up's would ask for them again now.
    await new Promise((done) => setTimeout(done, 100));
    expect(searchCalls().map((c) => `${c.path}?${c.query}`)).toEqual(asked);
  });
});

describe('a page of its own: the e-mail settings', () => {
  const test: Case = { definition: settings, filters: [], shown: /^WELCOME$/ };
  const lists = () => ({
    requests: calls
      .filter((c) => c.method === 'GET' && /^\/account\/(settings|templates)$/.test(c.path))
      .map((c) => `${c.path}?${c.query}`),
    keys: queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey)
      .filter((key) => key[1] === 'getList'),
  });
  const made = settings.pageQueries!.map(({ resource, params }) => [resource, 'getList', params]);

  it('asks for the lists its pageQueries name, under their keys', async () => {
    renderPage(test);
    expect(await screen.findByDisplayValue('Mail Robot')).toBeInTheDocument();
    expect(await screen.findByText(test.shown)).toBeInTheDocument();
    const asked = lists();
    expect(asked.requests).toHaveLength(2);
    expect(asked.keys).toEqual(expect.arrayContaining(made));
  });

  it('once start-up has fetched them, shows them and asks nothing again', async () => {
    await startUp(test);
    const before = lists();
    expect(before.requests).toHaveLength(2);
    expect(before.keys).toEqual(expect.arrayContaining(made));

    renderPage(test);
    expect(await screen.findByDisplayValue('Mail Robot')).toBeInTheDocument();
    expect(await screen.findByText(test.shown)).toBeInTheDocument();
    expect(lists().requests).toEqual(before.requests);
  });
});

describe('the sort kept in the address (issue 42)', () => {
  const sortIn = (query: string) => sortOf(users, new URLSearchParams(query));

  it('reads a sortable column and its order, as react-admin writes them', () => {
    expect(sortIn('sort=email&order=ASC')).toEqual({ field: 'email', order: 'ASC' });
    expect(sortIn('sort=firstName&order=DESC')).toEqual({ field: 'firstName', order: 'DESC' });
    expect(firstPageQuery(users, [], undefined, sortIn('sort=email&order=DESC')).params.sort).toEqual({
      field: 'email',
      order: 'DESC',
    });
  });

  it('ignores what is no column, no order or no sort at all: the default sort applies', () => {
    for (const query of ['', 'sort=email', 'sort=email&order=up', 'sort=password&order=ASC', 'order=ASC']) {
      expect(sortIn(query), query).toBeUndefined();
    }
  });
});

describe('a first page that fails', () => {
  const test = cases[0];
  const failure = () =>
    new Response(
      JSON.stringify({ success: false, status: 500, errorCode: 'INJECTED_FAULT', description: 'Injected fault.' }),
      { status: 500 },
    );
  const listRequests = () => calls.filter((c) => c.method === 'GET' && c.path === '/account/users');

  // Start-up renders after START_HOLD_MS at most: the list may mount before or after its first page fails.
  it('is notified once when the list mounted while start-up was asking for it', async () => {
    const notices = recordNotices();
    let fail!: () => void;
    calls = mockApi({
      ...platform,
      'GET /account/users': () => new Promise<Response>((done) => (fail = () => done(failure()))),
    });
    void prefetch(addressOf(test));
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    renderPage(test);
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .find({ queryKey: firstPageQuery(users, test.filters).queryKey })
          ?.getObserversCount(),
      ).toBe(1),
    );
    fail();
    await waitFor(() => expect(notices.map((n) => n.code)).toEqual(['INJECTED_FAULT']));
    expect(listRequests()).toHaveLength(1);
  });

  it('is notified once when the list mounted after start-up was told it failed', async () => {
    const notices = recordNotices();
    calls = mockApi({ ...platform, 'GET /account/users': failure });
    await prefetch(addressOf(test));
    expect(notices).toEqual([]);
    renderPage(test);
    await waitFor(() => expect(notices.map((n) => n.code)).toEqual(['INJECTED_FAULT']));
    expect(listRequests()).toHaveLength(2);
  });
});
