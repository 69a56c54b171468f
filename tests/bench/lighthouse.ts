/**
 * Lighthouse's mobile performance (issue 63): the console's /signin and, signed in, /users at 100,000
 * users, against the stock react-admin list (tests/bench/stock/) on the same users, in one run.
 *
 *   npx tsx tests/bench/lighthouse.ts [--users 100000] [--runs 3] [--against <checkout>] [--only signin,users,stock] [--save dir]
 *
 * Lighthouse 12 with its default configuration: a phone, the CPU slowed 4x and slow 4G, both simulated
 * (Lantern) from a load on this machine, the browser's cache emptied before each load. The console is
 * built and served as in production, by Debian's nginx with deploy/'s configuration (brotli files made by
 * the build); the stock app's single bundle by json-server (gzip on the fly), which also answers its /api.
 * With `--against`, another checkout's console (an older commit's worktree) is built and served by nginx
 * too, for before/after figures of one run. The pages take turns within each round. Printed per page:
 * each run's score, then the medians of the score, largest contentful paint (and what it was), first
 * contentful paint, total blocking time, speed index and layout shift, the longest task as Lantern simulates it
 * beside the largest paint and the longest main-thread task of the load it simulates from (unthrottled, as it ran:
 * a change can move Lantern's figures one way and the person's wait the other); and the load average.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import jsonServer from 'json-server';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import { prepareLocalNginx } from '../../deploy/nginx';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';
import { tasksOf, type TraceEvent } from './mainThread';
import { loadAverage, median, runBench, signInAsAdmin, viteBuild, waitForUrl } from './support';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    against: { type: 'string' },
    only: { type: 'string' },
    /** Keeps each run's report (Lighthouse's JSON) and the load's Chromium trace (`….trace.json`) in this folder. */
    save: { type: 'string' },
  },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const TARGET_SCORE = 90;
const TARGET_LCP_MS = 2500;
const root = resolve(import.meta.dirname, '../..');
const stockConfig = join(root, 'tests/bench/stock/vite.config.ts');

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  cls: number;
  /** What ran, unthrottled, in the load Lantern simulates from: the largest paint and the longest main-thread task. */
  observedLcp: number;
  observedLongest: number;
  /** Lantern's longest task (simulated). */
  longest: number;
  lcpElement: string;
}

