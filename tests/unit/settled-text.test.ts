/**
 * A search box's words settle once typing pauses (src/ui/useSettledText.ts). The settled text changes only
 * when the words do; the Members tab keys its page on it (a page turned just after the tab opened was once
 * thrown back to the first by a pause that followed mounting).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useSettledText } from '@/ui/useSettledText';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettledText', () => {
  it('settles what is typed, trimmed, once typing pauses', () => {
    const { result } = renderHook(() => useSettledText());
    act(() => result.current[1]('  jam'));
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    });
    expect(result.current[2]).toBe('');
    act(() => result.current[1]('  jamie '));
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    });
    expect(result.current[2]).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual(['  jamie ', expect.any(Function), 'jamie']);
  });

  it('waits for nothing after mounting, or after a space that changes no word', () => {
    const { result } = renderHook(() => useSettledText());
    // No pause is pending at first: nothing keyed on the settled text (the Members tab's page) can be reset.
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current[1]('jamie'));
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    act(() => result.current[1]('jamie '));
    expect(vi.getTimerCount()).toBe(0);
    expect(result.current[2]).toBe('jamie');
  });
});
