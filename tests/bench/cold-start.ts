/**
 * Cold start against a stock react-admin app (issue 13): a person opening a link or a bookmark, with an
 * empty browser cache, and searching once the list is there.
 *
 *   npx tsx tests/bench/cold-start.ts [--users 100000] [--runs 15] [--route-runs 5] [--routes /apps,/opa] [--cpu 1] [--trace]
 *                                     [--main-thread] [--against <another checkout of the console>]
 *
 * It builds the stock app (tests/bench/stock/: the react-admin tutorial's users list, ra-data-json-server
 * on json-server 0.17, one bundle) and the console, serves both built with `vite preview` against the
 * same users (json-server for the stock app, the development API for the console), and drives Debian's
 * Chromium through playwright-core. Every open is a new browser context (empty cache; the console's
 * context carries the superadmin's session cookie), stock and console (and the reference) in turn, the
 * order changing each round (every order in turn: tests/bench/turnOrder.ts), so the machine's load
 * and the tail of the previous open fall on all alike. `--cpu 4` slows every page's CPU 4 times (Chromium's
 * Emulation.setCPUThrottlingRate, set before the page's first navigation), for a slower machine. Printed:
 * - open /users: navigation start to the first painted frame showing rows, median and p90 of each and the
 *   ratios at both (target: console's first rows at most 0.5 of stock at the median); for the console,
 *   first rows (of its first paint or of the app, whichever come first), then usable rows, when the app's
 *   own list shows (JS counted until then; target, issue 63: at most 0.85 of stock at the median and at p90);
 * - with --against: that checkout's console too (its own build, the same API and users), opened in
 *   turn with the other two, as the reference for before/after figures of one run;
 * - search, a real input (support.ts, timeSearch): from the input event's own timestamp to the first
 *   painted frame whose rows all hold the needle (stock: the needle typed in the tutorial's `q` search,
 *   timed from the last key's keydown, which applies after its 500 ms debounce; console: the search bar's
 *   Email filter, timed from Enter's keydown), median and p90 of each and the ratio (target: at most 0.3);
 * - each route of the console opened cold: time to its content, the JS it loaded (raw and gzip), and
 *   when its first API call ended; with --against, the reference's time to the same content, opened
 *   in turn with it, and the ratio;
 * - with --trace: the request waterfall (start → end, ms from navigation start) of one cold open of each;
 * - with --main-thread: one more cold open of each (the reference's too), traced by Chromium: the main thread's busy time by
 *   kind of work and its tasks of 10 ms or more (tests/bench/mainThread.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import jsonServer from 'json-server';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { startServer } from '../../fixtures/server/index';
import { buildSeed, DEMO } from '../../fixtures/seed/index';
import { filesBytes, kB } from '../support/bundle';
import { MAIN_THREAD_CATEGORIES, mainThreadTasks, printMainThread } from './mainThread';
import { APP_ROWS, APP_ROWS_WITH_EMAIL, DEFAULT_READY, READY, ROWS, ROWS_WITH_EMAIL, listReady } from './ready';
import {
  cpuLabel,
  cpuRate,
  median,
  needles,
  p90,
  quantile,
  loadAverage,
  runVite,
  stopChildren,
  throttleCpu,
  timeSearch,
  viteBuild,
  waitForUrl,
} from './support';
import { turnOrder } from './turnOrder';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    'route-runs': { type: 'string', default: '5' },
    trace: { type: 'boolean', default: false },
    'main-thread': { type: 'boolean', default: false },
    against: { type: 'string' },
    /** Slows every page's CPU this many times (4: DevTools' "4x slowdown"). */
    cpu: { type: 'string', default: '1' },
    /** Only these routes in step 6, comma-separated (/apps,/my-account): more runs of a few in the same time. */
    routes: { type: 'string' },
  },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const ROUTE_RUNS = Number(values['route-runs']);
const CPU = cpuRate(values.cpu);
const TARGET_OPEN_RATIO = 0.5;
/** The console's own rows, usable, against the stock app's (issue 63), at the median and at p90. */
const TARGET_USABLE_RATIO = 0.85;
const TARGET_SEARCH_RATIO = 0.3;

const root = resolve(import.meta.dirname, '../..');
const stockConfig = join(root, 'tests/bench/stock/vite.config.ts');
const servers: Server[] = [];

function stopAll() {
  stopChildren();
  for (const server of servers) server.close();
}

