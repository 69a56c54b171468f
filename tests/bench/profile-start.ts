/**
 * Where a cold open of a page spends its time (issue 23), the console built and served by `vite preview`
 * against the development API, each open in a new browser context (empty cache, the superadmin's
 * session), the first one a warm-up. Four views:
 *
 *   npx tsx tests/bench/profile-start.ts [--route /users] [--runs 3] [--users 100000] [--cpu 1] [--unminified] [--functions] [--out dir] [view]
 *
 * - default: Chromium's sampling profiler; JS self time summed per package (node_modules) or folder of
 *   the console (src/…, resources/…) through the source maps, and what each start-up chunk's top level
 *   (its modules' bodies) costs. "(program)" is the browser's own work: parsing, style, layout. With
 *   --functions, also the costliest functions (a click's profile always lists them).
 * - --trace: a Chromium trace; the main thread's self time per kind of event (compile, style, layout…),
 *   and with --tasks each task of 8 ms or more with what ran inside it; with --idle <ms>, of that long
 *   after the rows show instead of the open.
 * - --waterfall: every request (start → end, ms from the navigation start) and performance mark up to
 *   `--settle` ms after the content shows, the moment rows are in the DOM, and, for a build made with
 *   PROFILE_REACT=1 (React's profiling build) and <Profiler onRender> wrappers writing to `window.__prof`,
 *   each commit's render time per wrapped part.
 * - --commits: each React commit from 400 ms before the content shows to `--settle` ms after (default 2000), in
 *   time from the content: the elements (fibers) it rendered, the components it started from (one whose
 *   parent did not render, with why: its props, a context named, else its own state) and, for a build made
 *   with PROFILE_REACT=1, the most costly of them (self time, ms). What renders again once the page shows
 *   is what a person's first click waits behind (issue 63: react-admin's router rendering the whole console
 *   again when the permissions arrived). Read through a stand-in for React DevTools' hook, which React
 *   tells of every commit; `--unminified` keeps the components' names.
 * - --fibers: what React mounted once the rows show: its elements (fibers) and styled components per part
 *   of the page, and the components with most instances (what a lighter page would leave out).
 *
 * With --click <ms>, the default view and --commits profile a row's first click that many ms after the rows show
 * (issue 63: what the first opening waits for), not the open; with --after too, the opening after a first one
 * was closed.
 *
 * A folder given with --out keeps its generated users between runs (generating 100,000 takes a while).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import getPort from 'get-port';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startServer } from '../../fixtures/server/index';
import { buildSeed, DEMO } from '../../fixtures/seed/index';
import { pageThread, traceEventsOf, type TraceEvent } from './mainThread';
import { appReadyOf, EMAIL, NAME, openRow } from './ready';
import { cpuRate, median, runVite, stopChildren, throttleCpu, timeInput, waitForUrl } from './support';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    route: { type: 'string', default: '/users' },
    out: { type: 'string' },
    trace: { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    fibers: { type: 'boolean', default: false },
    commits: { type: 'boolean', default: false },
    settle: { type: 'string', default: '2000' },
    /** Slows the page's CPU this many times (4: DevTools' "4x slowdown"). */
    cpu: { type: 'string', default: '1' },
    /**
     * Profiles a first click instead of the open: this many ms after the rows show, a click on the third
     * row's e-mail opens the user (as bench:record-open's first opening); the default view and --commits
     * then cover the click to the record shown, and the default view adds the costliest functions.
     */
    click: { type: 'string' },
    /**
     * With --click: profiles the opening after instead (bench:record-open's "user, after"): the third row
     * opened and closed first, then, --click ms after the rows show again, the sixth row's click.
     */
    after: { type: 'boolean', default: false },
    /** With --click: the pointer rests on the row this many ms before it presses (support.ts, TimedInput.pointMs). */
    point: { type: 'string', default: '0' },
    /** Writes each run's CPU profile to <this>-<run>.cpuprofile (DevTools' Performance panel opens it). */
    dump: { type: 'string' },
    /** Builds without minifying, so that components keep their names (--commits, --fibers). */
    unminified: { type: 'boolean', default: false },
    /**
     * With --trace (not --click): the trace's window is this many ms after the rows show, not the open: what
     * the page goes on doing once it shows (the detail readied ahead, the lazy controls), which a person's
     * first input meets.
     */
    idle: { type: 'string' },
    /** The default view of a cold open lists the costliest functions too (a click's always does). */
    functions: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
