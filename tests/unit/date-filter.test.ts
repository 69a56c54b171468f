import { describe, expect, it } from 'vitest';
import { defaultComparison } from '@/search/comparisons';
import { toInputDate, toWireDate } from '@/search/dates';
import { parseFilters, serializeFilters } from '@/filters/codec';
import { dayBefore, daysAgoOf, daysAgoValue, resolveFilters } from '@/filters/relative';
import { fromDrafts, toDrafts } from '@/search/drafts';
import type { SearchMetadata } from '@/search/types';

const metadata: SearchMetadata = {
  createdAt: { name: 'createdAt', label: 'Created At', type: 'date' },
  id: { name: 'id', label: 'ID', type: 'int' },
  active: { name: 'active', label: 'Active', type: 'bool' },
  email: { name: 'email', label: 'Email', type: 'string' },
};

describe('date filter values', () => {
  it('sends MM/DD/YYYY as YYYY-MM-DD and refuses impossible dates', () => {
    expect(toWireDate('01/31/2024')).toBe('2024-01-31');
    expect(toWireDate(' 02/29/2024 ')).toBe('2024-02-29');
    expect(toWireDate('02/30/2024')).toBeNull();
    expect(toWireDate('2024-01-31')).toBeNull();
    expect(toWireDate('1/3/2024')).toBeNull();
  });

  it('shows a stored date as MM/DD/YYYY', () => {
    expect(toInputDate('2024-12-01')).toBe('12/01/2024');
    expect(toInputDate('garbage')).toBe('garbage');
  });
});

describe('comparison defaults', () => {
  it('uses like for strings and dates, eq for the rest', () => {
    expect(defaultComparison('string')).toBe('like');
    expect(defaultComparison('date')).toBe('like');
    for (const type of ['int', 'bool', 'autocomplete', 'autoFill'] as const) expect(defaultComparison(type)).toBe('eq');
  });
});

describe('the filters parameter', () => {
  it('round-trips through drafts, typing each value', () => {
    const filters = [
      { name: 'createdAt', comparison: 'gte', value: '2024-01-31' },
      { name: 'id', comparison: 'lt', value: 10 },
      { name: 'active', comparison: 'eq', value: false },
      { name: 'email', comparison: 'like', value: 'ada' },
    ] as const;
    const text = serializeFilters([...filters])!;
    const drafts = toDrafts(parseFilters(text), metadata);
    expect(drafts[0].value).toBe('01/31/2024');
    expect(fromDrafts(drafts, metadata)).toEqual(filters);
  });

  it('treats malformed text as no filter and an empty list as no parameter', () => {
    expect(parseFilters('not json')).toEqual([]);
    expect(parseFilters('{"a":1}')).toEqual([]);
    expect(parseFilters('[{"name":"x","comparison":"between","value":1}]')).toEqual([]);
    // Values are scalars; names are not empty; extra keys are not kept.
    expect(
      parseFilters('[{"name":"x","comparison":"eq","value":{"$gt":1}},{"name":"","comparison":"eq","value":1}]'),
    ).toEqual([]);
    expect(parseFilters([{ name: 'id', comparison: 'eq', value: 1, extra: true }])).toEqual([
      { name: 'id', comparison: 'eq', value: 1 },
    ]);
    expect(serializeFilters([])).toBeNull();
  });

  it('keeps only whole filters from a list: an object with a text name, a known comparison and a scalar value', () => {
    const good = [
      { name: 'email', comparison: 'like', value: 'ada' },
      { name: 'id', comparison: 'gt', value: 3 },
      { name: 'active', comparison: 'eq', value: true },
    ];
    const mixed = [
      null,
      'email',
      7,
      { name: 5, comparison: 'eq', value: 1 },
      { name: 'x', value: 1 },
      { name: 'x', comparison: 'eq' },
      { name: 'x', comparison: 'eq', value: null },
      { name: 'x', comparison: 'eq', value: [1] },
      ...good,
    ];
    expect(parseFilters(mixed)).toEqual(good);
    expect(parseFilters(JSON.stringify(mixed))).toEqual(good);
    expect(parseFilters(null)).toEqual([]);
    expect(parseFilters(undefined)).toEqual([]);
    // What is written is what is read back, without the extra keys.
    expect(serializeFilters([{ ...good[1], extra: 1 } as never])).toBe('[{"name":"id","comparison":"gt","value":3}]');
  });

  it('leaves out drafts that have no usable value yet', () => {
    const drafts = [
      { key: 1, name: 'email', comparison: 'like', value: '' },
      { key: 2, name: 'id', comparison: 'eq', value: 'x' },
      { key: 3, name: 'createdAt', comparison: 'like', value: '13/01/2024' },
    ] as const;
    expect(
      fromDrafts(
        drafts.map((d) => ({ ...d })),
        metadata,
      ),
    ).toEqual([]);
  });
});

