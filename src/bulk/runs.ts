/**
 * The bulk run of this browser tab: one at a time, kept outside React so it goes on in the background
 * while the person pages, filters or opens another page, journaled for a reload, and recorded as one
 * unity event per pass (the run, each Retry failed, the rest after a reload).
 */
import { formatNumber } from '@/i18n/format';
import { BULK_CONCURRENCY } from '@/constants';
import { isPlatformError } from '@/platform/errors';
import { BulkJournal, INTERRUPTED_REASON, readJournal, type JournalEntry } from './journal';
import { BulkJob, type BulkFailure, type BulkProgress } from './runner';
import type { BulkAction, BulkEvent, BulkItem, BulkParams } from './types';
import { listeners } from '@/listeners';

/** How often the progress shown is renewed while a run goes on. */
const SNAPSHOT_MS = 100;

/** What the run's panel shows. */
export interface RunView {
  runId: string;
  action: BulkAction;
  params: BulkParams;
  running: boolean;
  /** Cancel was asked: the calls under way are finishing. */
  cancelling: boolean;
  progress: BulkProgress;
  /** Failed items with their reasons (filled when no pass is running). */
  failures: BulkFailure<BulkItem>[];
  /** Items never started, after a cancel or a reload (filled when no pass is running). */
  left: BulkItem[];
  /** Ids done by the last pass (a page unselects deleted records). */
  lastDone: string[];
  /** Counts the passes ended, so a page can refresh after each. */
  passesEnded: number;
  /** The run came back from the journal after a reload; `interrupted` items were under way then. */
  recovered?: { interrupted: number };
  /** Why the unity event could not be recorded. */
  auditFailed?: string;
  /** False when the browser's storage could not keep the journal (too many items): a reload would lose track. */
  journaled: boolean;
}

export interface StartOptions {
  action: BulkAction;
  params: BulkParams;
  items: BulkItem[];
  /** E-mail of the signed-in person (the event's text; another person's journal is not recovered). */
  actor: string;
}

type PassKind = 'run' | 'retry' | 'rest';

interface Run {
  view: Omit<RunView, 'progress' | 'running' | 'journaled'>;
  job: BulkJob<BulkItem>;
  journal: BulkJournal;
  actor: string;
  pass: { size: number; done: string[]; failed: number };
}

