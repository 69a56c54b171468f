/**
 * The development API's clock in a test (`useTestApi({ now: clock.now })`): it stands still and moves only
 * when the test moves it, so a test about time (a lifetime, a time range) says exactly when things happen
 * and never depends on how fast the machine runs.
 */
export class TestClock {
  private time: number;

  /** Starts at `start` (default: the wall clock's time when made, so seeded dates stay in the past). */
  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }

  /** The clock's time (the API's `ctx.now()`). */
  readonly now = (): Date => new Date(this.time);

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    if (ms < 0) throw new Error('the test clock only moves forward');
    this.time += ms;
  }

  /** The clock's time as the API writes it (ISO 8601). */
  iso(): string {
    return this.now().toISOString();
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
