import { describe, expect, it, vi } from 'vitest';
import { listeners } from '@/listeners';

describe('listeners', () => {
  it('tells every listener, in the order they came, until it unsubscribes', () => {
    const told: string[] = [];
    const set = listeners<[string]>();
    const offA = set.add((value) => told.push(`a:${value}`));
    set.add((value) => told.push(`b:${value}`));
    set.emit('1');
    offA();
    set.emit('2');
    expect(told).toEqual(['a:1', 'b:1', 'b:2']);
  });

  it('counts who listens, so a costly source is held only while someone does', () => {
    const set = listeners();
    const listener = vi.fn();
    const off = set.add(listener);
    expect(set.size).toBe(1);
    off();
    off(); // twice is harmless
    expect(set.size).toBe(0);
    set.emit();
    expect(listener).not.toHaveBeenCalled();
  });
});
