/**
 * A burst of requests for the same work done as few times as it can be (issue 41: 100 events a second must
 * not mean 100 list reads a second): the task runs at most once at a time and at most once per `gapMs`;
 * requests while it runs or within the gap become one run after it, so the last request is always served.
 */
export interface Coalesced {
  request(): void;
  /** Forgets a request not yet run (the page is left). */
  cancel(): void;
}

export function coalesce(task: () => unknown, gapMs: number, now: () => number = Date.now): Coalesced {
  let wanted = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;

  const request = () => {
    wanted = true;
    if (running || timer !== undefined) return;
    timer = setTimeout(() => void run(), Math.max(0, last + gapMs - now()));
  };
  const run = async () => {
    timer = undefined;
    if (!wanted) return;
    wanted = false;
    running = true;
    last = now();
    try {
      await task();
    } catch {
      // The task reports its own failures (a list shows its error); the next request runs it again.
    } finally {
      running = false;
      if (wanted) {
        wanted = false;
        request();
      }
    }
  };
  return {
    request,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      wanted = false;
    },
  };
}
