/**
 * Runs one action on many items: a bounded number of calls in flight, cancellation that keeps what is
 * done, retry of the failed items only, and never the same item twice. Pure: no React, no storage, no
 * HTTP; the caller gives the action and watches through hooks (the journal and the progress bar).
 */

/** What the progress bar shows. */
export interface BulkProgress {
  total: number;
  done: number;
  failed: number;
  /** Neither done nor failed: waiting, or under way. */
  left: number;
  inFlight: number;
  /** The most calls in flight at once since the job began. */
  peakInFlight: number;
}

export type BulkOutcome = { ok: true } | { ok: false; reason: string };

export interface BulkFailure<T> {
  item: T;
  reason: string;
}

export interface BulkHooks<T> {
  /**
   * An item is about to be acted on, at `position` of the current pass's queue. Positions are taken in
   * increasing order, so the journal can keep "everything before N may have started" in one number.
   */
  onStart?(item: T, pass: number, position: number): void;
  onSettle?(item: T, outcome: BulkOutcome): void;
  /** A pass is starting with this queue (every pending item, or the failed ones). */
  onPass?(pass: number, queue: readonly T[]): void;
  onProgress?(progress: BulkProgress): void;
}

export interface BulkJobOptions<T> extends BulkHooks<T> {
  items: readonly T[];
  /** Identity of an item: two items with one key are one item. */
  keyOf(item: T): string;
  act(item: T): Promise<unknown>;
  /** Calls in flight at most. */
  concurrency: number;
  /** The failure reason shown for an error (default: its message). */
  reasonOf?(error: unknown): string;
  /** Outcomes known already (a run recovered after a reload): done items are never acted on again. */
  known?: { done?: Iterable<string>; failed?: Iterable<readonly [string, string]> };
}

type State = 'pending' | 'running' | 'done' | 'failed';

const defaultReason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class BulkJob<T> {
  readonly items: readonly T[];
  private readonly options: BulkJobOptions<T>;
  private readonly states = new Map<string, State>();
  private readonly reasons = new Map<string, string>();
  private running: Promise<void> | undefined;
  // Stryker disable next-line BooleanLiteral: every pass sets it to false before it starts (tests/mutation/EQUIVALENT.md)
  private cancelled = false;
  private inFlight = 0;
  private peak = 0;
  private passes = 0;
  /** Items in each state, kept as the states change, so progress costs nothing at 100,000 items. */
  private counts: Record<State, number> = { pending: 0, running: 0, done: 0, failed: 0 };

  constructor(options: BulkJobOptions<T>) {
    if (!(options.concurrency >= 1)) throw new Error('A bulk job needs a concurrency of at least 1');
    this.options = options;
    const seen = new Set<string>();
    this.items = options.items.filter((item) => {
      const key = options.keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (const item of this.items) this.states.set(options.keyOf(item), 'pending');
    this.counts.pending = this.items.length;
    for (const key of new Set(options.known?.done)) if (this.states.get(key) === 'pending') this.set(key, 'done');
    for (const [key, reason] of new Map(options.known?.failed)) {
      if (this.states.get(key) !== 'pending') continue;
      this.set(key, 'failed');
      this.reasons.set(key, reason);
    }
  }

  get progress(): BulkProgress {
    const { pending, running, done, failed } = this.counts;
    return {
      total: this.items.length,
      done,
      failed,
      left: pending + running,
      inFlight: this.inFlight,
      peakInFlight: this.peak,
    };
  }

  get isRunning(): boolean {
    return this.running !== undefined;
  }

  /** Passes started so far (the first run is pass 0). */
  get passCount(): number {
    return this.passes;
  }

  /** The failed items with their reasons, in the order of the items. */
  get failures(): BulkFailure<T>[] {
    return this.itemsIn('failed').map((item) => ({ item, reason: this.reasons.get(this.options.keyOf(item)) ?? '' }));
  }

  get doneItems(): T[] {
    return this.itemsIn('done');
  }

  /** Items never started (after a cancel, or before the first run). */
  get leftItems(): T[] {
    return this.itemsIn('pending');
  }

  /** Runs every pending item: the first run, or the rest after a cancel or a reload. */
  run(): Promise<void> {
    return this.pass(this.itemsIn('pending'));
  }

  /** Runs the failed items again, and only them; the done ones and those never started stay as they are. */
  retryFailed(): Promise<void> {
    const queue = this.itemsIn('failed');
    for (const item of queue) {
      const key = this.options.keyOf(item);
      this.set(key, 'pending');
      this.reasons.delete(key);
    }
    return this.pass(queue);
  }

  /** Starts nothing more; the calls under way finish and count. The pass resolves once they have. */
  cancel(): void {
    this.cancelled = true;
  }

  private set(key: string, state: State) {
    // Every key is in a state from the start (pending), so there is always one to leave.
    this.counts[this.states.get(key)!]--;
    this.counts[state]++;
    this.states.set(key, state);
  }

  private itemsIn(state: State): T[] {
    return this.items.filter((item) => this.states.get(this.options.keyOf(item)) === state);
  }

  private pass(queue: T[]): Promise<void> {
    if (this.running) throw new Error('This bulk job is already running');
    this.cancelled = false;
    const pass = this.passes++;
    this.options.onPass?.(pass, queue);
    this.emit();
    const { keyOf, act, onStart, onSettle } = this.options;
    const reasonOf = this.options.reasonOf ?? defaultReason;
    let next = 0;
    const worker = async () => {
      while (!this.cancelled && next < queue.length) {
        const position = next++;
        const item = queue[position];
        const key = keyOf(item);
        // Never twice: only a pending item starts, and it stops being pending as it starts. (A safety net: a
        // pass's queue holds each item once, taken pending, and one pass runs at a time.)
        // Stryker disable next-line ConditionalExpression: unreachable today, see above (tests/mutation/EQUIVALENT.md)
        if (this.states.get(key) !== 'pending') continue;
        this.set(key, 'running');
        this.inFlight++;
        this.peak = Math.max(this.peak, this.inFlight);
        onStart?.(item, pass, position);
        this.emit();
        let outcome: BulkOutcome;
        try {
          await act(item);
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, reason: reasonOf(error) };
        }
        this.inFlight--;
        if (outcome.ok) this.set(key, 'done');
        else {
          this.set(key, 'failed');
          this.reasons.set(key, outcome.reason);
        }
        onSettle?.(item, outcome);
        this.emit();
      }
    };
    const workers = Array.from({ length: Math.min(this.options.concurrency, queue.length) }, worker);
    this.running = Promise.all(workers).then(() => {
      this.running = undefined;
      this.emit();
    });
    return this.running;
  }

  private emit() {
    this.options.onProgress?.(this.progress);
  }
}
