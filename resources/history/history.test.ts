/** The global history's filters and how an entry's values read (resources/history/). */
import { describe, expect, it } from 'vitest';
import { filtersOf, NO_QUERY, queryOf } from './historyFilters';
import { fieldLabel, pathText, shortAgent, valueText } from './historyText';

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

describe("how an entry reads (issue 64: labels, the person's dates, an event's agent)", () => {
  it('shows a time in the date format of the language, not ISO, and yes or no', () => {
    const translate = ((key: string) => ({ 'ra.boolean.true': 'Yes', 'ra.boolean.false': 'No' })[key] ?? key) as never;
    expect(valueText('2026-12-03T08:10:33.000Z')).not.toContain('T08:10');
    expect(valueText('2026-12-03T08:10:33.000Z')).toMatch(/^12\/03\/2026 \d{1,2}:10:33 [AP]M$/);
    expect(valueText(true, translate)).toBe('Yes');
    expect(valueText('2026-12-03')).toBe('2026-12-03');
  });

  it("names a field by its resource's label, else the shared one, else the kind it links, else the history's own", () => {
    const catalogue: Record<string, string> = {
      'app.resources.users.fields.firstName': 'First Name',
      'app.resources.fields.name': 'Name',
      'app.resources.history.kinds.groups': 'Group',
      'app.resources.history.audit.fields.updatedAt': 'Updated',
    };
    const translate = ((key: string, options?: { _?: string }) => catalogue[key] ?? options?._ ?? key) as never;
    expect(fieldLabel(translate, 'users', 'firstName')).toBe('First Name');
    expect(fieldLabel(translate, 'groups', 'name')).toBe('Name');
    expect(fieldLabel(translate, 'userGroups', 'groupID')).toBe('Group');
    expect(fieldLabel(translate, 'users', 'updatedAt')).toBe('Updated');
    expect(fieldLabel(translate, 'users', 'somethingNew')).toBe('somethingNew');
  });

  it('reads an agent as its browser and system, and a path with its escapes decoded', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(shortAgent(firefox)).toBe('Firefox 133, Windows');
    expect(shortAgent(chrome)).toBe('Chrome 131, Linux');
    expect(shortAgent(safari)).toBe('Safari 18, macOS');
    expect(shortAgent('curl/8.5.0')).toBe('curl 8');
    expect(shortAgent('')).toBe('—');
    expect(shortAgent('x'.repeat(100))).toHaveLength(40);
    expect(pathText('/account/users/j%C3%BCrgen')).toBe('/account/users/jürgen');
    expect(pathText('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});
