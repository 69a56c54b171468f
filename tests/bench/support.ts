/**
 * What the browser benchmarks share: the console served against a running API (built and previewed, or
 * Vite's dev server), Chromium signed in as the superadmin, timing inside the page, timing a real input
 * (a click or keys) to the frame showing its result, the CPU slowed, medians and p90; a generated data set
 * in a temporary folder and the superadmin's session for the API benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { chromium, type Browser, type Page } from '@playwright/test';
import { writeFixtures } from '../../fixtures/server/fixtures';
import { buildSeed } from '../../fixtures/seed/index';

const root = resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' };

/** Runs Vite (build, preview or the dev server) in a process group of its own, which stopChildren ends. */
export function runVite(args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const child = spawn(process.execPath, [join(cwd, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd,
    env: { ...process.env, ...env },
    // Nothing reads Vite's output: a pipe left unread would fill and stall it.
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = String(chunk);
    // A browser context closing mid-request makes the proxy report resets: noise, not failures.
    if (!/ECONNRESET|ws proxy/.test(text)) process.stderr.write(`[vite] ${text}`);
  });
  children.push(child);
  return child;
}

/** Stops the servers started here (their process groups). */
export function stopChildren() {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

export async function waitForUrl(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves the console against the API on `apiPort`: built into `dir` and previewed, or (dev) Vite's
 * dev server with its own dependency cache. Answers its address once it serves config.json.
 */
export async function serveConsole(options: {
  dir: string;
  apiPort: string;
  dev: boolean;
  cache: string;
}): Promise<string> {
  const webPort = String(await getPort());
  const env = { API_PORT: options.apiPort, PORT: webPort };
  const started = performance.now();
  if (options.dev) {
    runVite(['--host', '127.0.0.1'], { ...env, VITE_CACHE_DIR: `node_modules/.vite-bench-${options.cache}` });
  } else {
    const outDir = join(options.dir, 'dist');
    const build = runVite(['build', '--outDir', outDir, '--emptyOutDir'], env);
    const code = await new Promise<number | null>((r) => build.on('exit', r));
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    runVite(['preview', '--host', '127.0.0.1', '--outDir', outDir], env);
  }
  const base = `http://127.0.0.1:${webPort}`;
  await waitForUrl(`${base}/config.json`, 120_000);
  console.log(
    `Console (${options.dev ? 'dev server' : 'built bundle'}) on ${base} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return base;
}

/** Debian's Chromium with a page signed in as the superadmin. */
export async function signedInPage(base: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // A context of its own, so measures can open more pages in the same session.
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await signInAsAdmin(page, base);
  return { browser, page };
}

/** Signs in as the superadmin on the console at `base`, in `page`'s browser context. */
export async function signInAsAdmin(page: Page, base: string) {
  await page.goto(`${base}/signin`);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(DEMO_ADMIN.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 60_000 });
}

/** The machine's load average over 1, 5 and 15 minutes: the shared machine's figures move with it. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** A Vite build (in `cwd`: another checkout builds its own console), failing when the build does. */
export async function viteBuild(args: string[], env: Record<string, string> = {}, cwd?: string) {
  const child = runVite(['build', '--emptyOutDir', '--logLevel', 'warn', ...args], env, cwd);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`vite build ${args.join(' ')} exited with ${code}`);
}

/** The value at fraction `q` (0.5 the median, 0.95 the p95) of `times`, in order; NaN for none. */
export const quantile = (times: number[], q: number) =>
  times.length ? [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN;

export const median = (times: number[]) => quantile(times, 0.5);
/** The slow tail: the time 90 % of the runs stayed within. */
export const p90 = (times: number[]) => quantile(times, 0.9);

export const format = (label: string, times: number[], target?: number) =>
  `${label}: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs)` +
  (target ? ` – target ${target} ms: ${median(times) <= target ? 'met' : 'missed'}` : '');

/**
 * Runs `action` in the page and resolves with the time until `ready` holds on a painted frame. Both run
 * inside the page, so no round trip to the driver is counted.
 */
export async function timeInPage(page: Page, action: string, ready: string, arg: unknown = null): Promise<number> {
  // A string, not a function: tsx would add helpers (__name) the page does not have.
  const script = `new Promise((done, fail) => {
    const arg = ${JSON.stringify(arg)};
    const check = (arg) => { ${ready} };
    const started = performance.now();
    ((arg) => { ${action} })(arg);
    const limit = setTimeout(() => fail(new Error('not ready after 20 s')), 20000);
    const poll = () => {
      if (check(arg)) { clearTimeout(limit); done(performance.now() - started); }
      else requestAnimationFrame(poll);
    };
    poll();
  })`;
  return page.evaluate(script) as Promise<number>;
}

/**
 * Slows the page's CPU `rate` times (Chromium's `Emulation.setCPUThrottlingRate`, as DevTools' "4x
 * slowdown" does), for a machine slower than this one; called before the page's first navigation, it holds
 * for every document the page then shows. A rate of 1 leaves the page alone.
 */
export async function throttleCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How a run's CPU is described in its figures: "not slowed" or "slowed 4x". */
export const cpuLabel = (rate: number) => (rate === 1 ? 'not slowed' : `slowed ${rate}x`);

/** A `--cpu` option's value: a slowdown of at least 1. */
export function cpuRate(value: string | undefined): number {
  const rate = Number(value ?? 1);
  if (!(rate >= 1)) throw new Error(`--cpu wants a rate of 1 or more, not ${value}`);
  return rate;
}

/** A real input to time (timeInput): a click on an element, or keys pressed in the focused element. */
export interface TimedInput {
  /** Run in the page before the input (`arg` in scope): remember what `ready` compares with. */
  before?: string;
  /** An expression (`arg` in scope) giving the element to click: the pointer clicks a point of it it reaches. */
  click?: string;
  /**
   * With `click`: the pointer comes onto the point this many ms before it presses (a person points, then
   * clicks: instant.page measures about 300 ms between a link's hover and its click on desktops). 0: the
   * pointer jumps there and presses at once.
   */
  pointMs?: number;
  /** Or the keys to press in turn (Playwright's names: 'a', 'Enter'), timed from the last one's keydown. */
  keys?: string[];
  /** A function body (`arg` in scope) answering whether the page shows the input's result. */
  ready: string;
  arg?: unknown;
}

/**
 * The time a person waits for an input's result: from the input event's own timestamp (when the browser
 * received it, so the time the page took to handle it counts) to the first frame that shows the result.
 * The page finds the element (scrolled into view, a point of it no other control covers), a recorder
 * listening on window in the capture phase takes the timestamp of `pointerdown` (a click) or of the last
 * key's `keydown`, and a requestAnimationFrame poll, armed before the input, checks `ready` on each frame
 * after it; the time ends once the first frame where it holds has painted (until stop 77 it ended at that
 * frame's animation frame callback, before its style, layout and paint: the page's own forced layouts
 * counted, a frame's layout did not). The input itself is Playwright's (the browser's input pipeline, not
 * an event made in the page); `beforePress` runs once the pointer is there, just before it presses.
 */
export async function timeInput(page: Page, input: TimedInput, beforePress?: () => Promise<void>): Promise<number> {
  if (!input.click === !input.keys) throw new Error('timeInput wants a click or keys');
  // A string, not a function: tsx would add helpers (__name) the page does not have.
  const arm = `(() => {
    const arg = ${JSON.stringify(input.arg ?? null)};
    ${input.before ?? ''}
    const check = (arg) => { ${input.ready} };
    const type = ${JSON.stringify(input.click ? 'pointerdown' : 'keydown')};
    const expected = ${input.click ? 1 : input.keys!.length};
    const state = { count: 0, inputAt: undefined };
    window.__timedInput = state;
    const record = (event) => {
      if (++state.count < expected) return;
      state.inputAt = event.timeStamp;
      removeEventListener(type, record, true);
    };
    addEventListener(type, record, true);
    state.done = new Promise((done, fail) => {
      const limit = setTimeout(() => fail(new Error('not ready 30 s after the input was armed')), 30000);
      const poll = () => {
        let ok = false;
        if (state.inputAt !== undefined) try { ok = check(arg); } catch {}
        // The frame that shows it is painted before a task queued in its animation frame callback runs (as the
        // console's afterPaint): the time ends there, its style, layout and paint counted.
        if (ok) { clearTimeout(limit); setTimeout(() => done(performance.now() - state.inputAt)); }
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    state.done.catch(() => {});
    ${input.click ? `return (${REACHABLE})((${input.click}));` : 'return null;'}
  })()`;
  const point = (await page.evaluate(arm)) as { x: number; y: number } | null;
  if (point && input.pointMs) {
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(input.pointMs);
  }
  await beforePress?.();
  if (point) await page.mouse.click(point.x, point.y);
  else for (const key of input.keys!) await page.keyboard.press(key);
  return page.evaluate('window.__timedInput.done') as Promise<number>;
}

/**
 * A point of `el`, scrolled into view, that the pointer reaches: on it or on its text, not on a control
 * inside it (a row's e-mail link would take the click from the row), nor under something else.
 */
const REACHABLE = `(el) => {
  if (!el) throw new Error('no element to click');
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const box = el.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const controls = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="link"]';
  for (const f of [0.5, 0.9, 0.75, 0.25, 0.1]) {
    const x = box.left + f * box.width;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) continue;
    const control = hit.closest(controls);
    if (control && control !== el && el.contains(control)) continue;
    return { x, y };
  }
  throw new Error('the pointer reaches no point of ' + el.outerHTML.slice(0, 200));
}`;

/**
 * Times a search as a person makes it, in the field `input` (a selector) showing `rows`, to the first
 * frame whose rows all hold `needle`: the field's text selected, then, with `enter`, the needle filled in
 * and Enter pressed, timed from Enter's keydown (the console's search bar applies on Enter); without,
 * the needle typed key by key, timed from the last key's keydown (a field applying by itself, after its
 * debounce: the stock app's `q`).
 */
export async function timeSearch(page: Page, input: string, needle: string, rows: string, enter: boolean) {
  const field = page.locator(input).first();
  await field.selectText();
  if (enter) await field.fill(needle);
  return timeInput(page, {
    keys: enter ? ['Enter'] : [...needle],
    ready: `const rows = ${rows}; return rows.length > 0 && rows.every((r) => r.textContent.toLowerCase().includes(arg));`,
    arg: needle,
  });
}

/**
 * Needles for searches: last names (lower-cased) of many users, each to be used once (a repeated search
 * would come from a cache), with a letter past `f` so that no uuid matches them in the stock app's
 * full-text search.
 */
export function needles(users: { lastName: string }[], count: number): string[] {
  const counts = new Map<string, number>();
  for (const { lastName } of users) {
    const name = lastName.toLowerCase();
    if (/^[a-z]{4,}$/.test(name) && /[g-z]/.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const names = [...counts].filter(([, n]) => n >= 20).map(([name]) => name);
  // A long run (--runs 25) times the cold opens that many times and searches as often as there are names.
  if (names.length < 4) throw new Error(`only ${names.length} last names to search for`);
  return names.slice(0, count);
}

/**
 * The time from the navigation start of each full load of `url` to the first frame where `ready` holds
 * (a script installed before the page's own records it), in a new page of the same session.
 */
export async function timeFullLoads(signedIn: Page, url: string, ready: string, runs: number): Promise<number[]> {
  // A page of its own (same session and cache), so its recording script stays with this measure.
  const page = await signedIn.context().newPage();
  await page.addInitScript(`(() => {
    const ready = () => { ${ready} };
    const poll = () => { if (ready()) window.__readyAt = performance.now(); else requestAnimationFrame(poll); };
    requestAnimationFrame(poll);
  })()`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__readyAt !== undefined', null, { timeout: 60_000 });
    times.push((await page.evaluate('window.__readyAt')) as number);
  }
  await page.close();
  return times;
}

/**
 * Runs a benchmark in a temporary folder; however it ends, the servers it started stop, what it
 * registered with `closeAtEnd` (the API) closes and the folder goes. A failure exits with 1.
 */
export function runBench(
  prefix: string,
  body: (dir: string, closeAtEnd: (close: () => Promise<void>) => void) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const closers: (() => Promise<void>)[] = [];
  let failed = false;
  body(dir, (close) => closers.push(close))
    .catch((error: unknown) => {
      console.error(error);
      failed = true;
    })
    .finally(async () => {
      stopChildren();
      for (const close of closers) await close();
      rmSync(dir, { recursive: true, force: true });
      // A browser left open by a failure would keep the process alive.
      if (failed) process.exit(1);
    });
}

/**
 * A data set of `size` users (the three demo sign-ins included) written to a new temporary folder: `file` is
 * the data set's own folder (one file per collection, as npm run fixtures writes it), to give as `fixtures`.
 */
export function generatedDataSet(size: number, prefix: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'data');
  writeFixtures(file, buildSeed({ users: size - 3 }));
  return { dir, file };
}

/**
 * A value for the run-th request of a search-bar filter on a field of this type (searchMetadata's `type`),
 * different for every run, so no answer comes from the API's result cache.
 */
export const filterValue: Record<string, (run: number) => string | number | boolean> = {
  string: (run) =>
    ['smi', 'ar', 'lee', 'o', 'riv', 'ma', 'an', 'el', 'zz-none', 'jo', 'son'][run % 11] + (run >= 11 ? run : ''),
  bool: (run) => run % 2 === 0,
  autocomplete: (run) => (run % 6) + 1,
  int: (run) => 1000 + run * 7919,
  // Dates as the search bar sends them (YYYY-MM-DD); `like` on a date matches its day.
  date: (run) => `2025-${String((run % 12) + 1).padStart(2, '0')}-${String((run % 27) + 1).padStart(2, '0')}`,
};

/** The session cookie (`session=…`) of the demo superadmin on the API at `url`. */
export async function adminCookie(url: string): Promise<string> {
  const signin = await fetch(`${url}/account/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234', permanent: false }),
  });
  if (signin.status !== 200) throw new Error(`sign-in answered ${signin.status}`);
  // The session's cookie by name: the sign-in sets the device's cookie too (issue 59), before it.
  const cookies = signin.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.find((c) => c.startsWith('session=')) ?? cookies[0];
}