/** A browser Lighthouse can drive (its debugging port), in a profile of its own; `signIn` opens a session there. */
async function browserFor(dir: string, name: string) {
  const port = await getPort();
  const context = await chromium.launchPersistentContext(join(dir, `profile-${name}`), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  return { context, port };
}

async function signIn(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await signInAsAdmin(page, base);
  await page.close();
}

async function audit(url: string, port: number, save?: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (save) {
    writeFileSync(save, JSON.stringify(result.lhr));
    // The load's own trace too: the report's task figures are Lantern's simulation, the trace what ran.
    writeFileSync(save.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)
    ?.items?.[0];
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    observedLcp: metrics?.observedLargestContentfulPaint ?? NaN,
    observedLongest: Math.max(
      0,
      ...tasksOf(
        (result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents,
        new URL(url).origin,
        Infinity,
      ).map((task) => task.ms),
    ),
    longest: Math.max(0, ...longTasks.map((task) => task.duration)),
    lcpElement: (node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 90),
  };
}

/** Builds a console checkout into `out` and serves it with nginx against the API; its address. */
async function serveByNginx(
  cwd: string,
  out: string,
  apiUrl: string,
  closeAtEnd: (close: () => Promise<void>) => void,
) {
  await viteBuild(['--outDir', out], {}, cwd);
  const port = await getPort();
  const nginx = prepareLocalNginx({ dist: out, listen: `127.0.0.1:${port}`, upstream: apiUrl });
  const child = spawn(nginx.command, nginx.args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  // Its folder goes once nginx has stopped: removed before, nginx complained it could not remove its pid file.
  closeAtEnd(async () => {
    child.kill('SIGTERM');
    await exited;
    nginx.remove();
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/config.json`, 60_000);
  return base;
}

runBench('bench-lighthouse-', async (dir, closeAtEnd) => {
  console.log(`load average at start: ${loadAverage()} (${USERS} users, ${RUNS} runs of each page)`);
  const seed = buildSeed({ users: USERS - 3 });
  const data = join(dir, 'data.json');
  writeFileSync(data, JSON.stringify(seed));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: data });
  closeAtEnd(api.close);

  // The stock app: built as one bundle, its files and its /api from one json-server (which gzips).
  const stockDir = join(dir, 'stock');
  await viteBuild(['--config', stockConfig, '--outDir', stockDir]);
  const stockApp = jsonServer.create();
  stockApp.use(jsonServer.defaults({ logger: false, static: stockDir }));
  stockApp.use('/api', jsonServer.router({ users: seed.users.map(({ password: _, ...user }) => user) }));
  const stockPort = await getPort();
  const stockServer = await new Promise<Server>((done) => {
    const s = createServer(stockApp).listen(stockPort, '127.0.0.1', () => done(s));
  });
  closeAtEnd(() => new Promise((done) => stockServer.close(() => done())));
  const stockBase = `http://127.0.0.1:${stockPort}`;

  const consoleBase = await serveByNginx(root, join(dir, 'console'), api.url, closeAtEnd);
  const against = values.against ? resolve(values.against) : undefined;
  const referenceBase = against ? await serveByNginx(against, join(dir, 'reference'), api.url, closeAtEnd) : undefined;

  const visitor = await browserFor(dir, 'visitor');
  const admin = await browserFor(dir, 'admin');
  closeAtEnd(() => visitor.context.close());
  closeAtEnd(() => admin.context.close());
  await signIn(admin.context, consoleBase);

  const pages = [
    { name: 'signin', label: 'console /signin', url: `${consoleBase}/signin`, port: visitor.port },
    { name: 'users', label: 'console /users (signed in)', url: `${consoleBase}/users`, port: admin.port },
    { name: 'stock', label: 'stock list', url: `${stockBase}/#/users`, port: visitor.port },
    ...(referenceBase
      ? [
          { name: 'signin', label: 'reference /signin', url: `${referenceBase}/signin`, port: visitor.port },
          { name: 'users', label: 'reference /users (signed in)', url: `${referenceBase}/users`, port: admin.port },
        ]
      : []),
  ].filter((page) => !values.only || values.only.split(',').includes(page.name));
  // The reference shares the console's session: sign in there too (its own origin).
  if (referenceBase) await signIn(admin.context, referenceBase);

  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round++) {
    // The order turns each round, so the machine's load falls on each page alike.
    const order = pages.map((_, i) => pages[(i + round) % pages.length]);
    for (const page of order) {
      const save =
        values.save &&
        join(resolve(values.save), `${page.label.split(' (')[0].replace(/\W+/g, '-')}-${round + 1}.json`);
      const run = await audit(page.url, page.port, save);
      (runs.get(page.label) ?? runs.set(page.label, []).get(page.label)!).push(run);
      console.log(
        `round ${round + 1}, ${page.label}: ${run.score} (LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms)`,
      );
    }
  }

  console.log(`\nMedians of ${RUNS} (Lighthouse 12, mobile, simulated 4x CPU and slow 4G):`);
  for (const [label, list] of runs) {
    const m = (key: keyof Omit<Run, 'lcpElement'>) => median(list.map((run) => run[key]));
    const scoreMet = label.startsWith('stock') ? '' : m('score') >= TARGET_SCORE ? ' (≥ 90: met)' : ' (≥ 90: missed)';
    const lcpMet = label.startsWith('stock') ? '' : m('lcp') < TARGET_LCP_MS ? ' (< 2.5 s: met)' : ' (< 2.5 s: missed)';
    console.log(
      `${label}: score ${m('score')}${scoreMet} [${list.map((run) => run.score).join(', ')}]; LCP ${m('lcp').toFixed(0)} ms${lcpMet}; ` +
        `FCP ${m('fcp').toFixed(0)} ms; TBT ${m('tbt').toFixed(0)} ms; SI ${m('si').toFixed(0)} ms; CLS ${m('cls').toFixed(3)}`,
    );
    console.log(
      `  longest task ${m('longest').toFixed(0)} ms (simulated); as it ran, unthrottled: LCP ${m('observedLcp').toFixed(0)} ms, ` +
        `longest task ${m('observedLongest').toFixed(0)} ms`,
    );
    console.log(`  largest paint: ${[...new Set(list.map((run) => run.lcpElement))].join(' | ')}`);
  }
  console.log(`load average at end: ${loadAverage()}`);
});
