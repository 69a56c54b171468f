/**
 * The bulk runner (src/bulk/runner.ts), its journal (src/bulk/journal.ts) and the tab's run
 * (src/bulk/runs.ts): bounded concurrency, cancellation keeping what is done, retry of the failed items
 * only, never acting twice, progress counts, and what a reload in the middle leaves.
 */
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/platform/errors';
import { BulkJournal, INTERRUPTED_REASON, readJournal } from '@/bulk/journal';
import { BulkJob, type BulkProgress } from '@/bulk/runner';
import { BulkRuns, reasonOf } from '@/bulk/runs';
import type { BulkAction, BulkItem } from '@/bulk/types';

/** A call that ends when the test says so. */
function controllable() {
  const pending = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>();
  const calls: string[] = [];
  const act = (key: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(key);
      pending.set(key, { resolve, reject });
    });
  const settle = async (key: string, error?: unknown) => {
    const call = pending.get(key)!;
    pending.delete(key);
    if (error) call.reject(error);
    else call.resolve();
    // Let the worker take the next item.
    await flush();
  };
  return { act, calls, pending, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i + 1}`);

const items = (n: number): BulkItem[] => keys(n).map((id) => ({ id, label: `User ${id}` }));

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('bulk runner', () => {
  it('keeps at most `concurrency` calls in flight, and reaches it', async () => {
    let inFlight = 0;
    let peak = 0;
    const job = new BulkJob({
      items: keys(40),
      keyOf: (k) => k,
      concurrency: 4,
      act: async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
        inFlight--;
      },
    });
    await job.run();
    expect(peak).toBe(4);
    expect(job.progress).toEqual({ total: 40, done: 40, failed: 0, left: 0, inFlight: 0, peakInFlight: 4 });
  });

  it('counts done, failed and left as calls settle', async () => {
    const calls = controllable();
    const seen: BulkProgress[] = [];
    const job = new BulkJob({
      items: keys(5),
      keyOf: (k) => k,
      concurrency: 2,
      act: calls.act,
      onProgress: (p) => seen.push(p),
    });
    const running = job.run();
    await flush();
    expect(calls.calls).toEqual(['k1', 'k2']);
    expect(job.progress).toMatchObject({ done: 0, failed: 0, left: 5, inFlight: 2 });
    await calls.settle('k1');
    expect(job.progress).toMatchObject({ done: 1, failed: 0, left: 4, inFlight: 2 });
    await calls.settle('k2', new PlatformError(404, { description: 'User not found.' }));
    expect(job.progress).toMatchObject({ done: 1, failed: 1, left: 3 });
    for (const k of ['k3', 'k4', 'k5']) await calls.settle(k);
    await running;
    expect(job.progress).toMatchObject({ total: 5, done: 4, failed: 1, left: 0, inFlight: 0 });
    // Every change was reported, and the counts always add up.
    expect(seen.length).toBeGreaterThanOrEqual(10);
    for (const p of seen) expect(p.done + p.failed + p.left).toBe(5);
  });

  it('gives each failure the error envelope description as its reason', async () => {
    const job = new BulkJob({
      items: keys(3),
      keyOf: (k) => k,
      concurrency: 3,
      reasonOf,
      act: async (k) => {
        if (k === 'k2')
          throw new PlatformError(400, {
            errorCode: 'ALREADY_EXISTS',
            description: 'The user is already in this group.',
          });
        if (k === 'k3') throw new PlatformError(500, {});
      },
    });
    await job.run();
    expect(job.failures).toEqual([
      { item: 'k2', reason: 'The user is already in this group.' },
      { item: 'k3', reason: 'HTTP 500' },
    ]);
    expect(job.doneItems).toEqual(['k1']);
  });

  it('cancels: starts nothing more, lets the calls under way finish and keeps what is done', async () => {
    const calls = controllable();
    const job = new BulkJob({ items: keys(10), keyOf: (k) => k, concurrency: 3, act: calls.act });
    const running = job.run();
    await flush();
    await calls.settle('k1');
    await calls.settle('k2');
    // k3, k4, k5 are under way.
    expect(calls.calls).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    job.cancel();
    await calls.settle('k3');
    await calls.settle('k4', new Error('boom'));
    expect(job.isRunning).toBe(true);
    await calls.settle('k5');
    await running;
    expect(job.isRunning).toBe(false);
    expect(calls.calls).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect(job.progress).toMatchObject({ done: 4, failed: 1, left: 5 });
    expect(job.leftItems).toEqual(['k6', 'k7', 'k8', 'k9', 'k10']);

    // Running again takes only what was left: nothing done, nothing failed.
    const rest = job.run();
    await flush();
    for (const k of ['k6', 'k7', 'k8', 'k9', 'k10']) await calls.settle(k);
    await rest;
    expect(calls.calls).toEqual(keys(10));
    expect(job.progress).toMatchObject({ done: 9, failed: 1, left: 0 });
  });

  it('retries the failed items only, never a done one', async () => {
    const failing = new Set(['k2', 'k5']);
    const acted: string[] = [];
    const job = new BulkJob({
      items: keys(6),
      keyOf: (k) => k,
      concurrency: 2,
      act: async (k) => {
        acted.push(k);
        if (failing.has(k)) throw new Error(`${k} refused`);
      },
    });
    await job.run();
    expect(job.progress).toMatchObject({ done: 4, failed: 2 });
    failing.delete('k2');
    acted.length = 0;
    await job.retryFailed();
    expect(acted.sort()).toEqual(['k2', 'k5']);
    expect(job.failures).toEqual([{ item: 'k5', reason: 'k5 refused' }]);
    expect(job.progress).toMatchObject({ done: 5, failed: 1, left: 0 });
    // A retry with nothing that fails any more.
    failing.clear();
    acted.length = 0;
    await job.retryFailed();
    expect(acted).toEqual(['k5']);
    expect(job.progress).toMatchObject({ done: 6, failed: 0, left: 0 });
  });

  it('never acts on an item twice: one key is one item, a running job cannot start again, known done items are skipped', async () => {
    const acted: string[] = [];
    const act = async (k: string) => {
      acted.push(k);
      await flush();
    };
    const job = new BulkJob({
      items: ['a', 'b', 'a', 'c', 'b'],
      keyOf: (k) => k,
      concurrency: 5,
      act,
      known: { done: ['c'] },
    });
    expect(job.progress.total).toBe(3);
    const running = job.run();
    expect(() => job.run()).toThrow(/already running/);
    expect(() => job.retryFailed()).toThrow(/already running/);
    await running;
    expect(acted.sort()).toEqual(['a', 'b']);
    await job.run();
    await job.retryFailed();
    expect(acted.sort()).toEqual(['a', 'b']);
  });

  it('starts items in order, telling the position in the pass before each call', async () => {
    const started: number[] = [];
    const job = new BulkJob({
      items: keys(7),
      keyOf: (k) => k,
      concurrency: 3,
      act: () => flush(),
      onStart: (_item, pass, position) => {
        expect(pass).toBe(0);
        started.push(position);
      },
    });
    await job.run();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('bulk runner: what it is given', () => {
  it('refuses a concurrency under one (or not a number): such a job would never start a call', () => {
    for (const concurrency of [0, -1, 0.5, Number.NaN]) {
      expect(
        () => new BulkJob({ items: keys(2), keyOf: (k) => k, concurrency, act: async () => {} }),
        String(concurrency),
      ).toThrow(/concurrency of at least 1/);
    }
    expect(() => new BulkJob({ items: keys(2), keyOf: (k) => k, concurrency: 1, act: async () => {} })).not.toThrow();
  });

  it('takes outcomes known already: known failures keep their reason and wait for a retry, unknown keys are ignored', async () => {
    const acted: string[] = [];
    const job = new BulkJob({
      items: keys(4),
      keyOf: (k) => k,
      concurrency: 2,
      act: async (k) => void acted.push(k),
      known: {
        done: ['k1', 'zz'],
        failed: [
          ['k2', 'User not found.'],
          ['k1', 'ignored: k1 is done'],
          ['yy', 'not an item'],
        ],
      },
    });
    expect(job.progress).toEqual({ total: 4, done: 1, failed: 1, left: 2, inFlight: 0, peakInFlight: 0 });
    expect(job.doneItems).toEqual(['k1']);
    expect(job.failures).toEqual([{ item: 'k2', reason: 'User not found.' }]);
    expect(job.leftItems).toEqual(['k3', 'k4']);
    await job.run();
    expect(acted).toEqual(['k3', 'k4']);
    expect(job.failures).toEqual([{ item: 'k2', reason: 'User not found.' }]);
    await job.retryFailed();
    expect(acted).toEqual(['k3', 'k4', 'k2']);
    expect(job.progress).toEqual({ total: 4, done: 4, failed: 0, left: 0, inFlight: 0, peakInFlight: 2 });
  });

  it('numbers its passes and tells each one its queue; a thrown value that is not an Error is its reason as text', async () => {
    const passes: [number, string[]][] = [];
    const job = new BulkJob({
      items: keys(3),
      keyOf: (k) => k,
      concurrency: 1,
      act: async (k) => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a call that rejects with a string, as some do
        if (k !== 'k1') throw `${k} said no`;
      },
      onPass: (pass, queue) => passes.push([pass, [...queue]]),
    });
    expect(job.passCount).toBe(0);
    await job.run();
    expect(job.failures).toEqual([
      { item: 'k2', reason: 'k2 said no' },
      { item: 'k3', reason: 'k3 said no' },
    ]);
    await job.retryFailed();
    expect(job.passCount).toBe(2);
    expect(passes).toEqual([
      [0, ['k1', 'k2', 'k3']],
      [1, ['k2', 'k3']],
    ]);
  });

  it('reports progress as a pass starts and once it has ended (a listener then sees the job stopped)', async () => {
    const seen: { progress: BulkProgress; running: boolean }[] = [];
    const job: BulkJob<string> = new BulkJob({
      items: keys(2),
      keyOf: (k) => k,
      concurrency: 2,
      act: () => flush(),
      onProgress: (progress) => seen.push({ progress, running: job.isRunning }),
    });
    const running = job.run();
    expect(seen[0].progress).toEqual({ total: 2, done: 0, failed: 0, left: 2, inFlight: 0, peakInFlight: 0 });
    await running;
    expect(seen.at(-1)).toEqual({
      progress: { total: 2, done: 2, failed: 0, left: 0, inFlight: 0, peakInFlight: 2 },
      running: false,
    });
  });
});

describe('bulk journal', () => {
  const entry = (list: BulkItem[]) => ({
    runId: 'r1',
    actionId: 'users.deactivate',
    params: {},
    actor: 'admin@example.com',
    startedAt: '2026-01-01T00:00:00.000Z',
    items: list,
  });

  /** A job journaled like src/bulk/runs.ts does. */
  function journaledJob(storage: Storage, list: BulkItem[], act: (item: BulkItem) => Promise<unknown>) {
    const journal = new BulkJournal(storage);
    journal.begin(entry(list));
    const job = new BulkJob<BulkItem>({
      items: list,
      keyOf: (i) => i.id,
      concurrency: 3,
      act,
      reasonOf,
      onPass: (_p, queue) => journal.pass(queue),
      onStart: (_i, _p, position) => journal.started(position),
      onSettle: (item, outcome) => journal.settled(item, outcome),
    });
    return { journal, job };
  }

  it('after a reload mid-run: what was done, what failed and why, what was under way, what was never started', async () => {
    const storage = memoryStorage();
    const list = items(10);
    const calls = controllable();
    const { journal, job } = journaledJob(storage, list, (item) => calls.act(item.id));
    void job.run();
    await flush();
    await calls.settle('k1');
    await calls.settle('k2', new PlatformError(404, { description: 'User not found.' }));
    await calls.settle('k3');
    // k4, k5, k6 are under way; the page is hidden (a reload) before they answer.
    journal.flush();

    const found = readJournal(storage)!;
    expect(found.done).toEqual(['k1', 'k3']);
    expect(found.failed).toEqual([
      ['k2', 'User not found.'],
      ['k4', INTERRUPTED_REASON],
      ['k5', INTERRUPTED_REASON],
      ['k6', INTERRUPTED_REASON],
    ]);
    expect(found.interrupted).toBe(3);
    expect(found.left).toBe(4);

    // The recovered job acts only on what was never started; the interrupted ones only when retried.
    const acted: string[] = [];
    const recovered = new BulkJob<BulkItem>({
      items: found.entry.items,
      keyOf: (i) => i.id,
      concurrency: 2,
      act: async (i) => void acted.push(i.id),
      known: { done: found.done, failed: found.failed },
    });
    expect(recovered.progress).toMatchObject({ done: 2, failed: 4, left: 4 });
    await recovered.run();
    expect(acted).toEqual(['k7', 'k8', 'k9', 'k10']);
  });

  it('an outcome not yet written is "interrupted", never "left undone": no call is made twice unasked', async () => {
    const storage = memoryStorage();
    const list = items(6);
    const calls = controllable();
    const { job } = journaledJob(storage, list, (item) => calls.act(item.id));
    void job.run();
    await flush();
    await calls.settle('k1');
    await calls.settle('k2');
    // No flush: the outcomes of k1 and k2 were not written yet (they are written every 500 ms).
    const found = readJournal(storage)!;
    expect(found.done).toEqual([]);
    expect(found.failed.map(([id]) => id)).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect(found.left).toBe(1);
  });

  it('a retry pass journals its own queue: only its items can be interrupted', async () => {
    const storage = memoryStorage();
    const list = items(6);
    let fail = true;
    const calls = controllable();
    const { journal, job } = journaledJob(storage, list, async (item) => {
      if (item.id === 'k2' || item.id === 'k5') {
        if (fail) throw new Error('refused');
        return calls.act(item.id);
      }
    });
    await job.run();
    journal.ended();
    expect(readJournal(storage)!.failed.map(([id]) => id)).toEqual(['k2', 'k5']);
    fail = false;
    void job.retryFailed();
    await flush();
    await calls.settle('k2');
    journal.flush();
    const found = readJournal(storage)!;
    expect(found.done).toEqual(['k1', 'k2', 'k3', 'k4', 'k6']);
    expect(found.failed).toEqual([['k5', INTERRUPTED_REASON]]);
    expect(found.left).toBe(0);
  });
});

describe('the bulk run of the tab', () => {
  const deactivate = (
    act: BulkAction['act'],
    record: BulkAction['audit']['record'] = async () => ({ id: 1 }),
  ): BulkAction => ({
    id: 'users.deactivate',
    title: 'Deactivate',
    act,
    audit: { what: () => 'Deactivate', noun: 'users', method: 'PUT', service: 'account', path: '/users/{id}', record },
  });

  it("hands every call of a run, retries too, the run's id (its X-Bulk-Run header)", async () => {
    const storage = memoryStorage();
    const runs = new BulkRuns(() => storage, 2);
    const seen: string[] = [];
    let failOnce = true;
    const action = deactivate(async (item, _params, run) => {
      seen.push(run.runId);
      if (item.id === 'k2' && failOnce) {
        failOnce = false;
        throw new Error('No.');
      }
    });
    await runs.start({ action, params: {}, items: items(3), actor: 'admin@example.com' });
    await runs.retryFailed();
    const { runId } = runs.getSnapshot()!;
    expect(runId).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(seen).toEqual([runId, runId, runId, runId]);
  });

  it('records one unity event per pass: who, what, how many, how many failed', async () => {
    const record = vi.fn(async () => ({ id: 1 }));
    const storage = memoryStorage();
    const runs = new BulkRuns(() => storage, 4);
    const failing = new Set(['k3']);
    const action = deactivate(async (item) => {
      if (failing.has(item.id)) throw new PlatformError(500, { description: 'Something went wrong on the server.' });
    }, record);
    await runs.start({ action, params: {}, items: items(12), actor: 'admin@example.com' });
    expect(runs.getSnapshot()).toMatchObject({ running: false, progress: { done: 11, failed: 1, left: 0 } });
    expect(runs.getSnapshot()!.failures).toEqual([
      { item: { id: 'k3', label: 'User k3' }, reason: 'Something went wrong on the server.' },
    ]);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenLastCalledWith({
      name: 'Bulk action: Deactivate',
      description: 'admin@example.com ran Deactivate on 12 users: 11 done, 1 failed.',
      method: 'PUT',
      resource: '/account/users/{id}',
      status: 207,
      errorCode: 'PARTIAL_FAILURE',
      module: 'account',
    });
    failing.clear();
    await runs.retryFailed();
    expect(record).toHaveBeenCalledTimes(2);
    expect(record).toHaveBeenLastCalledWith(
      expect.objectContaining({
        description: 'admin@example.com retried Deactivate on 1 failed users: 1 done, 0 failed.',
        status: 200,
        errorCode: '',
      }),
    );
    expect(runs.getSnapshot()).toMatchObject({ progress: { done: 12, failed: 0 }, passesEnded: 2 });
  });

  it('after a reload, brings the run back, records the interrupted pass once, and runs the rest on request', async () => {
    const storage = memoryStorage();
    const record = vi.fn(async () => ({ id: 1 }));
    const calls = controllable();
    const before = new BulkRuns(() => storage, 2);
    void before.start({
      action: deactivate((item) => calls.act(item.id), record),
      params: {},
      items: items(5),
      actor: 'admin@example.com',
    });
    await flush();
    await calls.settle('k1');
    // k2 and k3 under way; the page goes away (pagehide writes the outcomes).
    window.dispatchEvent(new Event('pagehide'));

    const acted: string[] = [];
    const action = deactivate(async (item) => void acted.push(item.id), record);
    const after = new BulkRuns(() => storage, 2);
    after.recover([action], 'someone.else@example.com');
    expect(after.getSnapshot()).toBeUndefined();
    after.recover([action], 'admin@example.com');
    await flush();
    expect(after.getSnapshot()).toMatchObject({
      running: false,
      recovered: { interrupted: 2 },
      progress: { done: 1, failed: 2, left: 2 },
    });
    expect(after.getSnapshot()!.left.map((i) => i.id)).toEqual(['k4', 'k5']);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenLastCalledWith(
      expect.objectContaining({
        errorCode: 'INTERRUPTED',
        description:
          'admin@example.com ran Deactivate on 5 users, interrupted by a reload: 1 done, 2 failed (2 of them under way, outcome unknown), 2 left undone.',
      }),
    );

    // A second reload does not record it again.
    const again = new BulkRuns(() => storage, 2);
    again.recover([action], 'admin@example.com');
    await flush();
    expect(record).toHaveBeenCalledTimes(1);

    await after.runRest();
    expect(acted).toEqual(['k4', 'k5']);
    expect(after.getSnapshot()).toMatchObject({ progress: { done: 3, failed: 2, left: 0 } });
    after.dismiss();
    expect(readJournal(storage)).toBeUndefined();
  });

  it('goes on when the browser cannot keep the journal (too many items), and says a reload would lose track', async () => {
    const storage = memoryStorage();
    const small = storage.setItem;
    storage.setItem = (key, value) => {
      if (value.length > 200) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      small(key, value);
    };
    const runs = new BulkRuns(() => storage, 3);
    const acted: string[] = [];
    await runs.start({
      action: deactivate(async (item) => void acted.push(item.id)),
      params: {},
      items: items(30),
      actor: 'admin@example.com',
    });
    expect(acted).toHaveLength(30);
    expect(runs.getSnapshot()).toMatchObject({ journaled: false, progress: { done: 30 } });
    expect(readJournal(storage)).toBeUndefined();
  });
});
