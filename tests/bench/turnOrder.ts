/** Every order of `items`. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * The order in which `count` apps open in round `round`: each of their orders in turn, so that over every
 * count! rounds each app opens in each place, and right after each other app, equally often. A rotation
 * (round r opening app r first) kept one sequence: with three apps, each always opened right after the same
 * other one and took the tail of its work.
 */
export function turnOrder(round: number, count: number): number[] {
  const orders = permutations([...Array(count).keys()]);
  return orders[round % orders.length];
}
