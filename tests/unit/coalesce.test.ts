import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from '@/realtime/coalesce';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first request at once, and a burst after it as one run a gap later', async () => {
    const task = vi.fn();
    const c = coalesce(task, 1000);
    c.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i++) c.request();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('never runs twice at once, and serves a request made while it ran', async () => {
    let finish!: () => void;
    let running = 0;
    let most = 0;
    const task = vi.fn(
      () =>
        new Promise<void>((done) => {
          running++;
          most = Math.max(most, running);
          finish = () => {
            running--;
            done();
          };
        }),
    );
    const c = coalesce(task, 0);
    c.request();
    await vi.advanceTimersByTimeAsync(0);
    c.request();
    c.request();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('goes on after a failed run, and forgets a request once cancelled', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('offline'));
    const c = coalesce(task, 10);
    c.request();
    await vi.advanceTimersByTimeAsync(0);
    c.request();
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(2);
    c.request();
    c.cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
