/**
 * A collection on disk a row per line (fixtures/server/jsonRows.ts): what the store's snapshots and the
 * generated data sets are. Rows come back as written, across the reader's 8 MB chunks too (a character of
 * several bytes cut by a chunk's end), the file stays one JSON document, and a file cut short throws
 * (the store then starts from the data set) rather than answering part of a collection. A generated data set
 * is a folder of such files (npm run fixtures); one JSON file of every collection still loads.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixtures, writeFixtures } from '../../fixtures/server/fixtures';
import { readRows, writeRows, writeRowsInSlices } from '../../fixtures/server/jsonRows';
import { buildSeed } from '../../fixtures/seed/index';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const file = (name = 'rows.json') => {
  const dir = mkdtempSync(join(tmpdir(), 'json-rows-'));
  dirs.push(dir);
  return join(dir, name);
};

const written = (rows: unknown[]) => {
  const path = file();
  const fd = openSync(path, 'w');
  writeRows(fd, rows);
  closeSync(fd);
  return path;
};

describe('a collection a row per line', () => {
  it('reads back what was written: text with newlines, commas and brackets, characters of several bytes, an empty list', () => {
    const rows = [
      { id: 1, name: 'Ann', note: 'line one\nline two, and ]\n[' },
      { id: 2, name: 'Zoë 😀 東京', tags: ['a', 'b'], nested: { ok: true } },
      { id: 3, name: '],' },
    ];
    const path = written(rows);
    expect(readRows(path)).toEqual(rows);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(rows);
    expect(readFileSync(path, 'utf8').split('\n')).toHaveLength(rows.length + 3); // [, a line per row, ], ''
    expect(readRows(written([]))).toEqual([]);
  });

  it('reads back a collection larger than a chunk, its characters of several bytes cut by the chunks', () => {
    // About 19 MB: three reads of 8 MB, the first two ending somewhere in a row of 3- and 4-byte characters.
    const rows = Array.from({ length: 12_000 }, (_, id) => ({ id, text: `${id}東京😀`.repeat(100 + (id % 7)) }));
    expect(readRows(written(rows))).toEqual(rows);
  });

  it('written in slices, pauses before each further slice and ends as the same file, each row as it was at its slice', () => {
    const rows = Array.from({ length: 7 }, (_, id) => ({ id, name: `Row ${id}` }));
    const path = file();
    const fd = openSync(path, 'w');
    const slices = writeRowsInSlices(fd, rows, 3);
    let pauses = 0;
    while (!slices.next().done) {
      pauses++;
      rows[pauses * 3].name = 'Changed before its slice';
      rows[0].name = 'Changed after its slice';
    }
    closeSync(fd);
    expect(pauses).toBe(2); // rows 0-2, 3-5, 6
    expect(readRows(path)).toEqual(rows.map((row, id) => (id === 0 ? { id, name: 'Row 0' } : row)));
    expect(readFileSync(path, 'utf8')).toBe(readFileSync(written(readRows(path)), 'utf8'));
  });

  it('reads a collection saved on one line (a snapshot written before this layout)', () => {
    const path = file();
    writeFileSync(path, JSON.stringify([{ id: 1 }, { id: 2 }]));
    expect(readRows(path)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('throws on a file cut short, a torn row, text after the end, or a document that is not a list', () => {
    const path = file();
    for (const text of [
      '',
      '[\n{"id":1},\n{"id":2}\n',
      '[\n{"id":1},\n{"id":2',
      '[\n{"id":1},\n{"i\n]\n',
      '[\n{"id":1}\n]\n{"id":2}\n',
      '{"id":1}',
      '[{"id": 1, "na',
    ]) {
      writeFileSync(path, text);
      expect(() => readRows(path), JSON.stringify(text)).toThrow(SyntaxError);
    }
  });
});

describe("a data set's folder", () => {
  it('loads back the data set written to it, as one JSON file of it loads', () => {
    const data = buildSeed({ users: 50 });
    const folder = file('data');
    writeFixtures(folder, data);
    expect(loadFixtures(folder)).toEqual(data);
    const single = file('data.json');
    writeFileSync(single, JSON.stringify(data));
    expect(loadFixtures(single)).toEqual(data);
  });

  it('refuses a folder that holds no collection (a mistyped path would otherwise serve nothing)', () => {
    const folder = file('empty');
    mkdirSync(folder);
    expect(() => loadFixtures(folder)).toThrow(/holds no collection/);
  });
});
