import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitions, endpoints } from '@resources/index';
import { accessCheckFor, clearAccessCache, fetchAccess, primeAccess } from '@/auth/access';
import { firstPageChecks, firstPageQuery } from '@/engine/list/firstPage';
import type { Filter } from '@/filters/types';
import { serializeFilters } from '@/filters/codec';
import { buildManifest } from '@/firstPaint/buildManifest';
import { dismissFirstPaint } from '@/browser/firstPaint';
import { listView } from '@/firstPaint/listView';
import { createDataProvider } from '@/platform/dataProvider';
import { EARLY_CALL_TTL_MS, startEarly } from '@/platform/earlyCalls';
import { firstPageUrl, platformUrl } from '@/platform/platformUrl';

/**
 * The first paint (issue 13): its manifest comes from the resource definitions, its calls are the ones
 * the app would send (so the app takes them over instead of asking again), and what it paints is text.
 */

const manifest = buildManifest();
const listOf = (route: string) => manifest.lists.find((list) => list.route === route)!;

const answer = (payload: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, payload }), { status: 200, headers }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the first paint manifest', () => {
  it('holds every list page, with its title and translated headers, and leaves tabbed and custom pages out', () => {
    const routes = manifest.lists.map((list) => list.route).sort();
    expect(routes).toContain('/users');
    expect(routes).toContain('/events');
    expect(routes).not.toContain('/roles'); // list tabs
    expect(routes).not.toContain('/settings'); // a page of its own
    expect(listOf('/users')).toMatchObject({ title: 'Users', search: true, bulk: true, roles: { account: ['superadmin'] } });
    expect(listOf('/users').columns.map((column) => column.header)).toEqual(['Name', 'Email']);
    expect(listOf('/events').sort).toEqual({ field: 'dateCreated', order: 'DESC' });
  });

  const filters: Filter[] = [{ name: 'email', comparison: 'like', value: 'ada' }];
  for (const withFilters of [false, true]) {
    it(`asks for each list's first page exactly as the data provider does${withFilters ? ', with filters' : ''}`, async () => {
      for (const list of manifest.lists) {
        const definition = definitions.find((d) => d.route === list.route)!;
        const fetch = answer([], { 'Content-Range': `${definition.name} 0-0/0` });
        vi.stubGlobal('fetch', fetch);
        const { params } = firstPageQuery(definition, withFilters ? filters : []);
        await createDataProvider(endpoints).getList(definition.name, params);
        const expected = firstPageUrl(list.endpoint, {
          sort: list.sort,
          perPage: list.perPage,
          filters: withFilters ? serializeFilters(filters)! : undefined,
        });
        expect(fetch.mock.calls[0][0], list.route).toBe(expected);
      }
    });
  }
});

describe('the early calls', () => {
  it('are taken over by the app once, each reader with its own answer', async () => {
    const fetch = answer({ uuid: 'u-1' });
    vi.stubGlobal('fetch', fetch);
    const url = '/account/users/current';
    const early = startEarly(url);
    const dataProvider = createDataProvider(endpoints);
    const [own, app] = await Promise.all([early.then((r) => r.json()), dataProvider.request('account', '/users/current')]);
    expect(own.payload).toEqual({ uuid: 'u-1' });
    expect(app).toEqual({ uuid: 'u-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next reader asks again.
    await dataProvider.request('account', '/users/current');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("include the list page's access check, which the app's start-up takes over", async () => {
    const fetch = answer({ POST: true, DELETE: true });
    vi.stubGlobal('fetch', fetch);
    clearAccessCache();
    const users = definitions.find((d) => d.name === 'users')!;
    expect(listOf('/users').access).toBeDefined();
    void startEarly(platformUrl('account', '/users/access'), { method: 'POST', body: listOf('/users').access });
    primeAccess(firstPageChecks(users));
    expect(await fetchAccess([accessCheckFor(users.endpoint, 'delete')])).toEqual({ DELETE: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are dropped when the app has not taken them in time, so a later call asks anew', async () => {
    vi.useFakeTimers();
    try {
      const fetch = answer({ uuid: 'u-1' });
      vi.stubGlobal('fetch', fetch);
      void startEarly('/account/users/current/apps');
      vi.advanceTimersByTime(EARLY_CALL_TTL_MS);
      await createDataProvider(endpoints).request('account', '/users/current/apps');
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the picture of a list', () => {
  const record = {
    id: 1,
    firstName: '<img src=x onerror=alert(1)>',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    organizationName: '',
  };

  it('shows the cells as text (never as HTML), with plain forms and empty values as "-"', () => {
    const view = listView(listOf('/users'), [record]);
    document.body.append(view);
    expect(view.getAttribute('aria-hidden')).toBe('true');
    expect(view.querySelector('img')).toBeNull();
    const cells = [...view.querySelectorAll('tbody td')].map((td) => td.textContent);
    // The checkbox column, then the avatar's initials, the name and the missing organization, the e-mail.
    expect(cells).toEqual(['', '<L<img src=x onerror=alert(1)> Lovelace-', 'ada@example.com']);
    expect([...view.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['', 'Name', 'Email']);
  });

  it('goes when the app dismisses it', () => {
    document.body.append(listView(listOf('/groups'), [{ id: 1, name: 'Support' }]));
    expect(document.getElementById('first-paint')).not.toBeNull();
    dismissFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