const spread = (times: number[]) =>
  `median ${median(times).toFixed(0)} ms, p90 ${p90(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs)`;

interface Open {
  /** Navigation start to the first frame showing the content. */
  ms: number;
  /** Navigation start to the first frame showing the app's own content, when asked for (`appReady`). */
  appMs?: number;
  /** Same-origin JS files loaded until then, as paths of the served folder. */
  scripts: string[];
  /** Every request until then: path, start and end (ms from navigation start). */
  requests: { path: string; start: number; end: number }[];
}

/**
 * Opens `url` in a new browser context (empty cache) and resolves when `ready` (and `appReady`, if
 * given) holds on a painted frame; the polls are installed before the page's own scripts, so they count
 * from the navigation start. Scripts and requests are those until the later of the two.
 */
async function coldOpen(
  browser: Browser,
  options: BrowserContextOptions,
  url: string,
  ready: string,
  { tracePath, appReady }: { tracePath?: string; appReady?: string } = {},
): Promise<Open> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, ...options });
  try {
    const page = await context.newPage();
    await throttleCpu(page, CPU);
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: MAIN_THREAD_CATEGORIES });
    await page.addInitScript(`(() => {
      const watch = (name, holds) => {
        const poll = () => { let ok = false; try { ok = holds(); } catch {} if (ok) window[name] = performance.now(); else requestAnimationFrame(poll); };
        requestAnimationFrame(poll);
      };
      watch('__readyAt', () => ${ready});
      ${appReady ? `watch('__appAt', () => ${appReady});` : ''}
    })()`);
    await page.goto(url, { waitUntil: 'commit' });
    const done = appReady
      ? 'window.__readyAt !== undefined && window.__appAt !== undefined'
      : 'window.__readyAt !== undefined';
    await page.waitForFunction(done, null, { timeout: 60_000, polling: 50 }).catch(async (error: Error) => {
      const text = await page.evaluate('document.body.innerText.slice(0, 300)').catch(() => '');
      throw new Error(`${url} was not ready: ${error.message}\n${String(text)}`);
    });
    if (tracePath) await browser.stopTracing();
    return (await page.evaluate(`(() => {
      const readyAt = window.__readyAt;
      const until = Math.max(readyAt, window.__appAt ?? 0);
      const entries = performance.getEntriesByType('resource').filter((e) => e.startTime <= until);
      const path = (name) => { const u = new URL(name); return u.origin === location.origin ? decodeURIComponent(u.pathname + u.search) : name; };
      return {
        ms: readyAt,
        appMs: window.__appAt,
        scripts: entries.filter((e) => new URL(e.name).origin === location.origin && /\\.js$/.test(new URL(e.name).pathname))
          .map((e) => new URL(e.name).pathname),
        requests: entries.map((e) => ({ path: path(e.name), start: e.startTime, end: e.responseEnd })),
      };
    })()`)) as Open;
  } finally {
    await context.close();
  }
}

/** The routes of the resources' pages, read from their definition files (`route: '/…'`). */
function resourceRoutes(): string[] {
  return readdirSync(join(root, 'resources'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) =>
      [...readFileSync(join(root, 'resources', name, 'index.ts'), 'utf8').matchAll(/^\s+route: '(\/\w+)'/gm)].map(
        (m) => m[1],
      ),
    );
}

