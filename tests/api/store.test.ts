/**
 * The store's promises (fixtures/server/store.ts): a write is on disk (journalled and fsynced) before its
 * answer leaves, and an id is never handed out twice, even after a crash that left the last writes only in
 * the journal, or in the middle of a snapshot written in slices. The file system is watched through `node:fs`
 * itself: every open, write and fsync of the data folder is logged, beside each answer the API sends, and a
 * test can copy the folder before any change to the disk (what a crash there would leave).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRows } from '../../fixtures/server/jsonRows';
import { Store } from '../../fixtures/server/store';
import type { Data, Row } from '../../fixtures/server/types';
import { signedIn, useTestApi } from './support/api';

/**
 * What reached the disk, in order (`write <file> <text>`, `fsync <file>`, `close <file>`, `rename <from> <to>`,
 * `rm <file>`, and the API's `answer <url>`), and the files open now (descriptor → name). `before` is called
 * before each change to the disk (an open, a write, a rename, a removal).
 */
const disk = vi.hoisted(() => ({
  log: [] as string[],
  files: new Map<number, string>(),
  before: undefined as (() => void) | undefined,
}));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const name = (fd: number) => disk.files.get(fd) ?? `fd ${fd}`;
  const watched = {
    ...fs,
    openSync: ((path: string, ...rest: Parameters<typeof fs.openSync> extends [unknown, ...infer R] ? R : never) => {
      disk.before?.();
      const fd = fs.openSync(path, ...rest);
      disk.files.set(fd, basename(String(path)));
      return fd;
    }) as typeof fs.openSync,
    writeSync: ((fd: number, data: unknown, ...rest: unknown[]) => {
      disk.before?.();
      disk.log.push(`write ${name(fd)} ${String(data)}`);
      return (fs.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
    }) as typeof fs.writeSync,
    fsyncSync: (fd: number) => {
      fs.fsyncSync(fd);
      disk.log.push(`fsync ${name(fd)}`);
    },
    // On the thread pool (the group commit's, a snapshot in slices'): logged as it ends, before its callback.
    fsync: ((fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      const file = name(fd);
      fs.fsync(fd, (error) => {
        if (!error) disk.log.push(`fsync ${file}`);
        callback(error);
      });
    }) as typeof fs.fsync,
    closeSync: (fd: number) => {
      fs.closeSync(fd);
      disk.log.push(`close ${name(fd)}`);
      disk.files.delete(fd);
    },
    renameSync: (from: string, to: string) => {
      disk.before?.();
      fs.renameSync(from, to);
      disk.log.push(`rename ${basename(from)} ${basename(to)}`);
    },
    rmSync: (path: string, options?: Parameters<typeof fs.rmSync>[1]) => {
      disk.before?.();
      fs.rmSync(path, options);
      disk.log.push(`rm ${basename(path)}`);
    },
  };
  return { ...watched, default: watched };
});

describe('an acknowledged write', () => {
  const api = useTestApi();

  it('is in the journal and fsynced before its answer leaves', async () => {
    const admin = await signedIn(api, 'admin');
    const end = ServerResponse.prototype.end;
    vi.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      disk.log.push(`answer ${(this.req as { originalUrl?: string }).originalUrl ?? this.req.url}`);
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    });
    disk.log.length = 0;
    const created = await admin.post('/account/groups', { name: 'Durable group' });
    vi.restoreAllMocks();
    expect(created.status).toBe(200);

    const written = disk.log.findIndex(
      (line) => line.startsWith('write journal.ndjson') && line.includes('Durable group'),
    );
    const synced = disk.log.indexOf('fsync journal.ndjson', written);
    const answered = disk.log.indexOf('answer /account/groups');
    expect(written, disk.log.join('\n')).toBeGreaterThanOrEqual(0);
    expect(synced, 'the journal is fsynced after the write').toBeGreaterThan(written);
    expect(answered, 'the answer leaves after the fsync').toBeGreaterThan(synced);
  });
});