/** When the page shows its content: on /users the app's own rows with e-mail addresses (as the cold-start benchmark waits for). */
const ROWS = appReadyOf(values.route);
const CLICK = values.click === undefined ? undefined : Number(values.click);
const SHOWN = '= record shown after the click';

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type Figures = Map<string, number>;

/** The package (or console folder) of a source path. */
function ownerOf(source: string | null): string {
  if (!source) return '(unmapped)';
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /(?:^|\/)(src|resources)\/([^/]+)/.exec(source);
  return own ? `${own[1]}/${own[2]}` : source;
}

/**
 * JS self time per package, and each chunk's top level (its module bodies) with what it calls; with
 * `functions`, also each function's, as "(fn) name package".
 */
function profileFigures(
  profile: Profile,
  mapOf: (url: string) => TraceMap | null,
  functions = false,
  untilMs = Infinity,
): Figures {
  const figures: Figures = new Map();
  const add = (key: string, ms: number) => figures.set(key, (figures.get(key) ?? 0) + ms);
  const self = new Map<number, number>();
  // From the first sample (the profile's own start time comes before it, by as much as a second).
  let at = -profile.timeDeltas[0] / 1000;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] / 1000;
    if (at <= untilMs) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const where = ({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']) => {
    if (!url) return functionName ? `(${functionName})` : '(native)';
    if (lineNumber < 0) return url; // a frame without a position (compiled before the profiler started)
    const map = mapOf(url);
    return map ? ownerOf(originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source) : url;
  };
  const inclusive = (node: ProfileNode): number =>
    (self.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + inclusive(byId.get(id)!), 0);
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms) add(where(node.callFrame), ms);
    if (ms && functions) add(`(fn) ${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame)}`, ms);
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    // A chunk's top level: an anonymous frame at its very start.
    if (url && !functionName && lineNumber === 0 && columnNumber === 0) {
      const chunk = new URL(url).pathname;
      add(`{top level} ${chunk}`, inclusive(node));
      for (const id of node.children ?? []) {
        const child = byId.get(id)!;
        add(`{top level} ${chunk} → ${where(child.callFrame)}`, inclusive(child));
      }
    }
  }
  return figures;
}

/** The main thread's self time per kind of event, from `from` to `until` ms after the navigation start. */
function traceFigures(path: string, origin: string, from: number, until: number, printTasks: boolean): Figures {
  const events = traceEventsOf(path);
  const { t0, pid, tid } = pageThread(events, origin);
  const start = t0 + from * 1000;
  const end = t0 + until * 1000;
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  if (printTasks) {
    for (const task of onMain.filter((e) => /RunTask$/.test(e.name) && e.dur! >= 8000)) {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! >= 3000,
      );
      const named = inside
        .slice(0, 8)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? `(${String(e.args.data.url).replace(/.*\//, '')})` : ''} ${(e.dur! / 1000).toFixed(0)}`,
        );
      console.log(
        `${((task.ts - t0) / 1000).toFixed(0).padStart(5)} +${(task.dur! / 1000).toFixed(0).padStart(4)}  ${named.join(' | ')}`,
      );
    }
  }
  const figures: Figures = new Map();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
      const { event, children } = stack.pop()!;
      figures.set(event.name, (figures.get(event.name) ?? 0) + (event.dur! - children) / 1000);
      if (stack.length) stack.at(-1)!.children += event.dur!;
      else figures.set('= main thread busy', (figures.get('= main thread busy') ?? 0) + event.dur! / 1000);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Infinity);
  return figures;
}

/** The requests, marks and React commits of one open, in time order. */
async function waterfall(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const line = (start, end, what) => String(Math.round(start)).padStart(5) + ' → ' + String(Math.round(end)).padStart(5) + '  ' + what;
    const rows = performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseEnd, new URL(e.name).pathname + new URL(e.name).search]);
    for (const m of performance.getEntriesByType('mark')) rows.push([m.startTime, m.startTime, '# ' + m.name]);
    for (const [id, phase, ms, at] of window.__prof ?? []) if (ms >= 1) rows.push([at, at, '@ ' + id + ' ' + phase + ' ' + ms.toFixed(1) + ' ms']);
    return rows.sort((a, b) => a[0] - b[0]).map(([s, e, what]) => line(s, e, what.slice(0, 110)));
  })()`)) as string[];
}

