/**
 * The Users page with 100,000 users, in Chromium: the time from opening /users to the first rows, and
 * from typing a search to the filtered rows (targets: 400 ms and 250 ms).
 *
 *   npx tsx tests/bench/users-page.ts [--users 100000] [--runs 9] [--dev]
 *
 * It generates the data set, starts the development API on a free port, builds the console into a
 * temporary folder and serves it with `vite preview` (--dev: Vite's dev server instead, no build), then
 * drives Debian's Chromium through playwright-core. Times are measured inside the page
 * (performance.now()) from the action to the first frame showing the rows, and the median is printed:
 * - open /users: a click on the Users menu entry (the console already loaded, as a person moves
 *   between pages), and a full page load (navigation start to rows, code from the browser cache);
 * - search: Enter in the search bar's Email filter to the rows filtered by the server, and a key typed
 *   in the in-page search to the rows narrowed on the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '9' },
    dev: { type: 'boolean', default: false },
    /** Also prints the calls made while opening /users once, with their times. */
    trace: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const TARGET_OPEN_MS = 400;
const TARGET_SEARCH_MS = 250;
const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' };
/** Needles for the e-mail filter: each matches some users, none matches the first page alone. */
const NEEDLES = ['smith', 'garcia', 'nguyen', 'rossi', 'tanaka', 'miller', 'brown', 'jones', 'lee'];

