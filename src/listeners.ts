/**
 * The one way the console keeps a set of listeners (an external store's readers, a channel's handlers): `add`
 * answers the unsubscribe, so it is what useSyncExternalStore's `subscribe` wants as it is; `emit` tells them
 * all, in the order they came.
 */
export interface Listeners<Args extends unknown[] = []> {
  add(listener: (...args: Args) => void): () => void;
  emit(...args: Args): void;
  /** How many listen now (a source that costs something, e.g. an event on window, is held only while one does). */
  readonly size: number;
}

export function listeners<Args extends unknown[] = []>(): Listeners<Args> {
  const set = new Set<(...args: Args) => void>();
  return {
    add(listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(...args) {
      set.forEach((listener) => listener(...args));
    },
    get size() {
      return set.size;
    },
  };
}