function waterfall(title: string, open: Open) {
  console.log(`\n${title} (ms from navigation start; ${open.ms.toFixed(0)} ms to the content)`);
  for (const r of [...open.requests].sort((a, b) => a.start - b.start)) {
    console.log(
      `  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.path.length > 110 ? `${r.path.slice(0, 110)}…` : r.path}`,
    );
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-start-'));
  let closeApi: (() => Promise<void>) | undefined;
  try {
    console.log(`load average at start: ${loadAverage()} (${USERS} users, CPU ${cpuLabel(CPU)})`);
    // 1. The same users for both: the console's development API, and json-server for the stock app.
    const seed = buildSeed({ users: USERS - 3 });
    const data = join(dir, 'data.json');
    writeFileSync(data, JSON.stringify(seed));
    const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: data });
    closeApi = api.close;
    const stockApp = jsonServer.create();
    stockApp.use(jsonServer.defaults({ logger: false, static: join(dir, 'no-static') }));
    stockApp.use(jsonServer.router({ users: seed.users.map(({ password: _, ...user }) => user) }));
    const stockApiPort = await getPort();
    servers.push(
      await new Promise<Server>((done) => {
        const s = createServer(stockApp).listen(stockApiPort, '127.0.0.1', () => done(s));
      }),
    );

    // 2. Both apps built, and served by `vite preview`.
    const consoleDir = join(dir, 'console');
    const stockDir = join(dir, 'stock');
    await viteBuild(['--outDir', consoleDir]);
    await viteBuild(['--config', stockConfig, '--outDir', stockDir]);
    const against = values.against ? resolve(values.against) : undefined;
    const referenceDir = join(dir, 'reference');
    if (against) await viteBuild(['--outDir', referenceDir], {}, against);
    const referencePort = String(await getPort());
    // Built in its checkout, served by this one's preview server (as nginx serves any build): the two
    // consoles' figures differ by their code alone.
    if (against)
      runVite(['preview', '--host', '127.0.0.1', '--outDir', referenceDir], {
        API_PORT: new URL(api.url).port,
        PORT: referencePort,
      });
    const referenceBase = `http://127.0.0.1:${referencePort}`;
    if (against) await waitForUrl(`${referenceBase}/config.json`, 120_000);
    const consolePort = String(await getPort());
    const stockPort = String(await getPort());
    runVite(['preview', '--host', '127.0.0.1', '--outDir', consoleDir], {
      API_PORT: new URL(api.url).port,
      PORT: consolePort,
    });
    runVite(
      [
        'preview',
        '--config',
        stockConfig,
        '--host',
        '127.0.0.1',
        '--port',
        stockPort,
        '--strictPort',
        '--outDir',
        stockDir,
      ],
      {
        STOCK_API_PORT: String(stockApiPort),
      },
    );
    const consoleBase = `http://127.0.0.1:${consolePort}`;
    const stockBase = `http://127.0.0.1:${stockPort}`;
    await waitForUrl(`${consoleBase}/config.json`, 120_000);
    await waitForUrl(`${stockBase}/api/users?_start=0&_end=1`, 120_000);

    // 3. Chromium; the console's contexts start with the superadmin's session.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const signin = await browser.newContext();
    const answer = await signin.request.post(`${consoleBase}/account/users/signin`, {
      data: { email: DEMO.admin.email, password: DEMO.admin.password, permanent: true },
    });
    if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
    const signedIn: BrowserContextOptions = { storageState: await signin.storageState() };
    await signin.close();

    // 4. Cold opens of the users list, in turn.
    const stockOpens: Open[] = [];
    const consoleOpens: Open[] = [];
    const referenceOpens: Open[] = [];
    const opens = [
      { to: stockOpens, open: () => coldOpen(browser, {}, `${stockBase}/#/users`, ROWS_WITH_EMAIL) },
      {
        to: consoleOpens,
        open: () =>
          coldOpen(browser, signedIn, `${consoleBase}/users`, ROWS_WITH_EMAIL, { appReady: APP_ROWS_WITH_EMAIL }),
      },
      ...(against
        ? [
            {
              to: referenceOpens,
              open: () =>
                coldOpen(browser, signedIn, `${referenceBase}/users`, ROWS_WITH_EMAIL, {
                  appReady: APP_ROWS_WITH_EMAIL,
                }),
            },
          ]
        : []),
    ];
    for (let i = 0; i < RUNS + 1; i++) {
      // An open's place in the round (after which app, in which part of the machine's load cycle) falls on
      // every app alike.
      for (const k of turnOrder(i, opens.length)) {
        const { to, open } = opens[k];
        const result = await open();
        if (i > 0) to.push(result); // round 0 is a warm-up: the servers' caches and the browser's first start
      }
    }

    // 5. Searches, each with a needle not searched before.
    const words = needles(seed.users, 2 * (RUNS + 1));
    const searchRounds = Math.floor(words.length / 2);
    const stockSearch: number[] = [];
    const consoleSearch: number[] = [];
    const stockContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const stockPage = await stockContext.newPage();
    await throttleCpu(stockPage, CPU);
    await stockPage.goto(`${stockBase}/#/users`);
    await stockPage.waitForFunction(ROWS_WITH_EMAIL, null, { timeout: 60_000 });
    const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 860 }, ...signedIn });
    const consolePage = await consoleContext.newPage();
    await throttleCpu(consolePage, CPU);
    await consolePage.goto(`${consoleBase}/users`);
    await consolePage.waitForFunction(ROWS_WITH_EMAIL, null, { timeout: 60_000 });
    const bar = consolePage.getByRole('search');
    await bar.getByRole('button', { name: 'Field' }).click();
    await consolePage.getByRole('menuitem', { name: 'Email', exact: true }).click();
    await bar.getByLabel('Email Value').waitFor();
    for (let i = 0; i < searchRounds; i++) {
      const stock = await timeSearch(stockPage, 'input[name="q"]', words[2 * i], ROWS, false);
      await consolePage.waitForTimeout(300);
      const console_ = await timeSearch(consolePage, '[aria-label="Email Value"]', words[2 * i + 1], ROWS, true);
      await stockPage.waitForTimeout(300);
      if (i === 0) continue;
      stockSearch.push(stock);
      consoleSearch.push(console_);
    }
    await stockContext.close();
    await consoleContext.close();

    // 6. Every route of the console, cold.
    const only = values.routes?.split(',');
    const routes = ['/signin', '/apps', '/my-account', '/opa', ...resourceRoutes()].filter(
      (route) => !only || only.includes(route),
    );
    const routeOpens = new Map<string, Open[]>();
    const referenceRouteOpens = new Map<string, Open[]>();
    for (let i = 0; i < ROUTE_RUNS; i++) {
      for (const route of routes) {
        const options = route === '/signin' ? {} : signedIn;
        // A list's content may first be its first paint's picture: the app's own list is timed as well.
        const appReady = READY[route] ? undefined : listReady(APP_ROWS);
        const open = (base: string) =>
          coldOpen(browser, options, `${base}${route}`, READY[route] ?? DEFAULT_READY, { appReady });
        const add = (to: Map<string, Open[]>, result: Open) => to.set(route, [...(to.get(route) ?? []), result]);
        // The reference in turn with it, for each route's before and after in one run, first every other round.
        if (against && i % 2 === 1) add(referenceRouteOpens, await open(referenceBase));
        add(routeOpens, await open(consoleBase));
        if (against && i % 2 === 0) add(referenceRouteOpens, await open(referenceBase));
      }
    }
    // One more traced open of each, for where the main thread goes.
    const traced: { title: string; base: string; open: Open; trace: string }[] = [];
    if (values['main-thread']) {
      const apps = [
        { name: 'stock', title: 'stock, open /#/users', base: stockBase, url: `${stockBase}/#/users`, options: {} },
        {
          name: 'console',
          title: 'console, open /users',
          base: consoleBase,
          url: `${consoleBase}/users`,
          options: signedIn,
        },
        ...(against
          ? [
              {
                name: 'reference',
                title: `reference (${against}), open /users`,
                base: referenceBase,
                url: `${referenceBase}/users`,
                options: signedIn,
              },
            ]
          : []),
      ];
      for (const { name, title, base, url, options } of apps) {
        const trace = join(dir, `${name}-trace.json`);
        traced.push({
          title: `${title}, main thread`,
          base,
          trace,
          open: await coldOpen(browser, options, url, ROWS_WITH_EMAIL, { tracePath: trace }),
        });
      }
    }
    await browser.close();

    // 7. Figures.
    // The same round's opens ran under about the same load: their ratio, round by round, varies less than the
    // ratio of two medians taken across rounds (a run of the console against its own copy gave 0.95–1.03).
    const roundByRound = (a: number[], b: number[]) => {
      const ratios = a.map((x, i) => x / b[i]);
      const at = (q: number) => quantile(ratios, q).toFixed(2);
      return `round by round ${at(0.5)} (middle half ${at(0.25)}–${at(0.75)})`;
    };
    const stockBytes = filesBytes(stockDir, stockOpens[0].scripts);
    const usersBytes = filesBytes(consoleDir, consoleOpens[0].scripts);
    const stockMs = stockOpens.map((o) => o.ms);
    const firstMs = consoleOpens.map((o) => o.ms);
    const appOpens = consoleOpens.map((o) => o.appMs ?? o.ms);
    const openRatio = median(firstMs) / median(stockMs);
    const usableRatio = median(appOpens) / median(stockMs);
    const usableTail = p90(appOpens) / p90(stockMs);
    const searchRatio = median(consoleSearch) / median(stockSearch);
    console.log(
      `\nCold start, ${seed.users.length} users, Chromium, built bundles, CPU ${cpuLabel(CPU)}, load average ${loadAverage()}`,
    );
    console.log(`open /users, stock:   ${spread(stockMs)}; JS ${kB(stockBytes.raw)} (gzip ${kB(stockBytes.gzip)})`);
    console.log(
      `open /users, console, first rows: ${spread(firstMs)}; JS ${kB(usersBytes.raw)} (gzip ${kB(usersBytes.gzip)})`,
    );
    console.log(
      `  ratio ${openRatio.toFixed(2)} (at p90 ${(p90(firstMs) / p90(stockMs)).toFixed(2)}) – target ${TARGET_OPEN_RATIO}: ${openRatio <= TARGET_OPEN_RATIO ? 'met' : 'missed'}`,
    );
    console.log(`  the console's own list (the app's rows, usable): ${spread(appOpens)}`);
    console.log(
      `  ratio ${usableRatio.toFixed(2)}, at p90 ${usableTail.toFixed(2)} – target ${TARGET_USABLE_RATIO} at both: ${
        usableRatio <= TARGET_USABLE_RATIO && usableTail <= TARGET_USABLE_RATIO ? 'met' : 'missed'
      }; ${roundByRound(appOpens, stockMs)}`,
    );
    if (against) {
      const referenceBytes = filesBytes(referenceDir, referenceOpens[0].scripts);
      const referenceApp = referenceOpens.map((o) => o.appMs ?? o.ms);
      console.log(
        `open /users, reference (${against}): its own list ${spread(referenceApp)}, ratio ${(median(referenceApp) / median(stockMs)).toFixed(2)} (at p90 ${(p90(referenceApp) / p90(stockMs)).toFixed(2)}); JS ${kB(referenceBytes.raw)} (gzip ${kB(referenceBytes.gzip)})`,
      );
      console.log(
        `  the console's own list against the reference: ${(median(appOpens) / median(referenceApp)).toFixed(2)}, ${roundByRound(appOpens, referenceApp)}`,
      );
    }
    console.log(`search, stock (q, debounced):  ${spread(stockSearch)}`);
    console.log(`search, console (Email, Enter): ${spread(consoleSearch)}`);
    console.log(
      `  ratio ${searchRatio.toFixed(2)} (at p90 ${(p90(consoleSearch) / p90(stockSearch)).toFixed(2)}) – target ${TARGET_SEARCH_RATIO}: ${searchRatio <= TARGET_SEARCH_RATIO ? 'met' : 'missed'}`,
    );
    console.log(
      `\nconsole routes, cold (${ROUTE_RUNS} runs each): median to content (then to the app's own list), JS loaded, end of the first API call${against ? "; the reference's median to content and the ratio" : ''}`,
    );
    for (const [route, opens] of routeOpens) {
      const reference = referenceRouteOpens.get(route)?.map((o) => o.ms);
      const content = median(opens.map((o) => o.ms));
      const bytes = filesBytes(consoleDir, opens[0].scripts);
      const apiEnds = opens.map((o) => o.requests.find((r) => /^\/(account|unity)\//.test(r.path))?.end ?? 0);
      const scriptsEnd = opens.map((o) =>
        Math.max(...o.requests.filter((r) => r.path.endsWith('.js')).map((r) => r.end)),
      );
      console.log(
        `  ${route.padEnd(14)} ${content.toFixed(0).padStart(5)} ms ${
          opens[0].appMs === undefined
            ? '       '
            : `(${median(opens.map((o) => o.appMs!))
                .toFixed(0)
                .padStart(4)})`
        }   JS ${kB(bytes.raw).padStart(9)} (gzip ${kB(bytes.gzip).padStart(8)}, ${opens[0].scripts.length} files)` +
          `   JS loaded at ${median(scriptsEnd).toFixed(0)} ms, first API call ended at ${median(apiEnds).toFixed(0)} ms` +
          (reference
            ? `; reference ${median(reference).toFixed(0)} ms, ratio ${(content / median(reference)).toFixed(2)}`
            : ''),
      );
    }
    if (values.trace) {
      waterfall('stock, open /#/users', stockOpens[Math.floor(RUNS / 2)]);
      waterfall('console, open /users', consoleOpens[Math.floor(RUNS / 2)]);
    }
    for (const { title, base, open, trace } of traced)
      printMainThread(title, mainThreadTasks(trace, base, open.ms), open.ms);
  } finally {
    stopAll();
    await closeApi?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