/** A component's name from its fiber's type (page code, in a string). */
const NAME_OF = `const nameOf = (type) => {
    if (typeof type === 'string') return '<' + type + '>';
    if (typeof type === 'function') return type.displayName || type.name || '(anonymous)';
    if (type && typeof type === 'object') {
      if (type.displayName) return type.displayName;
      if (type.render) return 'forwardRef(' + (type.render.displayName || type.render.name || '') + ')';
      if (type.type) return 'memo(' + nameOf(type.type) + ')';
      return String(type.$$typeof?.description ?? 'object');
    }
    return '(other)';
  };`;

/** What React mounted for the page: fibers and DOM elements in all, and the components with most instances (a string: tsx's helpers do not exist in the page). */
const FIBERS = `(() => {
  const container = document.getElementById('root');
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const counts = new Map();
  let total = 0;
  ${NAME_OF}
  const stack = key ? [container[key]] : [];
  while (stack.length) {
    const fiber = stack.pop();
    total++;
    const name = nameOf(fiber.type);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  // The fibers and styled components in each part of the page (the innermost part a fiber is in).
  const PARTS = [['app bar', 'header'], ['sidebar', '[data-testid=sidebar]'], ['list head', 'thead'], ['list rows', 'tbody'], ['main', 'main'], ['footer', 'footer']];
  const parts = new Map();
  const walk = (fiber, part) => {
    for (let child = fiber.child; child; child = child.sibling) {
      let inner = part;
      if (typeof child.type === 'string' && child.stateNode?.matches) {
        const hit = PARTS.find(([, selector]) => child.stateNode.matches(selector));
        if (hit) inner = hit[0];
      }
      const entry = parts.get(inner) ?? { fibers: 0, styled: 0 };
      entry.fibers++;
      if (nameOf(child.type).startsWith('Styled(')) entry.styled++;
      parts.set(inner, entry);
      walk(child, inner);
    }
  };
  if (key) walk(container[key], 'shell');
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 60);
  return [
    'fibers ' + total + ', DOM elements ' + document.querySelectorAll('#root *').length,
    ...[...parts].map(([name, { fibers, styled }]) => '  ' + name + ': ' + fibers + ' fibers, ' + styled + ' styled'),
    ...top.map(([name, n]) => String(n).padStart(6) + '  ' + name),
  ];
})()`;

/**
 * A stand-in for React DevTools' global hook (a string: tsx's helpers do not exist in the page): React tells
 * it of each commit, and it keeps, for each, the time, the fibers rendered, where the rendering started
 * and the costliest components (self time; 0 unless React's profiling build).
 */