/** A failure's reason: the error envelope's description (spec 1, section 8). */
export function reasonOf(error: unknown): string {
  if (isPlatformError(error)) return error.description || `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

const count = formatNumber;

export class BulkRuns {
  private run: Run | undefined;
  private snapshot: RunView | undefined;
  private changes = listeners();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly storage: () => Storage,
    private readonly concurrency: number,
  ) {}

  subscribe = (listener: () => void) => this.changes.add(listener);

  getSnapshot = () => this.snapshot;

  get isRunning(): boolean {
    return !!this.run?.job.isRunning;
  }

  /** Starts a run over the items (replacing a finished one); resolves when its first pass has ended. */
  start({ action, params, items, actor }: StartOptions): Promise<void> {
    if (this.isRunning) throw new Error('A bulk action is running already');
    this.run?.journal.clear();
    const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const run = this.create(runId, action, params, items, actor);
    run.journal.begin({ runId, actionId: action.id, params, actor, startedAt: new Date().toISOString(), items });
    this.run = run;
    return this.pass(run, 'run', () => run.job.run());
  }

  /** Starts nothing more; what is under way finishes, and what is done stays done. */
  cancel(): void {
    const run = this.run;
    if (!run?.job.isRunning) return;
    run.view.cancelling = true;
    run.job.cancel();
    this.changed(true);
  }

  /** Runs the failed items again, and only them. */
  retryFailed(): Promise<void> {
    const run = this.run;
    if (!run || run.job.isRunning || !run.job.progress.failed) return Promise.resolve();
    return this.pass(run, 'retry', () => run.job.retryFailed());
  }

  /** Runs the items left undone by a cancel or a reload. */
  runRest(): Promise<void> {
    const run = this.run;
    if (!run || run.job.isRunning || !run.job.leftItems.length) return Promise.resolve();
    return this.pass(run, 'rest', () => run.job.run());
  }

  /** Closes a run that is over: its journal goes. */
  dismiss(): void {
    if (!this.run || this.run.job.isRunning) return;
    this.run.journal.clear();
    this.run = undefined;
    this.changed(true);
  }

  /**
   * After a reload: brings back the journaled run of this person when it is one of `actions`, its done
   * items done, its failed ones failed, the ones under way at the reload failed as interrupted (never run
   * again unasked), the rest left undone. A pass that had not been recorded yet is recorded now.
   */
  recover(actions: BulkAction[], actor: string): void {
    if (this.run) return;
    const found = readJournal(this.storage());
    if (!found || found.entry.actor !== actor) return;
    const { entry } = found;
    const action = actions.find((a) => a.id === entry.actionId);
    if (!action) return;
    const run = this.create(entry.runId, action, entry.params, entry.items, actor, {
      done: found.done,
      failed: found.failed,
    });
    run.journal.adopt(entry);
    run.journal.flush();
    run.view.recovered = { interrupted: found.interrupted };
    this.settle(run);
    this.run = run;
    this.changed(true);
    if (entry.audited < entry.passes.length) void this.audit(run, interruptedEvent(entry, action, actor));
  }

  private create(
    runId: string,
    action: BulkAction,
    params: BulkParams,
    items: BulkItem[],
    actor: string,
    known?: { done: string[]; failed: [string, string][] },
  ): Run {
    const journal = new BulkJournal(this.storage());
    const run: Run = {
      view: { runId, action, params, cancelling: false, failures: [], left: [], lastDone: [], passesEnded: 0 },
      journal,
      actor,
      pass: { size: 0, done: [], failed: 0 },
      job: new BulkJob<BulkItem>({
        items,
        keyOf: (item) => item.id,
        act: (item) => action.act(item, params, { runId }),
        concurrency: this.concurrency,
        reasonOf,
        known,
        onPass: (_pass, queue) => {
          journal.pass(queue);
          run.pass = { size: queue.length, done: [], failed: 0 };
        },
        onStart: (_item, _pass, position) => journal.started(position),
        onSettle: (item, outcome) => {
          journal.settled(item, outcome);
          if (outcome.ok) run.pass.done.push(item.id);
          else run.pass.failed++;
        },
        onProgress: () => this.changed(),
      }),
    };
    return run;
  }

  private async pass(run: Run, kind: PassKind, go: () => Promise<void>): Promise<void> {
    Object.assign(run.view, {
      cancelling: false,
      failures: [],
      left: [],
      auditFailed: undefined,
      recovered: undefined,
    });
    const running = go();
    this.changed(true);
    await running;
    run.journal.ended();
    this.settle(run);
    run.view.lastDone = run.pass.done;
    run.view.passesEnded++;
    this.changed(true);
    await this.audit(run, passEvent(run, kind));
  }

  /** The lists shown once no pass is running. */
  private settle(run: Run) {
    run.view.cancelling = false;
    run.view.failures = run.job.failures;
    run.view.left = run.job.leftItems;
  }

  private async audit(run: Run, event: BulkEvent) {
    try {
      await run.view.action.audit.record(event);
      run.journal.audited();
    } catch (error) {
      run.view.auditFailed = reasonOf(error);
      this.changed(true);
    }
  }

  /** A new snapshot now, or within SNAPSHOT_MS while calls come and go. */
  private changed(now = false) {
    if (!now) {
      this.timer ??= setTimeout(() => this.publish(), SNAPSHOT_MS);
      return;
    }
    this.publish();
  }

  private publish() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const run = this.run;
    this.snapshot = run && {
      ...run.view,
      progress: run.job.progress,
      running: run.job.isRunning,
      journaled: run.journal.kept,
    };
    this.changes.emit();
  }
}

/** The event of a pass that ended: who, what, how many, how many failed (and left undone by a cancel). */
function passEvent(run: Run, kind: PassKind): BulkEvent {
  const { action, params } = run.view;
  const { size, done, failed } = run.pass;
  const left = size - done.length - failed;
  const what = action.audit.what(params);
  const { noun } = action.audit;
  const on = {
    run: `ran ${what} on ${count(size)} ${noun}`,
    retry: `retried ${what} on ${count(size)} failed ${noun}`,
    rest: `ran ${what} on the ${count(size)} ${noun} left undone`,
  }[kind];
  const cancelled = left > 0 ? `, ${count(left)} left undone (cancelled)` : '';
  return eventOf(action, what, {
    description: `${run.actor} ${on}: ${count(done.length)} done, ${count(failed)} failed${cancelled}.`,
    failed,
    errorCode: failed ? 'PARTIAL_FAILURE' : left ? 'CANCELLED' : '',
  });
}

/** The event of a pass a reload cut short, from its journal. */
function interruptedEvent(entry: JournalEntry, action: BulkAction, actor: string): BulkEvent {
  const queue = entry.passes[entry.passes.length - 1] ?? entry.items.map((_, i) => i);
  let done = 0;
  let failed = 0;
  let interrupted = 0;
  for (const i of queue) {
    if (entry.outcomes[i] === 'd') done++;
    else if (entry.outcomes[i] === 'f') {
      failed++;
      if (entry.reasons[i] === INTERRUPTED_REASON) interrupted++;
    }
  }
  const left = queue.length - done - failed;
  const what = action.audit.what(entry.params);
  return eventOf(action, what, {
    description:
      `${actor} ran ${what} on ${count(queue.length)} ${action.audit.noun}, interrupted by a reload: ` +
      `${count(done)} done, ${count(failed)} failed (${count(interrupted)} of them under way, outcome unknown), ` +
      `${count(left)} left undone.`,
    failed,
    errorCode: 'INTERRUPTED',
  });
}

function eventOf(
  action: BulkAction,
  what: string,
  { description, failed, errorCode }: { description: string; failed: number; errorCode: string },
): BulkEvent {
  const { method, service, path } = action.audit;
  return {
    name: `Bulk action: ${what}`,
    description,
    method,
    resource: `/${service}${path}`,
    // 207 Multi-Status: some items failed.
    status: failed ? 207 : 200,
    errorCode,
    module: service,
  };
}

/** The bulk run of this tab. */
export const bulkRuns = new BulkRuns(() => window.localStorage, BULK_CONCURRENCY);
