import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/config';
import { wasNotifiedError, type Notice } from '@/notifications/notify';
import { recordNotices } from '../support/notices';

let notices: Notice[] = [];
import { createDataProvider, QUIET } from '@/platform/dataProvider';
import { serializeFilters } from '@/filters/codec';
import type { Filter } from '@contract/filters';
import { PlatformError } from '@/platform/errors';
import { platformRequest } from '@/platform/httpClient';
import { browser } from '@/platform/browser';
import { sortRecords } from '@/platform/clientPaging';
import type { ResourceEndpoint } from '@contract/types';

const endpoints: Record<string, ResourceEndpoint> = {
  users: { service: 'account', path: '/users' },
  applications: { service: 'account', path: '/apps' },
  events: { service: 'unity', path: '/events' },
};

interface Call {
  url: string;
  init: RequestInit;
}
let calls: Call[];

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : text, { status, headers });
  });
}

const query = (call: Call) => new URL(call.url, 'http://test').searchParams;

beforeEach(() => {
  calls = [];
  notices = recordNotices();
  setConfig({ apiPrefix: '/api', signinPath: '/signin' });
  window.history.replaceState(null, '', '/users?userID=3');
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('platformRequest', () => {
  it('calls {apiPrefix}/{service}{path} with credentials and JSON, and returns the payload', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: { id: 1, name: 'Ada' } }));
    const user = await platformRequest('account', '/users/1', { method: 'PUT', body: { name: 'Ada' } });
    expect(user).toEqual({ id: 1, name: 'Ada' });
    expect(calls[0].url).toBe('/api/account/users/1');
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.body).toBe('{"name":"Ada"}');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds the query and accepts a 204 without body', async () => {
    vi.stubGlobal('fetch', answer(204, undefined));
    await expect(
      platformRequest('unity', '/events', { method: 'DELETE', query: { token: 'a b', skip: undefined } }),
    ).resolves.toBeUndefined();
    expect(calls[0].url).toBe('/api/unity/events?token=a+b');
  });

  it('treats a 200 whose envelope is not successful as an error', async () => {
    vi.stubGlobal('fetch', answer(200, { success: false, description: 'Nope.' }));
    await expect(platformRequest('account', '/users')).rejects.toBeInstanceOf(PlatformError);
  });

  const errorBody = (status: number) => ({
    success: false,
    status,
    errorCode: 'SOME_CODE',
    description: `Failure ${status}.`,
    resolution: 'Try again.',
    action: 'Retry',
  });

  it('a 4xx throws a PlatformError and shows a warning built from the envelope', async () => {
    vi.stubGlobal('fetch', answer(404, errorBody(404)));
    const error = await platformRequest('account', '/users/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      status: 404,
      errorCode: 'SOME_CODE',
      description: 'Failure 404.',
      message: 'Failure 404.',
    });
    expect(notices).toEqual([
      expect.objectContaining({
        severity: 'warning',
        title: 'Failure 404.',
        subtitle: 'Try again.',
        body: '404 SOME_CODE',
        action: 'Retry',
      }),
    ]);
    expect(wasNotifiedError('Failure 404.')).toBe(true);
  });

  it('a 5xx shows an error notification', async () => {
    vi.stubGlobal('fetch', answer(503, errorBody(503)));
    await expect(platformRequest('account', '/users')).rejects.toMatchObject({ status: 503 });
    expect(notices[0]).toMatchObject({ severity: 'error', title: 'Failure 503.' });
  });

  it('notify:false keeps the error with the caller', async () => {
    vi.stubGlobal('fetch', answer(500, errorBody(500)));
    await expect(platformRequest('account', '/users', { notify: false })).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([]);
  });

  it('notify as a function keeps the errors it refuses with the caller and reports the others', async () => {
    const notify = (error: PlatformError) => error.status !== 400;
    vi.stubGlobal('fetch', answer(400, errorBody(400)));
    await expect(platformRequest('account', '/x', { notify })).rejects.toMatchObject({ status: 400 });
    expect(notices).toEqual([]);
    vi.stubGlobal('fetch', answer(403, errorBody(403)));
    await expect(platformRequest('account', '/x', { notify })).rejects.toMatchObject({ status: 403 });
    expect(notices).toEqual([expect.objectContaining({ title: 'Failure 403.' })]);
  });

  it('a 401 goes to the sign-in page with the current query string and no notification', async () => {
    vi.stubGlobal('fetch', answer(401, errorBody(401)));
    await expect(platformRequest('account', '/users')).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).toHaveBeenCalledWith('/signin?userID=3');
    expect(notices).toEqual([]);
  });

  it('a 401 stays with a caller that opted out of the redirect', async () => {
    vi.stubGlobal('fetch', answer(401, errorBody(401)));
    await expect(platformRequest('account', '/users/current', { noAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('an unparseable error body is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(platformRequest('account', '/users')).rejects.toMatchObject({ status: 502 });
    expect(log).toHaveBeenCalled();
    expect(notices).toEqual([]);
  });
});

describe('data provider', () => {
  const dataProvider = createDataProvider(endpoints);
  const people = [{ id: 1, lastName: 'Young' }, { id: 2, lastName: 'Adams' }, { id: 3 }, { id: 4, lastName: 'Moore' }];

  it('maps each resource to its service and path, with filters, sort and range', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { success: true, payload: [people[0]] }, { 'Content-Range': 'applications 0-0/41' }),
    );
    const filters: Filter[] = [
      { name: 'name', comparison: 'like', value: 'mail & more' },
      { name: 'active', comparison: 'eq', value: true },
    ];
    const result = await dataProvider.getList('applications', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { filters },
    });
    expect(result).toEqual({ data: [people[0]], total: 41 });
    const url = new URL(calls[0].url, 'http://test');
    expect(url.pathname).toBe('/api/account/apps');
    // The list goes out once, as the platform's `filters` parameter, in the codec's words.
    expect(url.searchParams.get('filters')).toBe(serializeFilters(filters));
    expect(url.searchParams.get('sort')).toBe('["name","DESC"]');
    expect(url.searchParams.get('range')).toBe('[0,19]');
    expect([...url.searchParams.keys()].sort()).toEqual(['filters', 'range', 'sort']);
    // The contract's headers only: not ra-data-simple-rest's Range.
    expect(new Headers(calls[0].init.headers).has('Range')).toBe(false);
  });

  it("lists a record's related records with an eq filter on the field (getManyReference)", async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: [people[0]] }, { 'Content-Range': 'users 0-0/1' }));
    await dataProvider.getManyReference('users', {
      target: 'organizationID',
      id: 7,
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: { filters: [{ name: 'active', comparison: 'eq', value: true }] },
    });
    expect(JSON.parse(query(calls[0]).get('filters')!)).toEqual([
      { name: 'active', comparison: 'eq', value: true },
      { name: 'organizationID', comparison: 'eq', value: 7 },
    ]);
  });

  it("reads with the options of the call's meta: quiet, with its headers", async () => {
    vi.stubGlobal('fetch', answer(500, { success: false, status: 500, description: 'No.' }));
    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(
      dataProvider.getList('users', { ...params, meta: { ...QUIET, headers: { 'X-Test': 'list' } } }),
    ).rejects.toMatchObject({ status: 500 });
    await expect(
      dataProvider.getOne('users', { id: 1, meta: { ...QUIET, headers: { 'X-Test': 'one' } } }),
    ).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => new Headers(c.init.headers).get('X-Test'))).toEqual(['list', 'one']);
    expect(notices).toEqual([]);
    // A call without meta is loud again and carries no header of another's.
    await expect(dataProvider.getOne('users', { id: 1 })).rejects.toMatchObject({ status: 500 });
    expect(new Headers(calls[2].init.headers).has('X-Test')).toBe(false);
    expect(notices).toHaveLength(1);
  });

  it('refuses a filter given other than as a list (a programming error), calling nothing', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: [] }));
    await expect(
      dataProvider.getList('applications', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: { name: 'mail' },
      }),
    ).rejects.toThrow(/not by name/);
    expect(calls).toHaveLength(0);
  });

  it('sends unity resources to the unity service', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: { id: 5, name: 'login' } }));
    await dataProvider.getOne('events', { id: 5 });
    expect(calls[0].url).toBe('/api/unity/events/5');
  });

  it('sorts (missing values last) and pages on the client when there is no Content-Range', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: people }));
    const first = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: {},
    });
    expect(first).toEqual({ data: [people[1], people[3]], total: 4 });
    const second = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'lastName', order: 'DESC' },
      filter: {},
    });
    expect(second.data.map((r) => r.id)).toEqual([2, 3]);
    expect(query(calls[0]).has('filters')).toBe(false);
  });

  it('creates, updates and deletes through the resource path, even when the answer has no record', async () => {
    vi.stubGlobal('fetch', answer(204, undefined));
    const updated = await dataProvider.update('users', {
      id: 4,
      data: { lastName: 'Moor' },
      previousData: people[3],
    });
    expect(updated.data).toEqual({ id: 4, lastName: 'Moor' });
    const deleted = await dataProvider.delete('users', { id: 4, previousData: people[3] });
    expect(deleted.data).toEqual(people[3]);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'PUT /api/account/users/4',
      'DELETE /api/account/users/4',
    ]);
  });

  it('fails loudly for a resource without an endpoint, and offers the calls of no one resource', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, payload: { ok: true } }));
    await expect(dataProvider.getOne('nowhere', { id: 1 })).rejects.toThrow(/nowhere/);
    await expect(
      dataProvider.runAction({ service: 'unity', method: 'POST', path: '/events/testOpa' }),
    ).resolves.toEqual({ ok: true });
    expect(calls.at(-1)).toMatchObject({ url: '/api/unity/events/testOpa', init: { method: 'POST' } });
  });
});

describe('client sorting', () => {
  it('keeps missing values last in both orders', () => {
    const rows = [{ v: 2 }, { v: null }, { v: 10 }, {}];
    expect(sortRecords(rows, 'v', 'ASC').map((r) => r.v)).toEqual([2, 10, null, undefined]);
    expect(sortRecords(rows, 'v', 'DESC').map((r) => r.v)).toEqual([10, 2, null, undefined]);
  });
});