const COMMITS_HOOK = `(() => {
  ${NAME_OF}
  const PERFORMED_WORK = 1;
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {},
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_, root) {
      let rendered = 0;
      const starts = [];
      const self = new Map();
      // A component rendered in this commit if it is new or performed work; a subtree whose children are
      // the same fibers as before was not visited.
      const walk = (fiber, parentRendered) => {
        for (let child = fiber.child; child; child = child.sibling) {
          const before = child.alternate;
          const component = typeof child.type !== 'string';
          const did = component && (!before || (child.flags & PERFORMED_WORK) === PERFORMED_WORK);
          if (did) {
            rendered++;
            const name = nameOf(child.type);
            self.set(name, (self.get(name) ?? 0) + (child.selfBaseDuration ?? 0));
            if (!parentRendered && typeof child.type === 'function') {
              let why = before ? 'state' : 'mounted';
              if (before && child.memoizedProps !== before.memoizedProps) why = 'props';
              for (let c = child.dependencies?.firstContext, b = before?.dependencies?.firstContext; c; c = c.next, b = b?.next)
                if (before && (!b || c.memoizedValue !== b.memoizedValue)) why = 'context ' + (c.context.displayName ?? '?');
              starts.push(nameOf(child.type) + ' (' + why + ')');
            }
          }
          if (!before || child.child !== before.child || did) walk(child, did || (parentRendered && !component));
        }
      };
      walk(root.current, false);
      const costly = [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).filter(([, ms]) => ms >= 0.5);
      window.__commits.push([performance.now(), rendered, starts.slice(0, 40).join(', '),
        costly.map(([name, ms]) => name + ' ' + ms.toFixed(1)).join(', ')]);
    },
  };
})()`;

/** The commits from 400 ms before the content showed, in ms from it. */
async function commits(page: Page, readyAt: number): Promise<string[]> {
  const all = (await page.evaluate('window.__commits')) as [number, number, string, string][];
  return all
    .filter(([at]) => at >= readyAt - 400)
    .map(
      ([at, rendered, starts, costly]) =>
        `${(at - readyAt).toFixed(0).padStart(6)} ms ${String(rendered).padStart(5)} rendered, from ${starts || '-'}${costly ? `; costliest: ${costly}` : ''}`,
    );
}

async function fibers(page: Page): Promise<string[]> {
  return (await page.evaluate(FIBERS)) as string[];
}