describe('relative dates and never (issue 39)', () => {
  // A local noon, so that the day is the same in every time zone the test runs in.
  const now = new Date(2026, 10, 26, 12, 0);

  it('resolves "N days ago" to the day it names at each call, in the local calendar, and leaves other values', () => {
    expect(dayBefore(0, now)).toBe('2026-11-26');
    expect(dayBefore(90, now)).toBe('2026-08-28');
    // Across a year's end and a leap day.
    expect(dayBefore(365, new Date(2025, 0, 1, 12))).toBe('2024-01-02');
    expect(dayBefore(1, new Date(2024, 2, 1, 12))).toBe('2024-02-29');
    const filters = [
      { name: 'lastSigninAt', comparison: 'lt', value: daysAgoValue(90) },
      { name: 'lastActiveAt', comparison: 'eq', value: '' },
      { name: 'createdAt', comparison: 'gte', value: '2024-01-31' },
      { name: 'email', comparison: 'like', value: 'now-3' },
      { name: 'id', comparison: 'eq', value: 7 },
    ] as const;
    expect(resolveFilters([...filters], now)).toEqual([
      { name: 'lastSigninAt', comparison: 'lt', value: '2026-08-28' },
      ...filters.slice(1),
    ]);
    expect(daysAgoOf('now-90d')).toBe(90);
    for (const other of ['now-d', 'now-90', 'now+90d', ' now-90d', 'now-90dd', 'now-123456d', 90, ''])
      expect(daysAgoOf(other)).toBeNull();
  });

  const fields: SearchMetadata = {
    ...metadata,
    lastSigninAt: { name: 'lastSigninAt', label: 'Last Sign-In', type: 'date' },
  };

  it('keeps "before N days ago" and "never" relative through the address and drafts', () => {
    const drafts = [
      { key: 1, name: 'lastSigninAt', comparison: 'lt', value: ' 90 ', when: 'daysAgo' },
      // Never is the empty value, equal, whatever comparison was picked before.
      { key: 2, name: 'lastSigninAt', comparison: 'like', value: 'left over', when: 'never' },
      { key: 3, name: 'lastSigninAt', comparison: 'gte', value: '01/31/2024', when: 'date' },
    ] as const;
    const filters = fromDrafts(
      drafts.map((d) => ({ ...d })),
      fields,
    );
    expect(filters).toEqual([
      { name: 'lastSigninAt', comparison: 'lt', value: 'now-90d' },
      { name: 'lastSigninAt', comparison: 'eq', value: '' },
      { name: 'lastSigninAt', comparison: 'gte', value: '2024-01-31' },
    ]);
    const back = toDrafts(parseFilters(serializeFilters(filters)), fields);
    expect(back.map(({ value, when, comparison }) => ({ value, when, comparison }))).toEqual([
      { value: '90', when: 'daysAgo', comparison: 'lt' },
      { value: '', when: 'never', comparison: 'eq' },
      { value: '01/31/2024', when: undefined, comparison: 'gte' },
    ]);
    expect(fromDrafts(back, fields)).toEqual(filters);
  });

  it('leaves out a number of days that is not one, and an empty value that is not "never"', () => {
    const drafts = [
      { key: 1, name: 'lastSigninAt', comparison: 'lt', value: '', when: 'daysAgo' },
      { key: 2, name: 'lastSigninAt', comparison: 'lt', value: '-3', when: 'daysAgo' },
      { key: 3, name: 'lastSigninAt', comparison: 'lt', value: '2.5', when: 'daysAgo' },
      { key: 4, name: 'lastSigninAt', comparison: 'lt', value: '', when: 'date' },
    ] as const;
    expect(
      fromDrafts(
        drafts.map((d) => ({ ...d })),
        fields,
      ),
    ).toEqual([]);
    // An empty value compared otherwise than equal is no "never": shown as an empty date.
    expect(toDrafts([{ name: 'lastSigninAt', comparison: 'neq', value: '' }], fields)[0].when).toBeUndefined();
  });
});
