/**
 * What the browser benches share: the console served against a development API on free ports (built and
 * previewed, or Vite's dev server), Debian's Chromium signed in as the superadmin, timing inside the page,
 * and the printed medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const children: ChildProcess[] = [];

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' };

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

/** Stops the console's processes this bench started. */
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

/**
 * The console against the API on `apiPort`: built into `dir` and previewed, or (dev) Vite's dev server
 * with its own dependency cache. Answers its address once it serves.
 */
export async function serveConsole(apiPort: string, dir: string, dev: boolean, cacheName: string): Promise<string> {
  const webPort = String(await getPort());
  const env = { API_PORT: apiPort, PORT: webPort };
  if (dev) {
    run(['--host', '127.0.0.1'], { ...env, VITE_CACHE_DIR: `node_modules/.vite-${cacheName}` });
  } else {
    const outDir = join(dir, 'dist');
    const build = run(['build', '--outDir', outDir, '--emptyOutDir'], env);
    const code = await new Promise<number | null>((r) => build.on('exit', r));
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    run(['preview', '--host', '127.0.0.1', '--outDir', outDir], env);
  }
  const base = `http://127.0.0.1:${webPort}`;
  await waitForUrl(`${base}/config.json`, 120_000);
  return base;
}

/** Chromium with a page signed in as the superadmin on `base`. */
export async function signedInBrowser(base: string): Promise<{ browser: Browser; page: Page }> {
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
  return { browser, page };
}

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

export const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

export const format = (label: string, times: number[], target?: number) =>
  `${label}: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs)` +
  (target ? ` – target ${target} ms: ${median(times) <= target ? 'met' : 'missed'}` : '');
