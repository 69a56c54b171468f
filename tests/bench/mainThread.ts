/**
 * Where a cold open spends the renderer's main thread (issue 13): read from a Chromium trace of the open,
 * the main thread's tasks from navigation start to the content, each named by the largest piece of work
 * in it (running a module's code, a JS call such as React rendering, style and layout, garbage
 * collection) and the script it ran. Network waits do not appear; what remains between tasks is idle.
 */
import { readFileSync } from 'node:fs';

/** Trace categories that hold the tasks, the work inside them and the navigation start (blink.user_timing). */
export const MAIN_THREAD_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
];

/** An event of a Chromium trace (the JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The work a task is named by, biggest first when several are inside it. */
const KINDS: Record<string, string> = {
  'v8.evaluateModule': 'module code',
  EvaluateScript: 'script code',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  FunctionCall: 'JS call',
  TimerFire: 'JS call',
  FireAnimationFrame: 'JS call',
  RunMicrotasks: 'JS call',
  EventDispatch: 'JS call',
  UpdateLayoutTree: 'style & layout',
  Layout: 'style & layout',
  Paint: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  ParseHTML: 'HTML',
};

export interface Task {
  /** ms from navigation start. */
  start: number;
  ms: number;
  kind: string;
  /** The script whose code ran, as a path. */
  script: string;
}

/** A trace file's events (Chromium writes either the JSON object format or a bare array). */
export function traceEventsOf(tracePath: string): TraceEvent[] {
  const parsed = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The main thread's tasks of the traced open of `origin`, from its navigation start to `until` ms. */
export function mainThreadTasks(tracePath: string, origin: string, until: number): Task[] {
  return tasksOf(traceEventsOf(tracePath), origin, until);
}

/**
 * The page's navigation in a trace and its renderer's main thread: the navigation to `origin`, or, as Chromium
 * leaves the navigation's URL out at times, the last one of a main frame.
 */
export function pageThread(events: TraceEvent[], origin: string): { t0: number; pid: number; tid: number } {
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame !== false &&
      e.args?.data?.isLoadingMainFrame !== false,
  );
  const navigation =
    navigations.find((e) => String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin)) ??
    navigations.sort((a, b) => a.ts - b.ts).at(-1);
  if (!navigation) {
    const seen = events.filter((e) => e.name === 'navigationStart').map((e) => JSON.stringify(e.args?.data));
    throw new Error(`no navigation to ${origin} in the trace (${seen.join(', ')})`);
  }
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid,
  );
  if (!thread) throw new Error('no renderer main thread in the trace');
  return { t0: navigation.ts, pid: thread.pid, tid: thread.tid };
}

/** The same, from a trace's events in hand (Lighthouse's, say). */
export function tasksOf(events: TraceEvent[], origin: string, until: number): Task[] {
  const { t0, pid, tid } = pageThread(events, origin);
  const end = t0 + until * 1000;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts < end);
  return onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .map((task) => {
      const inside = onMain.filter((e) => KINDS[e.name] && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
      const main = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
      const url = inside
        .map((e) => e.args?.data?.url)
        .find((u): u is string => typeof u === 'string' && u.startsWith(origin));
      return {
        start: (task.ts - t0) / 1000,
        ms: (task.dur ?? 0) / 1000,
        kind: main ? KINDS[main.name] : 'other',
        script: url ? new URL(url).pathname : '',
      };
    });
}

/** Prints the busy time by kind and the tasks of 10 ms or more. */
export function printMainThread(title: string, tasks: Task[], readyAt: number) {
  const busy = tasks.reduce((sum, t) => sum + t.ms, 0);
  const byKind = new Map<string, number>();
  for (const t of tasks) byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + t.ms);
  console.log(
    `\n${title}: ${readyAt.toFixed(0)} ms to the content, main thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks`,
  );
  console.log(
    `  ${[...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  );
  for (const t of tasks.filter((task) => task.ms >= 10)) {
    console.log(
      `  ${t.start.toFixed(0).padStart(5)} +${t.ms.toFixed(0).padStart(4)} ms  ${t.kind.padEnd(14)} ${t.script}`,
    );
  }
}
