/**
 * The store's promises (fixtures/server/store.ts): a write is on disk (journalled and fsynced) before its
 * answer leaves, and an id is never handed out twice, even after a crash that left the last writes only in
 * the journal. The file system is watched through `node:fs` itself: every open, write and fsync of the
 * data folder is logged, beside each answer the API sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../../fixtures/server/store';
import type { Data } from '../../fixtures/server/types';
import { signedIn, useTestApi } from './support/api';

/** What reached the disk, in order: `write <file> <text>`, `fsync <file>`, and the API's `answer <url>`. */
const disk = vi.hoisted(() => ({ log: [] as string[], files: new Map<number, string>() }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const name = (fd: number) => disk.files.get(fd) ?? `fd ${fd}`;
  const watched = {
    ...fs,
    openSync: ((path: string, ...rest: Parameters<typeof fs.openSync> extends [unknown, ...infer R] ? R : never) => {
      const fd = fs.openSync(path, ...rest);
      disk.files.set(fd, basename(String(path)));
      return fd;
    }) as typeof fs.openSync,
    writeSync: ((fd: number, data: unknown, ...rest: unknown[]) => {
      disk.log.push(`write ${name(fd)} ${String(data)}`);
      return (fs.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
    }) as typeof fs.writeSync,
    fsyncSync: (fd: number) => {
      fs.fsyncSync(fd);
      disk.log.push(`fsync ${name(fd)}`);
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

    const written = disk.log.findIndex((line) => line.startsWith('write journal.ndjson') && line.includes('Durable group'));
    const synced = disk.log.indexOf('fsync journal.ndjson', written);
    const answered = disk.log.indexOf('answer /account/groups');
    expect(written, disk.log.join('\n')).toBeGreaterThanOrEqual(0);
    expect(synced, 'the journal is fsynced after the write').toBeGreaterThan(written);
    expect(answered, 'the answer leaves after the fsync').toBeGreaterThan(synced);
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
