/**
 * The journal of the bulk run under way, in localStorage, so that a reload in the middle loses nothing
 * already done and can say what was left undone.
 *
 * Cheap at 100,000 items: the items and the queue of each pass are written once (when a pass starts);
 * before an item starts, one small key records how far into the current pass items may have started
 * (the runner takes them in order); outcomes are written at most every OUTCOME_WRITE_MS, at the end
 * and when the page is hidden. After a reload an item that had started but has no outcome is
 * "interrupted": its call may or may not have been made, so it is never run again unasked.
 */
import type { BulkItem, BulkParams } from './types';

export const JOURNAL_KEY = 'bulk.run';
const CURSOR_KEY = `${JOURNAL_KEY}.cursor`;
const OUTCOME_WRITE_MS = 500;

/** The failure reason (a message key) of an item whose call was under way when the page went away. */
export const INTERRUPTED_REASON = 'app.bulk.interrupted';

export interface JournalEntry {
  runId: string;
  actionId: string;
  params: BulkParams;
  /** E-mail of the person who ran it: another person's run is not recovered. */
  actor: string;
  startedAt: string;
  items: BulkItem[];
  /** The queue of each pass as item indexes; null: every item in order. */
  passes: (number[] | null)[];
  /** One character per item: '.' no outcome, 'd' done, 'f' failed. */
  outcomes: string;
  reasons: Record<number, string>;
  /** The last pass ended (finished or cancelled): the outcomes are final. */
  ended: boolean;
  /** Passes already recorded as unity events. */
  audited: number;
}

/** A run read back after a reload. */
export interface RecoveredRun {
  entry: JournalEntry;
  done: string[];
  /** Failed items with their reasons, the interrupted ones among them. */
  failed: [string, string][];
  /** Items whose call was under way when the page went away. */
  interrupted: number;
  /** Items never started. */
  left: number;
}

export class BulkJournal {
  private entry: JournalEntry | undefined;
  private outcomes: string[] = [];
  private indexOf = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onHide = () => this.flush();
  /** False once the storage refused a write (full: a run of very many items); a reload would lose track. */
  kept = true;

  constructor(private readonly storage: Storage) {}

  /** Starts the journal of a new run (replacing any other). */
  begin(entry: Omit<JournalEntry, 'passes' | 'outcomes' | 'reasons' | 'ended' | 'audited'>): void {
    this.adopt({
      ...entry,
      passes: [],
      outcomes: '.'.repeat(entry.items.length),
      reasons: {},
      ended: false,
      audited: 0,
    });
    this.storage.removeItem(CURSOR_KEY);
    this.write();
  }

  /** Continues the journal of a recovered run. */
  adopt(entry: JournalEntry): void {
    this.entry = entry;
    this.outcomes = [...entry.outcomes];
    this.indexOf = new Map(entry.items.map((item, i) => [item.id, i]));
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this.onHide);
  }

  /** A pass starts with this queue: written at once, its items' earlier outcomes forgotten. */
  pass(queue: readonly BulkItem[]): void {
    const entry = this.entry!;
    const all = queue.length === entry.items.length && queue.every((item, i) => item.id === entry.items[i].id);
    const indexes = all ? null : queue.map((item) => this.indexOf.get(item.id)!);
    for (const i of indexes ?? entry.items.keys()) {
      this.outcomes[i] = '.';
      delete entry.reasons[i];
    }
    entry.passes.push(indexes);
    entry.ended = false;
    this.setCursor(0);
    this.write();
  }

  /** Before an item starts: everything up to `position` of the current pass may have started. */
  started(position: number): void {
    this.setCursor(position + 1);
  }

  private setCursor(position: number) {
    try {
      this.storage.setItem(CURSOR_KEY, `${this.entry!.passes.length - 1}:${position}`);
    } catch {
      this.kept = false;
    }
  }

  settled(item: BulkItem, outcome: { ok: true } | { ok: false; reason: string }): void {
    const i = this.indexOf.get(item.id);
    if (i === undefined) return;
    this.outcomes[i] = outcome.ok ? 'd' : 'f';
    if (!outcome.ok) this.entry!.reasons[i] = outcome.reason;
    this.timer ??= setTimeout(() => this.flush(), OUTCOME_WRITE_MS);
  }

  /** The pass ended (finished or cancelled). */
  ended(): void {
    this.entry!.ended = true;
    this.write();
  }

  /** The passes so far are recorded as unity events. */
  audited(): void {
    this.entry!.audited = this.entry!.passes.length;
    this.write();
  }

  flush(): void {
    if (this.entry) this.write();
  }

  /** The run is over and dismissed: nothing to recover any more. */
  clear(): void {
    this.stop();
    this.entry = undefined;
    this.storage.removeItem(JOURNAL_KEY);
    this.storage.removeItem(CURSOR_KEY);
  }

  private stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.onHide);
  }

  private write() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const entry = this.entry!;
    entry.outcomes = this.outcomes.join('');
    try {
      this.storage.setItem(JOURNAL_KEY, JSON.stringify(entry));
    } catch {
      // Storage full or refused: the run goes on, and the panel warns that a reload would lose track.
      this.kept = false;
      this.storage.removeItem(JOURNAL_KEY);
    }
  }
}

/** The run the journal holds, if any, with what a reload interrupted. */
export function readJournal(storage: Storage): RecoveredRun | undefined {
  let entry: JournalEntry;
  try {
    const text = storage.getItem(JOURNAL_KEY);
    if (!text) return undefined;
    entry = JSON.parse(text) as JournalEntry;
    if (!Array.isArray(entry.items) || typeof entry.outcomes !== 'string') return undefined;
  } catch {
    return undefined;
  }
  const outcomes = [...entry.outcomes];
  const reasons = { ...entry.reasons };
  let interrupted = 0;
  if (!entry.ended && entry.passes.length) {
    const current = entry.passes.length - 1;
    const [pass, cursor] = (storage.getItem(CURSOR_KEY) ?? '').split(':').map(Number);
    if (pass === current && cursor > 0) {
      const queue = entry.passes[current];
      for (let position = 0; position < cursor; position++) {
        const i = queue ? queue[position] : position;
        if (i === undefined || outcomes[i] !== '.') continue;
        outcomes[i] = 'f';
        reasons[i] = INTERRUPTED_REASON;
        interrupted++;
      }
    }
  }
  const done: string[] = [];
  const failed: [string, string][] = [];
  let left = 0;
  entry.items.forEach((item, i) => {
    if (outcomes[i] === 'd') done.push(item.id);
    else if (outcomes[i] === 'f') failed.push([item.id, reasons[i] ?? '']);
    else left++;
  });
  // From here on the outcomes are final: the interrupted items count as failed.
  return { entry: { ...entry, outcomes: outcomes.join(''), reasons, ended: true }, done, failed, interrupted, left };
}
