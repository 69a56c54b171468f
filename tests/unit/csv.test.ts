import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toSafeCsv } from '@/search/csv';
import { formulaSafe } from '@/search/formulaSafe';

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

describe('formulaSafe', () => {
  it.each([
    ['safe\n=HYPERLINK("http://evil")', "'safe\n'=HYPERLINK(\"http://evil\")"],
    ['\n=1+1', "'\n'=1+1"],
    ['  =1+1', "'  =1+1"],
    ['"=cmd"', "'\"=cmd\""],
    ['a\r\n  @SUM(A1)', "'a\r\n'  @SUM(A1)"],
    ['\tx', "'\tx"],
  ])('neutralises %j', (cell, safe) => {
    expect(formulaSafe(cell)).toBe(safe);
    const [, row] = Papa.parse<string[]>(toSafeCsv([{ cell }]).trim()).data;
    expect(row[0]).toBe(safe);
  });

  it('leaves plain text and numbers as they are', () => {
    expect(formulaSafe('Ada Lovelace')).toBe('Ada Lovelace');
    expect(formulaSafe('two\nlines')).toBe('two\nlines');
    expect(formulaSafe(42)).toBe('42');
  });
});
