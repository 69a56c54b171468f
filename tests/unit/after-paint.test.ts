import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '@/ui/afterPaint';

/** A record's click writes the address with afterPaint (useSelection): after the frame, and never once cancelled. */
describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next animation frame, in a task of its own, and not when cancelled', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.splice(handle - 1, 1, () => undefined));
    const work = vi.fn();
    afterPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled(); // not before the frame
    frames[0](0);
    expect(work).not.toHaveBeenCalled(); // not in the frame, before its paint
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelledBeforeFrame = vi.fn();
    afterPaint(cancelledBeforeFrame)();
    frames[1](0);
    vi.runAllTimers();
    const cancelledAfterFrame = vi.fn();
    const cancel = afterPaint(cancelledAfterFrame);
    frames[2](0);
    cancel();
    vi.runAllTimers();
    expect(cancelledBeforeFrame).not.toHaveBeenCalled();
    expect(cancelledAfterFrame).not.toHaveBeenCalled();
  });
});
