import { describe, expect, it } from 'vitest';
import { turnOrder } from '../bench/turnOrder';

/** How often each app opens in each place, and right after each other app, over `rounds` rounds. */
function tally(count: number, rounds: number) {
  const places = new Map<string, number>();
  const after = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (let round = 0; round < rounds; round++) {
    const order = turnOrder(round, count);
    expect([...order].sort()).toEqual([...Array(count).keys()]);
    order.forEach((app, place) => add(places, `${app}@${place}`));
    order.slice(1).forEach((app, i) => add(after, `${app} after ${order[i]}`));
  }
  return { places: new Set(places.values()), after: new Set(after.values()), pairs: after.size };
}

// The benchmarks' apps take turns so that neither the place in a round nor the app opened just before
// (whose work's tail falls on the next open) favours one of them.
describe('turnOrder', () => {
  it('puts each of three apps in each place, and right after each other app, equally often', () => {
    const { places, after, pairs } = tally(3, 6);
    expect(places).toEqual(new Set([2]));
    expect(pairs).toBe(6);
    expect(after).toEqual(new Set([2]));
  });

  it('alternates two apps', () => {
    expect([0, 1, 2, 3].map((round) => turnOrder(round, 2))).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
  });
});
