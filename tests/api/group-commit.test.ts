/**
 * The group commit (fixtures/server/groupCommit.ts, issue 58): an answer waits for an fsync of every line
 * written before it ended, lines written while an fsync is under way wait for the next one, and a call with
 * nothing left to sync answers at once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../fixtures/server/groupCommit';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const file = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  dirs.push(dir);
  return join(dir, name);
};
/** Resolves with the order the answers were let go in, once `n` are. */
const answers = (n: number) => {
  const order: string[] = [];
  let resolve!: (order: string[]) => void;
  const all = new Promise<string[]>((r) => (resolve = r));
  return {
    all,
    order,
    go: (name: string) => () => {
      order.push(name);
      if (order.length === n) resolve(order);
    },
  };
};

describe('the group commit', () => {
  it('answers at once when nothing written is waiting for the disk', () => {
    const commits = new GroupCommit();
    let answered = false;
    commits.afterSync(() => (answered = true));
    expect(answered).toBe(true);
  });

  it('holds an answer until its lines are fsynced, and a read ending meanwhile with it', async () => {
    const commits = new GroupCommit();
    const journal = file('journal.ndjson');
    const { all, order, go } = answers(2);
    commits.append(journal, ['{"a":1}']);
    commits.afterSync(go('write'));
    commits.afterSync(go('read of what it wrote'));
    expect(order).toEqual([]); // the fsync is on the thread pool
    expect(await all).toEqual(['write', 'read of what it wrote']);
    expect(readFileSync(journal, 'utf8')).toBe('{"a":1}\n');
    let later = false;
    commits.afterSync(() => (later = true));
    expect(later).toBe(true);
  });

  it('lets lines written during an fsync wait for the next, which covers every file written', async () => {
    const commits = new GroupCommit();
    const journal = file('journal.ndjson');
    const history = file('history.ndjson');
    const { all, order, go } = answers(3);
    commits.append(journal, ['first']);
    commits.afterSync(() => {
      go('first')();
      expect(order).toEqual(['first']); // the second's lines came after this fsync began
    });
    commits.append(journal, ['second']);
    commits.append(history, ['its entry']);
    commits.afterSync(go('second'));
    commits.afterSync(go('third, nothing of its own'));
    expect(await all).toEqual(['first', 'second', 'third, nothing of its own']);
    expect(readFileSync(journal, 'utf8')).toBe('first\nsecond\n');
    expect(readFileSync(history, 'utf8')).toBe('its entry\n');
  });

  it('syncs everything on this thread when asked (before the journal is renamed), letting every answer go', () => {
    const commits = new GroupCommit();
    const journal = file('journal.ndjson');
    const { order, go } = answers(2);
    commits.append(journal, ['one']);
    commits.afterSync(go('one'));
    commits.append(journal, ['two']);
    commits.afterSync(go('two'));
    commits.syncNow();
    expect(order).toEqual(['one', 'two']);
  });
});
