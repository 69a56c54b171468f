/**
 * The HTML's start-up calls (issue 63, build/startCalls.ts): for every address the console opens without a
 * query, the calls start-up makes (src/main.tsx: the capabilities, and for the admin app src/routes/prefetch.ts)
 * are recorded here as they go out, and src/routes/startCalls.json, which the build writes into the HTML,
 * must hold exactly those. A change to what start-up asks fails here until the table is made again:
 *
 *   UPDATE_START_CALLS=1 npx vitest run tests/unit/start-calls.test.ts
 *
 * Then the takes: an answer goes once to the first identical call, not to a call that differs in its body
 * or sends headers of its own, a failed one is asked again, and none is left once start-up has ended.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { START_CALLS_FILE, type StartCall, type StartCallTable } from '../../build/startCalls';
import { clearAccessCache } from '@/auth/accessCache';
import { prefetchCapabilities } from '@/platform/capabilities';
import { platformRequest } from '@/platform/httpClient';
import { queryClient } from '@/platform/queryClient';
import { endStartCalls, startCallKey } from '@/platform/startCalls';
import { PAGE_PATHS, pageKind } from '@/routes/pagePaths';
import { prefetch } from '@/routes/prefetch';
import { routes } from '@/routes/routeTable';
import { mockApi } from '../support/admin';

vi.setConfig({ testTimeout: 60_000 });

const platform = {
  // An administrator: start-up asks what a resource's page needs.
  'GET /account/users/current': { id: 1, email: 'admin@example.com', services: { account: ['SUPERADMIN'] } },
  'POST /account/users/access': (call: { body: unknown }) => {
    const checks = Array.isArray(call.body) ? call.body : [call.body];
    return Object.fromEntries(checks.map((check: { method: string }) => [check.method, true]));
  },
};

/** Every address start-up may open without a query: the visitors' pages, the console's own, each resource's. */
const addresses = [
  ...new Set([
    ...Object.values(PAGE_PATHS),
    ...routes.map((route) => route.path).filter((path) => path.startsWith('/') && !/[:*]/.test(path)),
  ]),
].sort();

/** What start-up asks at `pathname`, as src/main.tsx starts it, in a stable order. */
async function recordStart(pathname: string): Promise<StartCall[]> {
  queryClient.clear();
  clearAccessCache();
  mockApi(platform);
  const started: Promise<unknown>[] = [prefetchCapabilities()];
  if (pageKind(pathname) !== 'visitor') started.push(prefetch({ pathname, search: '' }));
  await Promise.all(started);
  const fetched = (globalThis.fetch as Mock).mock.calls as [string, RequestInit][];
  vi.unstubAllGlobals();
  return fetched
    .map(([url, init]) => ({
      method: (init.method ?? 'GET').toUpperCase(),
      path: url,
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    }))
    .sort((a, b) => startCallKey(a.method, a.path, a.body).localeCompare(startCallKey(b.method, b.path, b.body)));
}

describe("the HTML's start-up calls", () => {
  it('are the calls start-up makes at each address (src/routes/startCalls.json)', async () => {
    const table: StartCallTable = {};
    for (const address of addresses) table[address] = await recordStart(address);
    // Every address asks something, and a resource's page its list too.
    expect(table['/signin']).toEqual([{ method: 'GET', path: '/account/capabilities' }]);
    expect(table['/users'].map((call) => decodeURIComponent(call.path))).toContain(
      '/account/users?range=[0,19]&sort=["id","ASC"]',
    );
    if (process.env.UPDATE_START_CALLS) writeFileSync(START_CALLS_FILE, `${JSON.stringify(table, null, 2)}\n`);
    expect(JSON.parse(readFileSync(START_CALLS_FILE, 'utf8')), 'UPDATE_START_CALLS=1 makes the table again').toEqual(
      table,
    );
  });
});

describe('an answer the HTML asked for', () => {
  const page = globalThis as { startCalls?: Promise<Record<string, Promise<Response>> | undefined> };
  const answer = (payload: unknown) =>
    new Response(JSON.stringify({ success: true, payload }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  let fetched: Mock;

  beforeEach(() => {
    fetched = vi.fn(async () => answer('asked again'));
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    endStartCalls();
    vi.unstubAllGlobals();
  });

  it('goes once to the first identical call; the next one asks', async () => {
    page.startCalls = Promise.resolve({
      [startCallKey('GET', '/account/users/current')]: Promise.resolve(answer('early')),
    });
    expect(await platformRequest('account', '/users/current')).toBe('early');
    expect(fetched).not.toHaveBeenCalled();
    expect(await platformRequest('account', '/users/current')).toBe('asked again');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('does not go to a call with another body, or with headers of its own', async () => {
    const body = JSON.stringify([{ method: 'GET', path: '/account/users' }]);
    page.startCalls = Promise.resolve({
      [startCallKey('POST', '/account/users/access', body)]: Promise.resolve(answer('early')),
      [startCallKey('GET', '/account/users/current')]: Promise.resolve(answer('early')),
    });
    expect(
      await platformRequest('account', '/users/access', { method: 'POST', body: [{ method: 'DELETE', path: '/x' }] }),
    ).toBe('asked again');
    expect(await platformRequest('account', '/users/current', { headers: { 'X-Run': '1' } })).toBe('asked again');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('that failed on its way is asked again', async () => {
    page.startCalls = Promise.resolve({
      [startCallKey('GET', '/account/users/current')]: Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await platformRequest('account', '/users/current')).toBe('asked again');
  });

  it('is dropped once start-up has rendered', async () => {
    page.startCalls = Promise.resolve({
      [startCallKey('GET', '/account/users/current')]: Promise.resolve(answer('early')),
    });
    endStartCalls();
    expect(await platformRequest('account', '/users/current')).toBe('asked again');
  });
});
