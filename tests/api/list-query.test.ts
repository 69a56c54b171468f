/**
 * The list contract of the development API (fixtures/server/list.ts), on rows given directly: what each
 * comparison matches, how dotted names reach nested and listed values, the sort (missing values last both
 * ways), the range, the query's checks, and the fields no filter may read. The cached paths a store
 * collection takes give the same answers as the plain ones.
 */
import type { Request } from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkReadable,
  compare,
  dig,
  parseFilters,
  parseListQuery,
  queryRows,
  sendList,
  type ListQuery,
} from '../../fixtures/server/list';
import { MAX_DEPTH } from '../../fixtures/server/validate';
import { Store } from '../../fixtures/server/store';
import type { Data } from '../../fixtures/server/types';

const query = (params: Record<string, unknown>) => parseListQuery({ query: params } as unknown as Request);
const names = <T extends { name: string }>(rows: T[]) => rows.map((r) => r.name);

describe('comparisons', () => {
  it('eq and neq: numbers by value, booleans by truth (or their text), text exactly', () => {
    expect(compare(3, 'eq', '3')).toBe(true);
    expect(compare(3, 'eq', 4)).toBe(false);
    expect(compare(3, 'neq', 4)).toBe(true);
    expect(compare(3, 'neq', 3)).toBe(false);
    expect(compare(true, 'eq', true)).toBe(true);
    expect(compare(true, 'eq', 'true')).toBe(true);
    expect(compare(false, 'eq', 'false')).toBe(true);
    expect(compare(false, 'eq', true)).toBe(false);
    expect(compare('Ada', 'eq', 'Ada')).toBe(true);
    expect(compare('Ada', 'eq', 'ada')).toBe(false);
  });

  it('gt, lt, gte and lte: at the bound and on either side, for numbers, booleans and text', () => {
    const cases: [unknown, unknown, Record<string, boolean>][] = [
      [5, 5, { gt: false, lt: false, gte: true, lte: true }],
      [6, 5, { gt: true, lt: false, gte: true, lte: false }],
      [4, '5', { gt: false, lt: true, gte: false, lte: true }],
      [10, 9, { gt: true, lt: false, gte: true, lte: false }], // numerically, not as text
      [true, false, { gt: true, lt: false, gte: true, lte: false }],
      [false, true, { gt: false, lt: true, gte: false, lte: true }],
      ['b', 'a', { gt: true, lt: false, gte: true, lte: false }],
      ['a', 'b', { gt: false, lt: true, gte: false, lte: true }],
      ['a', 'a', { gt: false, lt: false, gte: true, lte: true }],
    ];
    for (const [actual, expected, answers] of cases) {
      for (const [comparison, answer] of Object.entries(answers)) {
        expect(compare(actual, comparison as never, expected), `${actual} ${comparison} ${expected}`).toBe(answer);
      }
    }
  });

  it('a missing value matches only neq (and eq of an empty text); a number never compares with a non-number', () => {
    for (const missing of [null, undefined, '']) {
      for (const comparison of ['eq', 'gt', 'lt', 'gte', 'lte', 'like'] as const) {
        expect(compare(missing, comparison, 5), `${missing} ${comparison}`).toBe(false);
      }
      expect(compare(missing, 'neq', 5)).toBe(true);
      expect(compare(missing, 'eq', '')).toBe(true);
    }
    expect(compare(5, 'eq', 'five')).toBe(false);
    expect(compare(5, 'gte', 'five')).toBe(false);
    expect(compare(5, 'lte', '')).toBe(false);
    expect(compare(5, 'neq', 'five')).toBe(true);
    // An empty text is no number, not even zero.
    expect(compare(0, 'eq', '')).toBe(false);
  });

  it('a date matches a day on its date part, either way round', () => {
    expect(compare('2024-03-05T23:59:00.000Z', 'eq', '2024-03-05')).toBe(true);
    expect(compare('2024-03-05T00:00:00.000Z', 'gt', '2024-03-05')).toBe(false);
    expect(compare('2024-03-05T00:00:00.000Z', 'lte', '2024-03-05')).toBe(true);
    expect(compare('2024-03-06T00:00:00.000Z', 'gt', '2024-03-05')).toBe(true);
    expect(compare('2024-03-05', 'eq', '2024-03-05T10:00:00.000Z')).toBe(true);
    expect(compare('2024-03-04', 'lt', '2024-03-05T10:00:00.000Z')).toBe(true);
    // Two full times compare in full.
    expect(compare('2024-03-05T10:00:00.000Z', 'eq', '2024-03-05T11:00:00.000Z')).toBe(false);
  });

  it('like: a case-insensitive piece of the text, of numbers too, never of a missing value', () => {
    expect(compare('Ada Lovelace', 'like', 'LOVE')).toBe(true);
    expect(compare('Ada Lovelace', 'like', 'x')).toBe(false);
    expect(compare(12345, 'like', 234)).toBe(true);
    expect(compare('ADA', 'like', 'ada')).toBe(true);
    // A missing value is not the text of its name.
    expect(compare(null, 'like', 'nul')).toBe(false);
    expect(compare(undefined, 'like', 'def')).toBe(false);
  });

  it('a list of values: any of them matches, but neq needs all of them to differ', () => {
    expect(compare(['a', 'b'], 'eq', 'b')).toBe(true);
    expect(compare(['a', 'b'], 'eq', 'c')).toBe(false);
    expect(compare(['a', 'b'], 'neq', 'b')).toBe(false);
    expect(compare(['a', 'b'], 'neq', 'c')).toBe(true);
    expect(compare([1, 7], 'gt', 5)).toBe(true);
    expect(compare([], 'eq', 'a')).toBe(false);
  });
});

