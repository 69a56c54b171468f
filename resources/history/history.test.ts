/** The global history's filters and how an entry's values read (resources/history/). */
import { describe, expect, it } from 'vitest';
import { filtersOf, NO_QUERY, queryOf } from './historyFilters';
import { valueText } from './historyText';

describe('the global history filters', () => {
  it('turn who, the kind of record and a span of days into the platform filter list and back', () => {
    const query = { actor: ' admin@ ', resource: 'userGroups', from: '2026-01-01', to: '2026-01-31', run: 'run-7' };
    const filters = filtersOf(query);
    expect(filters).toEqual([
      { name: 'actorEmail', comparison: 'like', value: 'admin@' },
      { name: 'resource', comparison: 'eq', value: 'userGroups' },
      { name: 'at', comparison: 'gte', value: '2026-01-01' },
      { name: 'at', comparison: 'lte', value: '2026-01-31' },
      { name: 'runID', comparison: 'eq', value: 'run-7' },
    ]);
    expect(queryOf(filters)).toEqual({ ...query, actor: 'admin@' });
    expect(filtersOf(NO_QUERY)).toEqual([]);
    expect(queryOf([])).toEqual(NO_QUERY);
  });

  it('shows a value as text: none as a dash, text as is, the rest as JSON', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText('Ann')).toBe('Ann');
    expect(valueText(false)).toBe('false');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