const root = resolve(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const children: ChildProcess[] = [];

function run(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [vite, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[vite] ${chunk}`));
  children.push(child);
  return child;
}

function stopChildren() {
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

async function waitForUrl(url: string, timeoutMs: number) {
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

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const format = (label: string, times: number[], target?: number) =>
  `${label}: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs)` +
  (target ? ` – target ${target} ms: ${median(times) <= target ? 'met' : 'missed'}` : '');

/**
 * Runs `action` in the page and resolves with the time until `ready` holds on a painted frame. Both run
 * inside the page, so no round trip to the driver is counted.
 */
async function timeInPage(page: Page, action: string, ready: string, arg: unknown = null): Promise<number> {
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

/** The rows of the list hold data (not the skeleton), e.g. an e-mail. */
const ROWS_READY = `return document.querySelectorAll('table tbody tr td').length > 0 &&
  [...document.querySelectorAll('table tbody tr')].some((r) => r.textContent.includes('@'));`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-users-page-'));
  let closeApi: (() => Promise<void>) | undefined;
  try {
    // 1. Data and API.
    let started = performance.now();
    const file = join(dir, 'data.json');
    const seed = buildSeed({ users: USERS - 3 });
    writeFileSync(file, JSON.stringify(seed));
    const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
    closeApi = api.close;
    const apiPort = new URL(api.url).port;
    console.log(`API with ${seed.users.length} users on ${api.url} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // 2. The console: built and previewed, or Vite's dev server.
    const webPort = String(await getPort());
    const env = { API_PORT: apiPort, PORT: webPort };
    started = performance.now();
    if (values.dev) {
      run(['--host', '127.0.0.1'], { ...env, VITE_CACHE_DIR: 'node_modules/.vite-bench-users' });
    } else {
      const outDir = join(dir, 'dist');
      const build = run(['build', '--outDir', outDir, '--emptyOutDir'], env);
      const code = await new Promise<number | null>((r) => build.on('exit', r));
      if (code !== 0) throw new Error(`vite build exited with ${code}`);
      run(['preview', '--host', '127.0.0.1', '--outDir', outDir], env);
    }
    const base = `http://127.0.0.1:${webPort}`;
    await waitForUrl(`${base}/config.json`, 120_000);
    console.log(`Console (${values.dev ? 'dev server' : 'built bundle'}) on ${base} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // 3. Chromium, signed in as the superadmin.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    await page.goto(`${base}/signin`);
    await page.getByLabel(/e-?mail/i).first().fill(DEMO_ADMIN.email);
    await page.getByLabel(/password/i).first().fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 60_000 });
    // Warm-up: the Users page's code is loaded once, as it would be after the first visit.
    await page.goto(`${base}/users`);
    await page.locator('table tbody tr td').first().waitFor({ timeout: 60_000 });

    // 4. Open /users from another page through the menu.
    const menuOpen: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${base}/apps`);
      await page.getByRole('link', { name: 'Users' }).first().waitFor();
      await page.waitForTimeout(300);
      menuOpen.push(
        await timeInPage(
          page,
          `[...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/users').click();`,
          `return location.pathname === '/users' && (${`(() => { ${ROWS_READY} })()`});`,
        ),
      );
    }

    if (values.trace) {
      await page.goto(`${base}/apps`);
      await page.getByRole('link', { name: 'Users' }).first().waitFor();
      await page.waitForTimeout(500);
      const t0 = Date.now();
      const log = (what: string) => (r: { url(): string }) => console.log(`  ${String(Date.now() - t0).padStart(5)} ms ${what} ${decodeURIComponent(r.url().replace(base, ''))}`);
      page.on('request', log('→'));
      page.on('requestfinished', log('←'));
      await page.getByRole('link', { name: 'Users' }).first().click();
      await page.locator('table tbody tr td').first().waitFor();
      console.log(`  ${Date.now() - t0} ms rows`);
      page.removeAllListeners('request');
      page.removeAllListeners('requestfinished');

      console.log('  full page load of /users:');
      const t1 = Date.now();
      const log1 = (what: string) => (r: { url(): string }) => console.log(`  ${String(Date.now() - t1).padStart(5)} ms ${what} ${decodeURIComponent(r.url().replace(base, ''))}`);
      page.on('request', log1('→'));
      page.on('requestfinished', log1('←'));
      await page.goto(`${base}/users`, { waitUntil: 'commit' });
      await page.locator('table tbody tr td').first().waitFor();
      console.log(`  ${Date.now() - t1} ms rows`);
      page.removeAllListeners('request');
      page.removeAllListeners('requestfinished');
    }

    // 5. Open /users as a full page load: a script installed before the page's own records, from the
    // navigation start, the first frame with rows.
    await page.addInitScript(`(() => {
      const ready = () => { ${ROWS_READY} };
      const poll = () => { if (ready()) window.__rowsAt = performance.now(); else requestAnimationFrame(poll); };
      requestAnimationFrame(poll);
    })()`);
    const fullLoad: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${base}/users`, { waitUntil: 'commit' });
      await page.waitForFunction('window.__rowsAt !== undefined', null, { timeout: 60_000 });
      fullLoad.push((await page.evaluate('window.__rowsAt')) as number);
    }

    // 6. Search: the Email filter of the search bar, Enter to filtered rows.
    await page.goto(`${base}/users`);
    await page.locator('table tbody tr td').first().waitFor({ timeout: 60_000 });
    const bar = page.getByRole('search');
    await bar.getByRole('button', { name: 'Field' }).click();
    await page.getByRole('menuitem', { name: 'Email', exact: true }).click();
    const input = bar.getByLabel('Email Value');
    const searchTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const needle = NEEDLES[i % NEEDLES.length];
      await input.fill(needle);
      await page.waitForTimeout(200);
      searchTimes.push(
        await timeInPage(
          page,
          `const input = document.querySelector('[aria-label="Email Value"]');
           input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true }));`,
          `const rows = [...document.querySelectorAll('table tbody tr')];
           return location.search.includes(encodeURIComponent(arg)) && rows.length > 0 &&
             rows.every((r) => r.textContent.toLowerCase().includes(arg));`,
          needle,
        ),
      );
    }

    // 7. In-page search: one key typed to the rows narrowed and highlighted on the page.
    await bar.getByRole('button', { name: 'Clear' }).click();
    await page.locator('table tbody tr td').first().waitFor();
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    const inPage: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await search.fill('');
      await page.locator('table tbody tr mark').first().waitFor({ state: 'detached' });
      await page.waitForTimeout(200);
      inPage.push(
        await timeInPage(
          page,
          `const input = document.querySelector('input[aria-label="Search"]');
           const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
           setter.call(input, '@');
           input.dispatchEvent(new Event('input', { bubbles: true }));`,
          `return document.querySelectorAll('table tbody tr mark').length > 0;`,
        ),
      );
    }

    await browser.close();
    console.log('');
    console.log(`Users page, ${seed.users.length} users, Chromium, ${values.dev ? 'dev server' : 'built bundle'}:`);
    console.log(format('open /users (menu click to first rows)', menuOpen, TARGET_OPEN_MS));
    console.log(format('open /users (full page load to first rows)', fullLoad));
    console.log(format('search (Enter in the Email filter to filtered rows)', searchTimes, TARGET_SEARCH_MS));
    console.log(format('in-page search (a key to highlighted rows)', inPage));
  } finally {
    stopChildren();
    await closeApi?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  stopChildren();
  process.exit(1);
});
