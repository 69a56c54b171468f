import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeCsvExporter, toSafeCsv } from '@/search/csv';
import { formulaSafe } from '@contract/csv/formulaSafe';

describe('toSafeCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toSafeCsv([
      { name: '=HYPERLINK("http://evil")', note: '+1', minus: '-2', at: '@SUM(A1)', plain: 'Ada' },
    ]);
    const [, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(row).toEqual(['\'=HYPERLINK("http://evil")', "'+1", "'-2", "'@SUM(A1)", 'Ada']);
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

  it('writes numbers, negative ones too, and booleans as they are, and an empty value as an empty cell', () => {
    const csv = toSafeCsv([{ balance: -12.5, count: 3, active: false, phone: null, note: undefined }]);
    expect(csv.split('\r\n')).toEqual(['balance,count,active,phone,note', '-12.5,3,false,,']);
  });
});

describe('the export of a list without a CSV call of its own', () => {
  const createObjectURL = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
  });

  /** What the browser would save: the file's name and text. */
  async function download(run: () => unknown): Promise<{ name: string | null; text: string }> {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    let name: string | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.getAttribute('download');
    });
    await run();
    return { name, text: (await blob?.text()) ?? '' };
  }

  it("saves the records as formula-safe CSV named after the resource, or 'export'", async () => {
    const records = [{ id: 1, name: '=1+1' }];
    const users = await download(() => safeCsvExporter(records, vi.fn(), {} as never, 'users'));
    expect(users).toEqual({ name: 'users.csv', text: "id,name\r\n1,'=1+1" });
    expect((await download(() => safeCsvExporter(records, vi.fn(), {} as never))).name).toBe('export.csv');
  });
});

describe('formulaSafe', () => {
  it.each([
    ['safe\n=HYPERLINK("http://evil")', '\'safe\n\'=HYPERLINK("http://evil")'],
    ['\n=1+1', "'\n'=1+1"],
    ['  =1+1', "'  =1+1"],
    ['"=cmd"', '\'"=cmd"'],
    ['a\r\n  @SUM(A1)', "'a\r\n'  @SUM(A1)"],
    ['\tx', "'\tx"],
  ])('neutralises %j', (cell, safe) => {
    expect(formulaSafe(cell)).toBe(safe);
    const [, row] = Papa.parse<string[]>(toSafeCsv([{ cell }]).trim()).data;
    expect(row[0]).toBe(safe);
  });

  it('leaves plain text and numbers as they are, and no value as an empty cell', () => {
    expect(formulaSafe('Ada Lovelace')).toBe('Ada Lovelace');
    expect(formulaSafe(null)).toBe('');
    expect(formulaSafe(undefined)).toBe('');
    expect(formulaSafe('two\nlines')).toBe('two\nlines');
    expect(formulaSafe(42)).toBe('42');
  });
});
