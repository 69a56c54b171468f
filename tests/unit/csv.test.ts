import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toSafeCsv } from '@/search/csv';

describe('toSafeCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toSafeCsv([
      { name: '=HYPERLINK("http://evil")', note: '+1', minus: '-2', at: '@SUM(A1)', plain: 'Ada' },
    ]);
    const [, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(row).toEqual(["'=HYPERLINK(\"http://evil\")", "'+1", "'-2", "'@SUM(A1)", 'Ada']);
  });

  it('quotes commas, quotes and line breaks, and writes nested values as JSON', () => {
    const csv = toSafeCsv([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: { id: 1 }, e: 3, f: true }]);
    expect(csv.split('\r\n')[0]).toBe('a,b,c,d,e,f');
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row).toEqual(['x,y', 'say "hi"', 'two\nlines', '{"id":1}', '3', 'true']);
  });

  it('keeps the given column order', () => {
    expect(toSafeCsv([{ b: 2, a: 1 }], ['a', 'b']).split('\r\n')).toEqual(['a,b', '1,2']);
  });
});