describe('dotted names', () => {
  it('reach nested fields and collect them through lists; one value stays a value', () => {
    const row = {
      id: 1,
      org: { name: 'Acme' },
      groups: [{ name: 'a', tags: ['x', 'y'] }, { name: 'b', tags: [] }, null],
    };
    expect(dig(row, 'id')).toBe(1);
    // A plain name answers the field as it is, a list of one included.
    expect(dig({ tags: ['x'] }, 'tags')).toEqual(['x']);
    expect(dig(row, 'org.name')).toBe('Acme');
    expect(dig(row, 'groups.name')).toEqual(['a', 'b']);
    expect(dig(row, 'groups.tags')).toEqual(['x', 'y']);
    expect(dig({ groups: [{ name: 'only' }] }, 'groups.name')).toBe('only');
    expect(dig(row, 'org.missing')).toBeUndefined();
    expect(dig({ org: null }, 'org.name')).toBeUndefined();
    expect(dig(undefined, 'id')).toBeUndefined();
  });
});

const people = [
  { id: 1, name: 'carol', age: 30, active: true, city: 'Paris', tags: ['b'] },
  { id: 2, name: 'Bob', age: 5, active: false, city: '', tags: [] },
  { id: 3, name: 'alice', age: 41, active: true, city: 'Lyon', tags: ['a', 'z'] },
  { id: 4, name: 'Dave', age: 30, active: false, city: null as unknown as string, tags: ['c'] },
];
type Person = (typeof people)[number];
const run = (q: Partial<ListQuery>, options = {}) => queryRows<Person>(people, { filters: [], ...q }, options);