async function main() {
  const dir = values.out ?? mkdtempSync(join(tmpdir(), 'profile-start-'));
  mkdirSync(dir, { recursive: true });
  rmSync(join(dir, 'state'), { recursive: true, force: true });
  const data = join(dir, 'data.json');
  if (!existsSync(data)) writeFileSync(data, JSON.stringify(buildSeed({ users: Number(values.users) - 3 })));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: data });
  const out = join(dir, 'console');
  await new Promise<void>((done, fail) =>
    runVite(
      [
        'build',
        '--emptyOutDir',
        '--logLevel',
        'warn',
        '--sourcemap',
        ...(values.unminified ? ['--minify', 'false'] : []),
        '--outDir',
        out,
      ],
      {},
    ).on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build exited with ${code}`)))),
  );
  const port = String(await getPort());
  runVite(['preview', '--host', '127.0.0.1', '--outDir', out], { API_PORT: new URL(api.url).port, PORT: port });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/config.json`, 120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const signin = await browser.newContext();
  await signin.request.post(`${base}/account/users/signin`, {
    data: { email: DEMO.admin.email, password: DEMO.admin.password, permanent: true },
  });
  const storageState = await signin.storageState();
  await signin.close();

  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(out, new URL(url).pathname);
      maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(url)!;
  };
  const runs: Figures[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 860 }, storageState });
    const page = await context.newPage();
    await throttleCpu(page, cpuRate(values.cpu));
    if (values.commits) await page.addInitScript(COMMITS_HOOK);
    await page.addInitScript(`new MutationObserver((_, observer) => {
      if (${ROWS}) { performance.mark('rows in the DOM'); observer.disconnect(); }
    }).observe(document, { childList: true, subtree: true, characterData: true })`);
    const cdp = values.trace || values.waterfall ? undefined : await context.newCDPSession(page);
    const tracePath = join(dir, 'trace.json');
    const startProfiler = async () => {
      await cdp!.send('Profiler.enable');
      await cdp!.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp!.send('Profiler.start');
    };
    if (cdp && CLICK === undefined) await startProfiler();
    if (values.trace) {
      await browser.startTracing(page, {
        path: tracePath,
        categories: [
          'devtools.timeline',
          'v8.execute',
          'v8',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'loading',
          'blink',
        ],
      });
    }
    await page.goto(`${base}${values.route}`, { waitUntil: 'commit' });
    await page.waitForFunction(ROWS, null, { timeout: 60_000, polling: 16 });
    const readyAt = (await page.evaluate(
      `performance.getEntriesByName('rows in the DOM')[0]?.startTime ?? performance.now()`,
    )) as number;
    let figures: Figures = new Map();
    let clickedAt = readyAt;
    if (CLICK !== undefined) {
      await page.waitForTimeout(CLICK);
      // A row of /users by its e-mail, of another list (/groups) by its name, as bench:record-open opens them.
      const users = values.route === '/users';
      const pick = users ? EMAIL : NAME;
      if (values.after) {
        await timeInput(page, openRow(users ? 2 : 1, pick));
        await page.getByRole('complementary').getByRole('button', { name: 'Close' }).first().click();
        await page.waitForFunction(ROWS, null, { timeout: 60_000, polling: 16 });
        await page.waitForTimeout(CLICK);
      }
      const row = openRow(values.after ? (users ? 5 : 3) : users ? 2 : 1, pick);
      // The profile and the trace's window start as the pointer presses, after it rested on the row.
      const shown = await timeInput(page, { ...row, pointMs: Number(values.point) }, async () => {
        if (cdp) await startProfiler();
        clickedAt = (await page.evaluate('performance.now()')) as number;
      });
      figures.set(SHOWN, shown);
    }
    if (values.waterfall) {
      await page.waitForTimeout(Number(values.settle));
      const lines = await waterfall(page);
      if (run > 0) console.log(`\nopen ${run}:\n${lines.join('\n')}`);
    } else if (values.commits) {
      await page.waitForTimeout(Number(values.settle));
      if (run > 0) console.log(`\nopen ${run}:\n${(await commits(page, clickedAt)).join('\n')}`);
    } else if (values.fibers) {
      if (run > 0) console.log(`\nopen ${run}:\n${(await fibers(page)).join('\n')}`);
    } else if (values.trace) {
      // A click's window is the click's own: --idle counts only for an open.
      const idle = values.idle === undefined || CLICK !== undefined ? undefined : Number(values.idle);
      if (idle !== undefined) await page.waitForTimeout(idle);
      await browser.stopTracing();
      const [from, until] =
        idle !== undefined
          ? [readyAt, readyAt + idle]
          : CLICK !== undefined
            ? [clickedAt, clickedAt + figures.get(SHOWN)!]
            : [0, readyAt];
      if (run > 0) figures = new Map([...figures, ...traceFigures(tracePath, base, from, until, values.tasks)]);
    } else {
      const { profile } = (await cdp!.send('Profiler.stop')) as { profile: Profile };
      if (values.dump) writeFileSync(`${values.dump}-${run}.cpuprofile`, JSON.stringify(profile));
      // A click's profile: up to the record shown, not what follows it.
      const until = CLICK === undefined ? Infinity : figures.get(SHOWN)!;
      figures = new Map([
        ...figures,
        ...profileFigures(profile, mapOf, CLICK !== undefined || values.functions, until),
      ]);
    }
    await context.close();
    if (run === 0) continue; // warm-up: the servers' caches and the browser's first start
    figures.set('= rows in the DOM at', readyAt);
    runs.push(figures);
  }
  await browser.close();
  if (!values.waterfall && !values.commits && !values.fibers) {
    const keys = new Set(runs.flatMap((figures) => [...figures.keys()]));
    const rows = [...keys].map((key) => [key, median(runs.map((figures) => figures.get(key) ?? 0))] as const);
    const what =
      CLICK === undefined
        ? 'cold opens'
        : `${values.after ? 'openings after a first' : 'first clicks'} ${CLICK} ms after the rows`;
    console.log(`\n${values.route}, ${RUNS} ${what}, medians (ms):`);
    for (const [key, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, 50))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
  stopChildren();
  await api.close();
}

main().catch((error: unknown) => {
  console.error(error);
  stopChildren();
  process.exit(1);
});
