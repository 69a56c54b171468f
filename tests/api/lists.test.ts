/** Lists: filters (seven comparisons, dotted names, literal like), sort, range and Content-Range. */
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../fixtures/server/list';
import { filtersQuery, signedIn, useTestApi, type Client } from './support/api';

// The tests only read: the data below is set up once for all of them.
const api = useTestApi({ resetEach: false });
let admin: Client;
let all: any[];
beforeAll(async () => {
  admin = await signedIn(api, 'admin');
  // Values the comparisons below are checked against.
  await admin.post('/account/users', {
    firstName: 'Regex',
    lastName: 'Smith (Jr.) [a-z]+',
    email: 'regex.smith@example.com',
    password: 'abcdefg1-quokka',
    passwordConfirmation: 'abcdefg1-quokka',
  });
  all = (await admin.get('/account/users')).body.payload;
});

const list = async (filters: object[], extra = '') => {
  const res = await admin.get(`/account/users?${filtersQuery(filters)}${extra}`);
  expect(res.status).toBe(200);
  return res.body.payload as any[];
};
const ids = (rows: any[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('filters', () => {
  it('eq and neq', async () => {
    expect((await list([{ name: 'email', comparison: 'eq', value: 'user@example.com' }])).map((u) => u.id)).toEqual([
      2,
    ]);
    const inactive = await list([{ name: 'active', comparison: 'eq', value: false }]);
    expect(inactive.length).toBeGreaterThan(1);
    expect(inactive.every((u) => u.active === false)).toBe(true);
    expect(inactive.map((u) => u.email)).toContain('pending@example.com');
    const notUser = await list([{ name: 'email', comparison: 'neq', value: 'user@example.com' }]);
    expect(notUser.length).toBe(all.length - 1);
  });

  it('like is a case-insensitive substring of literal text', async () => {
    const found = await list([{ name: 'email', comparison: 'like', value: 'USER@EXAMPLE' }]);
    expect(found.map((u) => u.email)).toEqual(['user@example.com']);
    const regexChars = await list([{ name: 'lastName', comparison: 'like', value: '(jr.) [a-z]+' }]);
    expect(regexChars.map((u) => u.email)).toEqual(['regex.smith@example.com']);
    expect(await list([{ name: 'lastName', comparison: 'like', value: '.*' }])).toEqual([]);
    expect(await list([{ name: 'lastName', comparison: 'like', value: '((' }])).toEqual([]);
  });

  it('gt, lt, gte, lte compare numbers numerically', async () => {
    expect(ids(await list([{ name: 'id', comparison: 'lt', value: 3 }]))).toEqual([1, 2]);
    expect(ids(await list([{ name: 'id', comparison: 'lte', value: '3' }]))).toEqual([1, 2, 3]);
    const gt = await list([{ name: 'id', comparison: 'gt', value: 9 }]);
    expect(gt.every((u) => u.id > 9)).toBe(true);
    expect(gt.length).toBe(all.filter((u) => u.id > 9).length); // not lexical: 10 > 9
    expect(ids(await list([{ name: 'id', comparison: 'gte', value: 60 }]))).toEqual(
      all.filter((u) => u.id >= 60).map((u) => u.id),
    );
  });

  it('dates compare on the date part', async () => {
    const day = all.find((u) => u.id === 10).createdAt.slice(0, 10);
    const sameDay = await list([{ name: 'createdAt', comparison: 'eq', value: day }]);
    expect(sameDay.map((u) => u.id)).toContain(10);
    expect(sameDay.every((u) => u.createdAt.startsWith(day))).toBe(true);
    const from2026 = await list([{ name: 'createdAt', comparison: 'gte', value: '2026-01-01' }]);
    expect(from2026.length).toBe(all.filter((u) => u.createdAt.slice(0, 10) >= '2026-01-01').length);
    expect(from2026.length).toBeGreaterThan(0);
    const before2025 = await list([{ name: 'createdAt', comparison: 'lt', value: '2025-01-01' }]);
    expect(before2025.every((u) => u.createdAt < '2025')).toBe(true);
  });

  it('a day compared with a text column gives the same rows through the cached days as row by row', () => {
    const { store } = api.server.ctx;
    const users = store.all('users');
    const days = ['2024-01-08', all.find((u) => u.id === 10).createdAt.slice(0, 10), '2025-06-30', '2026-01-01'];
    for (const name of ['createdAt', 'updatedAt', 'email', 'phone']) {
      for (const comparison of ['eq', 'neq', 'gt', 'lt', 'gte', 'lte'] as const) {
        for (const value of days) {
          const query = { filters: [{ name, comparison, value }] };
          const cached = queryRows(users, query, { cache: { store, collection: 'users' } });
          const plain = queryRows(users, query);
          expect(
            cached.items.map((u) => u.id),
            `${name} ${comparison} ${value}`,
          ).toEqual(plain.items.map((u) => u.id));
          expect(cached.total).toBe(plain.total);
        }
      }
    }
  });

  it('ANDs several filters and reaches nested values with dotted names', async () => {
    const both = await list([
      { name: 'organizations.name', comparison: 'eq', value: 'Globex' },
      { name: 'email', comparison: 'like', value: 'user@' },
    ]);
    expect(both.map((u) => u.email)).toEqual(['user@example.com']);
    const globex = await list([{ name: 'organizations.name', comparison: 'eq', value: 'Globex' }]);
    expect(globex.length).toBeGreaterThan(1);

    const roles = [
      { id: 1, name: 'superadmin', roles: { serviceNameID: 1 } },
      { id: 2, name: 'user', roles: { serviceNameID: 2 } },
      { id: 3, name: 'admin', roles: { serviceNameID: 1 } },
    ];
    const { items } = queryRows(roles, { filters: [{ name: 'roles.serviceNameID', comparison: 'eq', value: 1 }] });
    expect(items.map((r) => r.name)).toEqual(['superadmin', 'admin']);
  });

  it('answers 400 for malformed filters, sort or range', async () => {
    for (const query of [
      'filters=%5Bnot-json',
      'filters=' + encodeURIComponent('[{"name":"id","comparison":"regex","value":1}]'),
      'sort=%5B%22id%22',
      'sort=' + encodeURIComponent('["id","UP"]'),
      'range=%5B0',
      'range=' + encodeURIComponent('[5,1]'),
    ]) {
      const res = await admin.get(`/account/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, status: 400, errorCode: 'INVALID_QUERY' });
    }
  });
});

describe('sort and range', () => {
  it('answers the whole filtered list without range, and no Content-Range', async () => {
    const res = await admin.get('/account/users');
    expect(res.body.payload.length).toBeGreaterThanOrEqual(64);
    expect(res.headers.get('content-range')).toBeNull();
  });

  it('answers the slice with Content-Range and exposes the header', async () => {
    const res = await admin.get(
      `/account/users?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[20,39]')}`,
    );
    expect(res.body.payload.map((u: any) => u.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(res.headers.get('content-range')).toBe(`users 20-39/${all.length}`);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const last = await admin.get(
      `/account/users?range=${encodeURIComponent(`[${all.length - 2},${all.length + 10}]`)}`,
    );
    expect(last.body.payload.length).toBe(2);
    expect(last.headers.get('content-range')).toBe(`users ${all.length - 2}-${all.length - 1}/${all.length}`);
    const filtered = await admin.get(
      `/account/users?${filtersQuery([{ name: 'email', comparison: 'like', value: 'example.com' }])}&range=${encodeURIComponent('[0,4]')}`,
    );
    const matching = all.filter((u) => u.email.includes('example.com')).length;
    expect(filtered.headers.get('content-range')).toBe(`users 0-4/${matching}`);
  });

  it('sorts ascending and descending, case-insensitively, missing values last both ways', async () => {
    const asc = (await admin.get(`/account/users?sort=${encodeURIComponent('["lastName","ASC"]')}`)).body
      .payload as any[];
    const names = asc.map((u) => u.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await admin.get(`/account/users?sort=${encodeURIComponent('["lastName","DESC"]')}`)).body
      .payload as any[];
    expect(desc[0].lastName.toLowerCase() >= desc[desc.length - 1].lastName.toLowerCase()).toBe(true);

    for (const order of ['ASC', 'DESC']) {
      const byPhone = (await admin.get(`/account/users?sort=${encodeURIComponent(`["phone","${order}"]`)}`)).body
        .payload as any[];
      const firstMissing = byPhone.findIndex((u) => !u.phone);
      expect(firstMissing, order).toBeGreaterThan(0);
      expect(
        byPhone.slice(firstMissing).every((u) => !u.phone),
        order,
      ).toBe(true);
    }
  });

  it('sorts numbers numerically', async () => {
    const desc = (
      await admin.get(`/account/users?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,2]')}`)
    ).body.payload;
    const max = Math.max(...all.map((u) => u.id));
    expect(desc.map((u: any) => u.id)).toEqual([max, max - 1, max - 2]);
  });

  it('serves a changed record after a write (caches follow the data)', async () => {
    const query = `${filtersQuery([{ name: 'lastName', comparison: 'like', value: 'zebra' }])}&sort=${encodeURIComponent('["lastName","ASC"]')}&range=${encodeURIComponent('[0,19]')}`;
    expect((await admin.get(`/account/users?${query}`)).body.payload).toEqual([]);
    await admin.put('/account/users/5', { lastName: 'Zebra' });
    const after = await admin.get(`/account/users?${query}`);
    expect(after.body.payload.map((u: any) => u.id)).toEqual([5]);
    expect(after.headers.get('content-range')).toBe('users 0-0/1');
  });
});