describe('sort and range', () => {
  it('sorts text case-insensitively, numbers numerically and booleans false first (ties in their order, ascending)', () => {
    expect(names(run({ sort: { field: 'name', desc: false } }).items)).toEqual(['alice', 'Bob', 'carol', 'Dave']);
    expect(names(run({ sort: { field: 'name', desc: true } }).items)).toEqual(['Dave', 'carol', 'Bob', 'alice']);
    expect(names(run({ sort: { field: 'age', desc: false } }).items)).toEqual(['Bob', 'carol', 'Dave', 'alice']);
    expect(names(run({ sort: { field: 'active', desc: false } }).items)).toEqual(['Bob', 'Dave', 'carol', 'alice']);
    expect(run({ sort: { field: 'active', desc: true } }).items.map((p) => p.active)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('puts missing values last in both directions, and sorts a list by its first value', () => {
    expect(names(run({ sort: { field: 'city', desc: false } }).items)).toEqual(['alice', 'carol', 'Bob', 'Dave']);
    expect(names(run({ sort: { field: 'city', desc: true } }).items)).toEqual(['carol', 'alice', 'Bob', 'Dave']);
    expect(names(run({ sort: { field: 'tags', desc: false } }).items)).toEqual(['alice', 'carol', 'Dave', 'Bob']);
    expect(names(run({ sort: { field: 'nothing', desc: false } }).items)).toEqual(['carol', 'Bob', 'alice', 'Dave']);
  });

  it('puts numbers before text when a field holds both', () => {
    const mixed = [
      { name: 'text', v: 'x' },
      { name: 'number', v: 7 },
      { name: 'other text', v: 'a' },
    ];
    const sorted = queryRows(mixed, { filters: [], sort: { field: 'v', desc: false } }).items;
    expect(names(sorted)).toEqual(['number', 'other text', 'text']);
  });

  it('answers the slice of the matches asked for, and counts every match', () => {
    const page = run({ filters: [{ name: 'active', comparison: 'eq', value: true }], range: [1, 5] });
    expect(names(page.items)).toEqual(['alice']);
    expect(page).toMatchObject({ total: 2, from: 1 });
    expect(names(run({ range: [1, 2] }).items)).toEqual(['Bob', 'alice']);
    expect(names(run({ range: [0, 0], sort: { field: 'age', desc: true } }).items)).toEqual(['alice']);
    expect(names(run({ range: [1, 2], sort: { field: 'name', desc: true } }).items)).toEqual(['carol', 'Bob']);
    expect(run({ range: [4, 9] }).items).toEqual([]);
    expect(run({ range: [9, 9], sort: { field: 'age', desc: false } }).items).toEqual([]);
    expect(queryRows([], { filters: [] })).toEqual({ items: [], total: 0, from: 0 });
  });

  it('pages through sorted matches, missing values included at the end', () => {
    const filters = [{ name: 'id', comparison: 'neq' as const, value: 3 }];
    const pages = [
      [0, 0],
      [1, 1],
      [2, 2],
    ].map((range) =>
      names(run({ filters, sort: { field: 'city', desc: true }, range: range as [number, number] }).items),
    );
    expect(pages).toEqual([['carol'], ['Bob'], ['Dave']]);
  });
});

describe('filters', () => {
  it('AND every filter, and a value function answers names that are not fields of the row', () => {
    const value = (row: Person, name: string) => (name === 'decade' ? Math.floor(row.age / 10) * 10 : undefined);
    const both = run(
      {
        filters: [
          { name: 'decade', comparison: 'eq', value: 30 },
          { name: 'active', comparison: 'eq', value: false },
        ],
      },
      { value },
    );
    expect(names(both.items)).toEqual(['Dave']);
    expect(names(run({ filters: [{ name: 'tags', comparison: 'eq', value: 'z' }] }).items)).toEqual(['alice']);
  });

  it('a narrowing of the server comes before the filters, and counts in the total', () => {
    const where = { key: 'adults', test: (p: Person) => p.age >= 18 };
    const answer = run({ filters: [{ name: 'name', comparison: 'like', value: 'a' }], range: [0, 0] }, { where });
    expect(names(answer.items)).toEqual(['carol']);
    expect(answer.total).toBe(3);
  });

  it("on a row's own field, match exactly the rows `compare` matches (text and numbers take a quicker way)", () => {
    const values = ['', 'a', 'b', 'B', 'ab', '2024-01-05', '2024-01-05T10:00:00.000Z', 0, 4, 5, 10, -1, true, null];
    const rows = values.map((v, id) => ({ id, v }));
    const expectations = [...values, '4', '10', 'x', '2024-01-05T09:00:00.000Z', undefined, Number.NaN, false, '5x'];
    for (const expected of expectations) {
      for (const comparison of ['eq', 'neq', 'gt', 'lt', 'gte', 'lte'] as const) {
        const { items } = queryRows(rows, { filters: [{ name: 'v', comparison, value: expected }] });
        expect(
          items.map((r) => r.id),
          `${comparison} ${JSON.stringify(expected)}`,
        ).toEqual(rows.filter((r) => compare(r.v, comparison, expected)).map((r) => r.id));
      }
    }
  });
});

describe('a store collection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'list-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const rows = [
    {
      id: 1,
      name: 'Ann',
      createdAt: '2024-01-02T10:00:00.000Z',
      note: null,
      size: 5,
      meta: { at: '2024-01-02T10:00:00.000Z', by: 'Bob' },
    },
    {
      id: 2,
      name: 'bob',
      createdAt: '2024-01-03T00:00:00.000Z',
      note: 'x',
      size: 30,
      meta: { at: '2024-01-05T10:00:00.000Z', by: 'Al' },
    },
    { id: 3, name: 'Cy', createdAt: '', note: 'Bob', size: 7, meta: null },
  ];
  const store = new Store(() => ({ groups: rows }) as unknown as Data, dir, 'list-cache');
  const cache = { store, collection: 'groups' as const };

  it('gives through its cached columns the answers of the rows themselves, and follows its writes', () => {
    const groups = store.all('groups') as unknown as typeof rows;
    const filters: ListQuery['filters'][] = [
      [{ name: 'name', comparison: 'like', value: 'B' }],
      [{ name: 'note', comparison: 'like', value: 'b' }],
      ...(['eq', 'neq', 'gt', 'lt', 'gte', 'lte'] as const).map((comparison) => [
        { name: 'createdAt', comparison, value: '2024-01-02' },
      ]),
      [{ name: 'createdAt', comparison: 'eq', value: 'not a day' }],
    ];
    for (const f of filters) {
      const plain = queryRows(groups, { filters: f });
      expect(queryRows(groups, { filters: f }, { cache }).items, JSON.stringify(f)).toEqual(plain.items);
    }
    // Only a text column of the row itself is cached: a number never compares with a day, and a dotted name
    // reaches into the row as it does without the cache.
    const cached = (f: ListQuery['filters']) => queryRows(groups, { filters: f }, { cache }).items.map((g) => g.id);
    expect(cached([{ name: 'size', comparison: 'gt', value: '2024-01-02' }])).toEqual([]);
    expect(cached([{ name: 'size', comparison: 'neq', value: '2024-01-02' }])).toEqual([1, 2, 3]);
    expect(cached([{ name: 'meta.by', comparison: 'like', value: 'bo' }])).toEqual([1]);
    expect(cached([{ name: 'meta.at', comparison: 'eq', value: '2024-01-02' }])).toEqual([1]);
    expect(cached([{ name: 'meta.at', comparison: 'gt', value: '2024-01-02' }])).toEqual([2]);
    const byName = { filters: [], sort: { field: 'name', desc: false } };
    expect(queryRows(groups, byName, { cache }).items.map((g) => g.id)).toEqual([1, 2, 3]);
    store.update('groups', 1, { name: 'Zoe' });
    expect(queryRows(groups, byName, { cache }).items.map((g) => g.id)).toEqual([2, 3, 1]);
    expect(
      queryRows(groups, { filters: [{ name: 'name', comparison: 'like', value: 'zo' }] }, { cache }).items.map(
        (g) => g.id,
      ),
    ).toEqual([1]);
  });

  it('keeps no sort order of a derived value, which follows data outside the collection', () => {
    const groups = store.all('groups') as unknown as typeof rows;
    const members = new Map([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    const value = (g: (typeof rows)[number], name: string) => (name === 'members' ? members.get(g.id) : undefined);
    const byMembers = { filters: [], sort: { field: 'members', desc: false } };
    expect(queryRows(groups, byMembers, { cache, value }).items.map((g) => g.id)).toEqual([2, 3, 1]);
    members.set(1, 0);
    expect(queryRows(groups, byMembers, { cache, value }).items.map((g) => g.id)).toEqual([1, 2, 3]);
  });
});

describe('the query', () => {
  it('reads filters (one filter alone too), the sort (ascending unless DESC) and the range', () => {
    expect(query({})).toEqual({ filters: [] });
    expect(query({ filters: '', sort: '', range: '' })).toEqual({ filters: [] });
    const one = { name: 'a', comparison: 'eq', value: 0 };
    expect(query({ filters: JSON.stringify(one) }).filters).toEqual([one]);
    expect(query({ filters: JSON.stringify([one, { ...one, value: false, extra: 1 }]) }).filters).toEqual([
      one,
      { ...one, value: false },
    ]);
    expect(query({ sort: '["name"]' }).sort).toEqual({ field: 'name', desc: false });
    expect(query({ sort: '["name","ASC"]' }).sort).toEqual({ field: 'name', desc: false });
    expect(query({ sort: '["name","DESC"]' }).sort).toEqual({ field: 'name', desc: true });
    expect(query({ range: '[0,0]' }).range).toEqual([0, 0]);
    expect(query({ range: '[5,9]' }).range).toEqual([5, 9]);
  });

  it.each([
    ['filters', '[{"name":"a","comparison":"eq"}]'],
    ['filters', '[{"name":"","comparison":"eq","value":1}]'],
    ['filters', '[{"name":1,"comparison":"eq","value":1}]'],
    ['filters', '[null]'],
    ['filters', '["a"]'],
    ['filters', '[{"name":"a","comparison":"matches","value":1}]'],
    ['filters', '{'],
    ['sort', '"name"'],
    ['sort', '[1,"ASC"]'],
    ['sort', '["name","asc"]'],
    ['range', '[0]'],
    ['range', '[0,1,2]'],
    ['range', '[-1,3]'],
    ['range', '[0,-1]'],
    ['range', '[0.5,3]'],
    ['range', '[0,2.5]'],
    ['range', '[3,2]'],
    ['range', '{"0":0,"1":1}'],
  ])('refuses %s=%s', (param, value) => {
    expect(() => query({ [param]: value })).toThrow(
      expect.objectContaining({
        status: 400,
        errorCode: 'INVALID_QUERY',
        description: `The ${param} parameter is not valid.`,
        resolution: 'Correct the query and try again.',
      }),
    );
  });

  it('refuses a value nested deeper than any JSON check allows, in each parameter and in a filter given directly', () => {
    const deep = (n: number): unknown => (n ? [deep(n - 1)] : 0);
    const tooDeep = JSON.stringify(deep(MAX_DEPTH + 1));
    const filter = (value: string) => `[{"name":"a","comparison":"eq","value":${value}}]`;
    // Just within the bound: taken (the filter's list and its object are two of the levels).
    expect(query({ filters: filter(JSON.stringify(deep(MAX_DEPTH - 2))) }).filters).toHaveLength(1);
    expect(() => query({ filters: filter(tooDeep) })).toThrow(expect.objectContaining({ status: 400 }));
    // A sort is read from its first two items only: the rest is refused for its depth alone.
    expect(query({ sort: '["name","ASC",0]' }).sort).toEqual({ field: 'name', desc: false });
    expect(() => query({ sort: `["name","ASC",${tooDeep}]` })).toThrow(
      expect.objectContaining({ status: 400, message: 'The sort parameter is not valid.' }),
    );
    // A stored preset's filters are parsed without a query.
    expect(() => parseFilters(JSON.parse(filter(tooDeep)))).toThrow(
      expect.objectContaining({ status: 400, message: 'The filters parameter is not valid.' }),
    );
  });

  it('refuses a parameter given twice', () => {
    expect(() => query({ filters: ['[]', '[]'] })).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('what may be filtered and sorted on', () => {
  const rows = [{ id: 1, email: 'a@b.c', password: 'hash', profile: { city: 'Lyon' } }];
  const view = (r: (typeof rows)[number]) => ({ id: r.id, email: r.email, profile: r.profile });
  const check =
    (q: Partial<ListQuery>, list: typeof rows = rows, derived?: string[]) =>
    () =>
      checkReadable({ filters: [], ...q }, list, { view, derived });
  const filter = (name: string) => ({ filters: [{ name, comparison: 'eq' as const, value: 'x' }] });

  it("the answer's own fields, dotted too, and the declared derived names", () => {
    expect(check(filter('email'))).not.toThrow();
    expect(check(filter('profile.city'))).not.toThrow();
    expect(check({ sort: { field: 'id', desc: false } })).not.toThrow();
    expect(check(filter('groups.groupID'), rows, ['groups.groupID'])).not.toThrow();
  });

  it('never a stored secret, a field the answer does not show, or a way into the prototype', () => {
    for (const name of [
      'password',
      'profile.password',
      'tokenHash',
      'mailPassword',
      'realtimeTokenHash',
      'missing',
      '__proto__',
      'profile.constructor',
      'email.prototype',
    ]) {
      expect(check(filter(name)), name).toThrow(expect.objectContaining({ status: 400, errorCode: 'INVALID_QUERY' }));
    }
    expect(check({ sort: { field: 'password', desc: false } })).toThrow(
      expect.objectContaining({
        status: 400,
        description: '"password" cannot be filtered or sorted on.',
        resolution: 'Filter and sort only on fields the answer shows.',
      }),
    );
    expect(check(filter('password'), rows, ['password'])).toThrow(expect.objectContaining({ status: 400 }));
    // Without a view, the row itself is the answer.
    expect(() => checkReadable(filter('nope'), rows, {})).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => checkReadable(filter('email'), rows, {})).not.toThrow();
  });

  it('never a stored secret even where the answer shows a mask in its place', () => {
    const secrets = ['password', 'mailPassword', 'tokenHash', 'realtimeTokenHash'];
    const masked = () => Object.fromEntries([['id', 1], ...secrets.map((name) => [name, '***'])]);
    for (const name of secrets) {
      expect(() => checkReadable(filter(name), rows, { view: masked }), name).toThrow(
        expect.objectContaining({ status: 400 }),
      );
    }
    expect(() => checkReadable(filter('id'), rows, { view: masked })).not.toThrow();
  });

  it('an empty list reveals nothing, so any non-secret name passes', () => {
    expect(check(filter('anything'), [])).not.toThrow();
    expect(check(filter('password'), [])).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('the answer', () => {
  /** A list request answered by sendList: its status, Content-Range and payload. */
  const answer = async <T>(params: Record<string, string>, rows: T[], options: Parameters<typeof sendList<T>>[3]) => {
    const sent: { status?: number; range?: string; body?: { payload: unknown[] } } = {};
    const res = {
      setHeader: (name: string, value: string) => void (name === 'Content-Range' && (sent.range = value)),
      status: (code: number) => ((sent.status = code), res),
      json: (body: { payload: unknown[] }) => void (sent.body = body),
    };
    await sendList({ query: params } as unknown as Request, res as never, rows, options);
    return sent;
  };
  const dir = mkdtempSync(join(tmpdir(), 'list-answer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = new Store(() => ({ groups: people }) as unknown as Data, dir, 'list-answer');
  const rows = () => store.all('groups') as unknown as Person[];
  const cache = { store, collection: 'groups' as const };

  it('names the slice and the total in Content-Range (an empty slice as *), and shows only the answered rows', async () => {
    const seen: number[] = [];
    const view = (p: Person) => (seen.push(p.id), { id: p.id, name: p.name });
    const page = await answer({ range: '[1,2]' }, people, { resource: 'people', view });
    expect(page).toEqual({
      status: 200,
      range: 'people 1-2/4',
      body: {
        success: true,
        payload: [
          { id: 2, name: 'Bob' },
          { id: 3, name: 'alice' },
        ],
      },
    });
    expect(seen).toEqual([2, 3]);
    expect((await answer({ range: '[7,9]' }, people, { resource: 'people' })).range).toBe('people */4');
    expect((await answer({}, people, { resource: 'people' })).range).toBeUndefined();
  });

  it("keeps each narrowing's answer apart in the store's result cache, and drops them all at the store's next write", async () => {
    const adults = { key: 'adults', test: (p: Person) => p.age >= 18 };
    const children = { key: 'children', test: (p: Person) => p.age < 18 };
    const ids = async (where: typeof adults) =>
      ((await answer({}, rows(), { resource: 'people', cache, where })).body!.payload as Person[]).map((p) => p.id);
    expect(await ids(adults)).toEqual([1, 3, 4]);
    expect(await ids(children)).toEqual([2]);
    expect(await ids(adults)).toEqual([1, 3, 4]);
    store.update('groups', 2, { age: 50 } as never);
    expect(await ids(adults)).toEqual([1, 2, 3, 4]);
    expect(await ids(children)).toEqual([]);
  });

  it('fails the request whose computation throws, and answers the next ones', async () => {
    const broken = {
      key: 'broken',
      test: (): boolean => {
        throw new Error('broken narrowing');
      },
    };
    const failing = answer({}, people, { resource: 'people', where: broken });
    const next = answer({ range: '[0,0]' }, people, { resource: 'people' });
    await expect(failing).rejects.toThrow('broken narrowing');
    expect((await next).range).toBe('people 0-0/4');
  });
});