describe('the saved state', () => {
  const dirs: string[] = [];
  // The snapshot timer fires only when a test moves the clock: until then, what was written is in the journal alone.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    dirs.push(dir);
    return dir;
  };
  const seed = () =>
    ({ groups: [{ id: 1, name: 'Seeded' }], roles: [{ id: 1, name: 'admin', serviceNameID: 1 }] }) as unknown as Data;
  /** A store of `dir`, opened as the API opens one at start. */
  const open = (dir: string, source = 'seed-a') => new Store(seed, dir, source);
  const names = (store: Store) => store.all('groups').map((g) => g.name);
  const group = (name: string) => ({ name }) as never;
  const journal = (dir: string) => readFileSync(join(dir, 'journal.ndjson'), 'utf8');

  it('starts from the data set, and after a restart from what it saved', () => {
    const dir = folder();
    const first = open(dir);
    expect(first.restored).toBe(false);
    first.insert('groups', group('Saved'));
    first.commit();
    first.flush();
    const second = open(dir);
    expect(second.restored).toBe(true);
    expect(names(second)).toEqual(['Seeded', 'Saved']);
    expect(second.all('users')).toEqual([]); // not in the data set: an empty collection
  });

  it('never hands out an id again after a clean restart, even the highest one removed', () => {
    const dir = folder();
    const first = open(dir);
    const removed = first.insert('groups', group('Removed'));
    first.remove('groups', removed.id);
    first.commit();
    first.flush();
    expect(open(dir).insert('groups', group('Next')).id).toBe(removed.id + 1);
  });

  it("removes at start the temp files of processes that died writing them, and not a live process's", () => {
    const dir = folder();
    open(dir).flush();
    // No process has this pid (above the kernel's maximum); this test's own process is alive.
    const dead = join(dir, 'users.json.4194305.tmp');
    const live = join(dir, `groups.json.${process.ppid}.tmp`);
    writeFileSync(dead, '[');
    writeFileSync(live, '[');
    open(dir);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('restarts from a complete saved state without reading the data set (a generated one is large)', () => {
    const dir = folder();
    open(dir).flush();
    const loads = vi.fn(seed);
    const again = new Store(loads, dir, 'seed-a');
    expect(again.restored).toBe(true);
    expect(loads).not.toHaveBeenCalled();
  });

  it('does not reuse a state saved from another data set, nor an unreadable one', () => {
    const dir = folder();
    const first = open(dir, 'seed-a');
    first.insert('groups', group('Of seed A'));
    first.flush();
    const other = open(dir, 'seed-b');
    expect(other.restored).toBe(false);
    expect(names(other)).toEqual(['Seeded']);

    other.insert('groups', group('Of seed B'));
    other.flush();
    writeFileSync(join(dir, 'groups.json'), '[{"id": 1, "na');
    const broken = open(dir, 'seed-b');
    expect(broken.restored).toBe(false);
    expect(names(broken)).toEqual(['Seeded']);
  });

  it('takes a collection the saved state lacks (an older version) from the data set, and counts ids from the rows without saved counters', () => {
    const dir = folder();
    const first = open(dir);
    first.insert('groups', group('Saved'));
    first.insert('roles', { name: 'user', serviceNameID: 1 });
    first.flush();
    rmSync(join(dir, 'roles.json'));
    rmSync(join(dir, 'ids.json'));
    const second = open(dir);
    expect(second.restored).toBe(true);
    expect(names(second)).toEqual(['Seeded', 'Saved']);
    expect(second.all('roles').map((r) => r.name)).toEqual(['admin']);
    expect(second.insert('groups', group('Next')).id).toBe(3);
  });

  it('after a crash, replays the journal: rows created, changed, changed in place and removed', () => {
    const dir = folder();
    const before = open(dir);
    const a = before.insert('groups', group('A'));
    const b = before.insert('groups', group('B'));
    before.insert('groups', group('C'));
    before.update('groups', a.id, { name: 'A2' });
    before.all('groups').find((g) => g.id === b.id)!.name = 'B in place';
    before.changed('groups');
    before.removeWhere('groups', (g) => g.name === 'C');
    before.remove('groups', 1);
    before.commit();
    expect(readFileSync(join(dir, 'groups.json'), 'utf8')).toContain('Seeded'); // no snapshot since start

    const after = open(dir);
    expect(after.all('groups')).toEqual([
      { id: a.id, name: 'A2' },
      { id: b.id, name: 'B in place' },
    ]);
    expect(after.insert('groups', group('D')).id).toBe(5);
  });

  it('after a crash, replays changes to the first row and its removal, over several commits', () => {
    const dir = folder();
    const before = open(dir);
    before.update('groups', 1, { name: 'First' });
    before.commit();
    before.insert('groups', group('Second'));
    before.commit();
    const after = open(dir);
    expect(after.all('groups')).toEqual([
      { id: 1, name: 'First' },
      { id: 2, name: 'Second' },
    ]);
    after.remove('groups', 1);
    after.commit();
    expect(open(dir).all('groups')).toEqual([{ id: 2, name: 'Second' }]);
  });

  it('replays harmlessly a journal the snapshot already holds (a crash between the two), without lowering the ids', () => {
    const dir = folder();
    const store = open(dir);
    const old = store.insert('groups', group('Old'));
    const highest = store.insert('groups', { id: 10, name: 'Highest' } as never);
    store.remove('groups', highest.id);
    store.insert('groups', { id: 3, name: 'Given an old id' } as never);
    store.update('groups', old.id, { name: 'Old, renamed' });
    store.remove('groups', 1);
    store.commit();
    const journalled = journal(dir);
    store.flush();
    writeFileSync(join(dir, 'journal.ndjson'), journalled);
    const after = open(dir);
    expect(after.all('groups')).toEqual([
      { id: old.id, name: 'Old, renamed' },
      { id: 3, name: 'Given an old id' },
    ]);
    expect(after.insert('groups', group('New')).id).toBe(11);
  });

  it('drops a torn last line, stops at a line it cannot read, and skips a collection it does not know', () => {
    const dir = folder();
    const before = open(dir);
    before.insert('groups', group('Acknowledged'));
    before.commit();
    writeFileSync(
      join(dir, 'journal.ndjson'),
      `${journal(dir)}{"c":"gone","put":{"id":1}}\n{"c":"groups","put":{"id":3,"name":"Known"}}\n{"c":"groups","put":{"id":4,"na`,
    );
    expect(names(open(dir))).toEqual(['Seeded', 'Acknowledged', 'Known']);

    const again = folder();
    const torn = open(again);
    torn.insert('groups', group('Acknowledged'));
    torn.commit();
    writeFileSync(
      join(again, 'journal.ndjson'),
      `${journal(again)}{"c":"groups","put":{"id":3,"na\n{"c":"groups","put":{"id":4,"name":"After"}}\n`,
    );
    expect(names(open(again))).toEqual(['Seeded', 'Acknowledged']);
  });

  it('journals a write only when committed, and a commit with nothing new writes nothing', () => {
    const dir = folder();
    const store = open(dir);
    store.insert('groups', group('Pending'));
    expect(journal(dir)).toBe('');
    disk.log.length = 0;
    store.commit();
    expect(journal(dir)).toContain('Pending');
    disk.log.length = 0;
    store.commit();
    expect(disk.log).toEqual([]);
  });

  it('leaves no file open (a long-running API would run out of them)', () => {
    const store = open(folder());
    store.insert('groups', group('Written'));
    store.commit();
    store.flush();
    expect(disk.log.filter((line) => line.startsWith('close ')).length).toBeGreaterThan(3);
    expect([...disk.files.values()]).toEqual([]);
  });

  it('folds the journal into a snapshot 2 s after a write: only the changed collections, each written whole before it replaces the old', () => {
    const dir = folder();
    const store = open(dir);
    store.insert('groups', group('Snapshotted'));
    store.commit();
    disk.log.length = 0;
    vi.advanceTimersByTime(1_999);
    expect(disk.log).toEqual([]);
    vi.advanceTimersByTime(1);
    const temp = `groups.json.${process.pid}.tmp`;
    expect(disk.log.filter((line) => line.includes('groups.json'))).toEqual([
      // One write: the whole (small) collection, a row per line (fixtures/server/jsonRows.ts).
      expect.stringMatching(new RegExp(`^write ${temp.replace(/\./g, '\\.')} .*Snapshotted`, 's')),
      `fsync ${temp}`,
      `close ${temp}`,
      `rename ${temp} groups.json`,
    ]);
    expect(disk.log.some((line) => line.includes('roles.json'))).toBe(false);
    expect(journal(dir)).toBe('');
    expect(existsSync(join(dir, temp))).toBe(false);
    expect(names(open(dir))).toEqual(['Seeded', 'Snapshotted']);

    // Nothing changed since: saving again writes nothing.
    disk.log.length = 0;
    store.flush();
    expect(disk.log).toEqual([]);
  });

  it('gathers writes for 2 s from the first one after a snapshot, whatever comes after it', () => {
    const dir = folder();
    const store = open(dir);
    const write = (name: string) => {
      store.insert('groups', group(name));
      store.commit();
    };
    write('At 0 s');
    vi.advanceTimersByTime(1_000);
    write('At 1 s');
    vi.advanceTimersByTime(500);
    write('At 1.5 s');
    vi.advanceTimersByTime(500);
    expect(journal(dir)).toBe(''); // the snapshot of 2 s
    vi.advanceTimersByTime(500);
    write('At 2.5 s');
    vi.advanceTimersByTime(1_900);
    expect(journal(dir)).toContain('At 2.5 s'); // still gathering at 4.4 s
    vi.advanceTimersByTime(100);
    expect(journal(dir)).toBe('');
  });

  it('restores the data set on a reset, forgetting writes not yet committed', () => {
    const dir = folder();
    const store = open(dir);
    store.insert('groups', group('Committed'));
    store.commit();
    store.insert('groups', group('Pending'));
    store.reset();
    store.commit();
    expect(names(store)).toEqual(['Seeded']);
    expect(names(open(dir))).toEqual(['Seeded']);
    expect(store.insert('groups', group('Fresh')).id).toBe(2);
    store.commit();
    expect(names(open(dir))).toEqual(['Seeded', 'Fresh']);
  });
});

describe('a snapshot in slices (a large collection)', () => {
  const dirs: string[] = [];
  // Only the snapshot's timer is faked: the slices wait for setImmediate, one slice a turn.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    disk.before = undefined;
    vi.useRealTimers();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-slices-'));
    dirs.push(dir);
    return dir;
  };
  const seed = () => ({ groups: [{ id: 1, name: 'Seeded' }], roles: [] }) as unknown as Data;
  /** Two rows a slice: the groups below are a large collection. */
  const open = (dir: string) => new Store(seed, dir, 'slices', 2);
  const group = (name: string) => ({ name }) as never;
  const rows = (store: Store): Row[] => structuredClone(store.all('groups'));
  const closedOff = (dir: string) => join(dir, 'journal.1.ndjson');
  const temp = (dir: string) => join(dir, `groups.json.${process.pid}.tmp`);
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  /** What a crash now would leave on disk. */
  const crashCopy = (dir: string) => {
    const copy = folder();
    cpSync(dir, copy, { recursive: true });
    return copy;
  };
  /** Seven groups saved, then one changed and committed: a snapshot in slices is due in 2 s. */
  const due = () => {
    const dir = folder();
    const store = open(dir);
    for (let i = 2; i <= 7; i++) store.insert('groups', group(`G${i}`));
    store.commit();
    store.flush();
    store.update('groups', 3, { name: 'Before the snapshot' });
    store.commit();
    return { dir, store };
  };

  it('is written a slice a turn over a closed-off journal, deleted once every file is renamed', async () => {
    const { dir, store } = due();
    disk.log.length = 0;
    vi.advanceTimersByTime(2_000);
    expect(existsSync(closedOff(dir))).toBe(true);
    expect(existsSync(join(dir, 'journal.ndjson'))).toBe(false); // the next commit starts it
    expect(existsSync(temp(dir))).toBe(true);
    await turn();
    await turn();
    expect(disk.log.some((line) => line.startsWith('rename groups'))).toBe(false); // six of seven rows so far
    await store.idle();
    expect(disk.log.filter((line) => /^(rename|rm)/.test(line))).toEqual([
      'rename journal.ndjson journal.1.ndjson',
      `rename groups.json.${process.pid}.tmp groups.json`,
      `rename ids.json.${process.pid}.tmp ids.json`,
      `rename source.json.${process.pid}.tmp source.json`,
      'rm journal.1.ndjson',
    ]);
    expect(existsSync(closedOff(dir))).toBe(false);
    expect([...disk.files.values()]).toEqual([]);
    expect(readRows(join(dir, 'groups.json'))).toEqual(rows(store));
  });

  it('after a crash, replays the closed-off journal, then the journal, over the snapshots', () => {
    const dir = folder();
    const before = open(dir);
    before.insert('groups', group('G2'));
    before.commit();
    before.flush();
    const lines = (...entries: unknown[]) => entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    writeFileSync(
      closedOff(dir),
      lines(
        { c: 'groups', put: { id: 3, name: 'Removed later' } },
        { c: 'groups', put: { id: 4, name: 'Renamed later' } },
        { c: 'groups', put: { id: 2, name: 'G2, changed' } },
      ),
    );
    writeFileSync(
      join(dir, 'journal.ndjson'),
      lines({ c: 'groups', put: { id: 4, name: 'Renamed in the journal' } }, { c: 'groups', del: 3 }),
    );
    const after = open(dir);
    expect(rows(after)).toEqual([
      { id: 1, name: 'Seeded' },
      { id: 2, name: 'G2, changed' },
      { id: 4, name: 'Renamed in the journal' },
    ]);
    expect(existsSync(closedOff(dir))).toBe(false); // folded in as the store opened
    expect(after.insert('groups', group('Next')).id).toBe(5);
  });

  it('keeps a write made during it across a crash, during the snapshot and after it', async () => {
    const { dir, store } = due();
    vi.advanceTimersByTime(2_000); // the first slice (rows 1 and 2) is written
    store.update('groups', 2, { name: 'Changed during, written before' });
    store.update('groups', 6, { name: 'Changed during, not written yet' });
    store.insert('groups', group('Added during'));
    store.commit();
    const during = crashCopy(dir);
    await store.idle();
    const after = crashCopy(dir);
    for (const copy of [during, after]) expect(rows(open(copy))).toEqual(rows(store));
  });

  it('keeps a removal made during it, and every row after the removed one (the live rows move up)', async () => {
    const { dir, store } = due();
    vi.advanceTimersByTime(2_000);
    store.remove('groups', 1); // written already
    store.removeWhere('groups', (g) => g.id === 5); // not yet
    store.commit();
    const during = crashCopy(dir);
    await store.idle();
    // The snapshot holds the rows as they were as it started; the journal, the removals.
    expect(readRows(join(dir, 'groups.json')).map((g) => (g as Row).id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const after = crashCopy(dir);
    for (const copy of [during, after])
      expect(rows(open(copy))).toEqual([2, 3, 4, 6, 7].map((id) => store.get('groups', id)));
  });

  it('is abandoned by a flush (shutdown), which writes every collection it held, and writes nothing more', async () => {
    const { dir, store } = due();
    vi.advanceTimersByTime(2_000);
    store.insert('roles', { name: 'Another collection' } as never);
    store.commit();
    store.flush();
    expect(existsSync(closedOff(dir))).toBe(false);
    expect(existsSync(temp(dir))).toBe(false);
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).toBe('');
    expect([...disk.files.values()]).toEqual([]);
    disk.log.length = 0;
    await store.idle();
    expect(disk.log).toEqual([]);
    const after = open(dir);
    expect(rows(after)).toEqual(rows(store));
    expect(after.all('roles').map((r) => r.name)).toEqual(['Another collection']);
  });

  it('is abandoned by a flush while its file is fsynced (on the thread pool), closed once that ends', async () => {
    const { dir, store } = due();
    vi.advanceTimersByTime(2_000);
    for (let i = 0; i < 3; i++) await turn(); // the last row written: its fsync is under way
    store.flush();
    expect(existsSync(temp(dir))).toBe(false);
    expect(existsSync(closedOff(dir))).toBe(false);
    disk.log.length = 0;
    await store.idle();
    expect(disk.log).toEqual([`fsync groups.json.${process.pid}.tmp`, `close groups.json.${process.pid}.tmp`]);
    expect([...disk.files.values()]).toEqual([]);
    expect(rows(open(dir))).toEqual(rows(store));
  });

  it('is abandoned by a reset, which leaves the data set alone on disk', async () => {
    const { dir, store } = due();
    vi.advanceTimersByTime(2_000);
    store.reset();
    disk.log.length = 0;
    await store.idle();
    expect(disk.log).toEqual([]);
    expect(rows(open(dir))).toEqual([{ id: 1, name: 'Seeded' }]);
  });

  /**
   * Writes before, during and after a snapshot in slices (cut short by a flush when `flushMidway`), the
   * folder copied before its `crashAt`-th change to the disk: answers how many changes there were, the copy,
   * and the rows and highest id committed when it was taken.
   */
  async function scenario(flushMidway: boolean, crashAt: number) {
    const { dir, store } = due();
    let committed = rows(store);
    let highest = 7;
    const commit = () => {
      store.commit();
      committed = rows(store);
      highest = Math.max(highest, ...committed.map((row) => row.id));
    };
    let step = 0;
    let crash: { dir: string; rows: Row[]; highest: number } | undefined;
    disk.before = () => {
      if (step++ === crashAt) crash = { dir: crashCopy(dir), rows: committed, highest };
    };
    const shortLived = store.insert('groups', group('Short-lived'));
    commit();
    vi.advanceTimersByTime(2_000);
    store.remove('groups', 1);
    store.update('groups', 2, { name: 'Changed, written' });
    store.update('groups', 7, { name: 'Changed, not written yet' });
    store.remove('groups', shortLived.id);
    store.insert('groups', group('Added during'));
    commit();
    await turn();
    store.removeWhere('groups', (g) => g.name === 'G5');
    commit();
    if (flushMidway) store.flush();
    await store.idle();
    store.insert('groups', group('After'));
    commit();
    disk.before = undefined;
    store.flush(); // its timer would fire in the next run's
    return { steps: step, crash };
  }

  for (const flushMidway of [false, true]) {
    it(`keeps every committed write and id whatever change to the disk a crash comes before${flushMidway ? ', with a flush midway' : ''}`, async () => {
      const { steps } = await scenario(flushMidway, -1);
      expect(steps).toBeGreaterThan(10);
      for (let i = 0; i < steps; i++) {
        const { crash } = await scenario(flushMidway, i);
        const after = open(crash!.dir);
        expect(rows(after), `a crash before change ${i}`).toEqual(crash!.rows);
        expect(after.insert('groups', group('Next')).id, `a crash before change ${i}`).toBe(crash!.highest + 1);
        after.flush(); // its timer would fire in the next run's
      }
      // A store opened, written and crashed once per step (some 40 of them, each on the disk): over 20 s on the
      // loaded 2-core machine.
    }, 90_000);
  }
});

describe('writes', () => {
  const dirs: string[] = [];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const store = () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-writes-'));
    dirs.push(dir);
    return new Store(() => ({ groups: [{ id: 1, name: 'Seeded' }] }) as unknown as Data, dir, 'writes');
  };

  it('find a row by id whether the collection is in id order or not, and nothing for an id it lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-writes-'));
    dirs.push(dir);
    const ids = [4, 1, 9, 2, 7];
    const s = new Store(() => ({ groups: ids.map((id) => ({ id, name: `G${id}` })) }) as unknown as Data, dir, 'get');
    for (const id of ids) expect(s.get('groups', id)?.name).toBe(`G${id}`);
    const made = s.insert('groups', { name: 'New' } as never);
    expect(s.get('groups', made.id)?.name).toBe('New');
    expect(s.get('groups', 5)).toBeUndefined();
    expect(s.get('groups', 99)).toBeUndefined();
  });

  it('tell their observers each row before and after (a copy before a change), and a missing row changes nothing', () => {
    const s = store();
    const seen: { collection: string; before?: unknown; after?: unknown }[] = [];
    s.observe((write) => seen.push(JSON.parse(JSON.stringify(write))));
    const row = s.insert('groups', { name: 'New' } as never);
    s.update('groups', row.id, { name: 'Renamed' });
    s.remove('groups', row.id);
    s.removeWhere('groups', (g) => g.id === 1);
    expect(s.update('groups', 99, { name: 'x' })).toBeUndefined();
    expect(s.remove('groups', 99)).toBeUndefined();
    expect(s.removeWhere('groups', () => true)).toBe(0);
    expect(seen).toEqual([
      { collection: 'groups', after: { id: 2, name: 'New' } },
      { collection: 'groups', before: { id: 2, name: 'New' }, after: { id: 2, name: 'Renamed' } },
      { collection: 'groups', before: { id: 2, name: 'Renamed' } },
      { collection: 'groups', before: { id: 1, name: 'Seeded' } },
    ]);
  });

  it("change their collection's version and the store's revision, and nothing else's (the caches key on them)", () => {
    const s = store();
    const versions = () => [s.version('groups'), s.version('roles'), s.revision];
    const start = versions();
    const row = s.insert('groups', { name: 'New' } as never);
    const afterInsert = versions();
    expect(afterInsert[0]).toBeGreaterThan(start[0]);
    expect(afterInsert[1]).toBe(start[1]);
    expect(afterInsert[2]).toBeGreaterThan(start[2]);
    for (const write of [
      () => s.update('groups', row.id, { name: 'x' }),
      () => s.changed('groups'),
      () => s.removeWhere('groups', (g) => g.id === row.id),
      () => s.remove('groups', 1),
    ]) {
      const [group, role, revision] = versions();
      write();
      expect(versions()).toEqual([group + 1, role, revision + 1]);
    }
    const unchanged = versions();
    s.removeWhere('groups', () => false);
    s.update('groups', 42, {});
    expect(versions()).toEqual(unchanged);
    s.reset();
    expect(s.version('roles')).toBeGreaterThan(unchanged[1]);
    expect(s.revision).toBeGreaterThan(unchanged[2]);
  });

  it("take the fields their collection's amenders add, each amender seeing what those before it added", () => {
    const s = store();
    s.amend('groups', (before, next) => ({ stamp: `${before ? 'updated' : 'created'} ${next.name}` }) as never);
    s.amend('groups', (_before, next) => ({ seen: (next as { stamp?: string }).stamp }) as never);
    s.amend('roles', () => ({ name: 'Not a group' }));
    const row = s.insert('groups', { name: 'New' } as never);
    expect(row).toEqual({ id: 2, name: 'New', stamp: 'created New', seen: 'created New' });
    expect(s.update('groups', row.id, { name: 'Renamed' })).toEqual({
      id: 2,
      name: 'Renamed',
      stamp: 'updated Renamed',
      seen: 'updated Renamed',
    });
  });

  it('keep an id the row is given, and never hand out one below it', () => {
    const s = store();
    expect(s.insert('groups', { id: 10, name: 'Imported' } as never).id).toBe(10);
    s.remove('groups', 10);
    expect(s.insert('groups', { name: 'Next' } as never).id).toBe(11);
    expect(s.update('groups', 11, { id: 99, name: 'Still 11' })!.id).toBe(11);
  });
});

describe('ids', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const seed = () => ({ groups: [{ id: 1, name: 'Seeded' }] }) as unknown as Data;

  it('are never handed out twice, even after a crash that left the last writes only in the journal', () => {
    // No snapshot is due before the "crash": what happened since start is in the journal alone.
    vi.useFakeTimers();
    const dir = mkdtempSync(join(tmpdir(), 'store-ids-'));
    dirs.push(dir);
    const before = new Store(seed, dir, 'test');
    const removed = before.insert('groups', { name: 'Short-lived' } as never);
    before.remove('groups', removed.id);
    before.commit();

    const after = new Store(seed, dir, 'test');
    expect(after.all('groups').map((g) => g.id)).toEqual([1]);
    expect(after.insert('groups', { name: 'Next' } as never).id).toBeGreaterThan(removed.id);
  });
});
