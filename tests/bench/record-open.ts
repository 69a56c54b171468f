/**
 * Where an administrator spends the day (issue 41, items 1 and 5; issue 63, measured the way a person
 * waits): opening a record from the list, the next page, a sort and a search, in the console and in the
 * stock react-admin app (tests/bench/stock/daily/: the tutorial's users and groups lists, each row opening
 * the tutorial's edit view, its `q` search), in one run.
 *
 *   npx tsx tests/bench/record-open.ts [--users 100000] [--rounds 7] [--think 300] [--point 0] [--cpu 1] [--against <checkout>] [--trace]
 *
 * Both built and served by `vite preview` against the same users and groups (json-server for the stock
 * app, the development API for the console); Debian's Chromium through playwright-core. Each round opens
 * each app in a new page (the browser cache warm, no code of the page run yet), in every order in turn
 * (turnOrder.ts). Each measure is a real input (Playwright's mouse or keyboard, through the browser's input
 * pipeline), timed from the input event's own timestamp (input delay included) to the first frame showing
 * its result (support.ts, timeInput):
 * - open a user, the first time: a click on a row's e-mail cell to its e-mail in an editable input,
 *   outside the table;
 * - open a user, after: another row, once the first was closed (the console: the panel's close; the
 *   stock app: back to the list);
 * - the next page: a click on the pager's "Go to next page" to page 2's rows;
 * - a sort: a click on the Email header's sort label to the rows sorted by it;
 * - a search, a last name not searched before, to the rows all holding it: the console, typed in its
 *   search bar's Email field and Enter, timed from Enter's keydown; the stock app, typed in its `q` field,
 *   timed from the last key's keydown (its 500 ms debounce counted, as a person waits for it), as
 *   cold-start.ts searches;
 * - a group, the first time and after (its name in an editable input).
 * Before each input the page waits `--think` ms, as a person reads before they act; with `--point <ms>` the
 * pointer then rests on what it clicks that long before it presses (a person points before they click; 0,
 * the default: it jumps there and presses at once, as until stop 78). `--cpu 4` slows every
 * page's CPU 4 times (Chromium's Emulation.setCPUThrottlingRate, set before its first navigation), for a
 * slower machine than this one. Printed: the median and the p90 of each, the ratio to the stock app at the
 * median and at p90 (target: at most 0.5 at both), and the load average at the start and the end;
 * `--against` adds another checkout's console as the reference, `--trace` prints the requests of the
 * console's first openings.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import jsonServer from 'json-server';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { startServer } from '../../fixtures/server/index';
import { buildSeed, DEMO } from '../../fixtures/seed/index';
import {
  cpuLabel,
  cpuRate,
  loadAverage,
  median,
  needles,
  p90,
  runBench,
  runVite,
  throttleCpu,
  timeInput,
  timeSearch,
  viteBuild,
  waitForUrl,
  type TimedInput,
} from './support';
import { APP_ROWS as ROWS, APP_ROWS_WITH_EMAIL as usersReady, EMAIL, NAME, openRow } from './ready';
import { turnOrder } from './turnOrder';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '7' },
    think: { type: 'string', default: '300' },
    /** The pointer rests on what it clicks this many ms before it presses (support.ts, TimedInput.pointMs). */
    point: { type: 'string', default: '0' },
    /** Slows every page's CPU this many times (4: DevTools' "4x slowdown"). */
    cpu: { type: 'string', default: '1' },
    against: { type: 'string' },
    /** Also prints the requests of the console's first opening of a user and of a group, ms from the click. */
    trace: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const ROUNDS = Number(values.rounds);
const THINK_MS = Number(values.think);
const CPU = cpuRate(values.cpu);
const TARGET_RATIO = 0.5;
const root = resolve(import.meta.dirname, '../..');
const stockConfig = join(root, 'tests/bench/stock/vite.config.ts');

const groupsReady = `${ROWS}.some((r) => /Administrators|Support|Sales/.test(r.textContent))`;

/** The list changed: its first row shows something else than before the click, with an e-mail. */
const REMEMBER_FIRST = `window.__first = ${ROWS}[0].textContent;`;
const FIRST_CHANGED = `const rows = ${ROWS}; return rows.length > 0 && rows[0].textContent !== window.__first &&
  rows[0].textContent.includes('@');`;

interface App {
  name: string;
  base: string;
  context: BrowserContext;
  /** The addresses of the users' and groups' lists. */
  users: string;
  groups: string;
  /** Back to the list from an opened record. */
  close: (page: Page) => Promise<void>;
  /** Makes the users' list ready to search, untimed (the console: its search bar's Email field). */
  searchField?: (page: Page) => Promise<void>;
  /** Searches the users for `needle` as a person does, timed (support.ts, timeSearch). */
  search: (page: Page, needle: string) => Promise<number>;
}

const MEASURES = [
  'user, first time',
  'user, after',
  'next page',
  'sort',
  'search',
  'group, first time',
  'group, after',
];

/** The measures whose requests --trace printed (once each, in a counted round). */
const traced = new Set<string>();

async function round(app: App, times: Record<string, number[]>, needle: string, counted = true) {
  const page = await app.context.newPage();
  await throttleCpu(page, CPU);
  const think = () => page.waitForTimeout(THINK_MS);
  const time = async (measure: string, input: () => Promise<number>) => {
    const trace =
      counted && values.trace && app.name === 'console' && measure.endsWith('first time') && !traced.has(measure);
    const requests: string[] = [];
    const clicked = Date.now();
    const log = (request: Request) => {
      const timing = request.timing();
      const start = timing.startTime - clicked;
      requests.push(
        `  ${start.toFixed(0)} → ${(start + timing.responseEnd).toFixed(0)} ms ${request.url().replace(app.base, '')}`,
      );
    };
    if (trace) page.on('requestfinished', log);
    const ms = await input().catch((error: unknown) => {
      throw new Error(`${app.name}, ${measure}: ${error instanceof Error ? error.message : String(error)}`);
    });
    (times[measure] ??= []).push(ms);
    if (trace) {
      traced.add(measure);
      page.off('requestfinished', log);
      console.log(`${app.name}, ${measure}: shown at ${ms.toFixed(0)} ms; requests:\n${requests.join('\n')}`);
    }
  };
  const click = (measure: string, input: TimedInput) =>
    time(measure, () => timeInput(page, { ...input, pointMs: Number(values.point) }));

  await page.goto(app.users);
  await page.waitForFunction(usersReady, null, { timeout: 60_000 });
  await think();
  await click('user, first time', openRow(2, EMAIL));
  await app.close(page);
  await page.waitForFunction(usersReady, null, { timeout: 60_000 });
  await think();
  await click('user, after', openRow(5, EMAIL));
  await app.close(page);
  await page.waitForFunction(usersReady, null, { timeout: 60_000 });
  await think();
  await click('next page', {
    before: REMEMBER_FIRST,
    click: `document.querySelector('button[aria-label="Go to next page"]')`,
    ready: FIRST_CHANGED,
  });
  await think();
  await click('sort', {
    before: REMEMBER_FIRST,
    click: `[...document.querySelectorAll('#root table thead th')].find((th) => /^e-?mail/i.test(th.textContent.trim()))
      .querySelector('.MuiTableSortLabel-root, button, [role="button"]')`,
    ready: FIRST_CHANGED,
  });
  await app.searchField?.(page);
  await think();
  await time('search', () => app.search(page, needle));

  await page.goto(app.groups);
  await page.waitForFunction(groupsReady, null, { timeout: 60_000 });
  await think();
  await click('group, first time', openRow(1, NAME));
  await app.close(page);
  await page.waitForFunction(groupsReady, null, { timeout: 60_000 });
  await think();
  await click('group, after', openRow(3, NAME));
  await page.close();
}

runBench('bench-record-open-', async (dir, closeAtEnd) => {
  console.log(
    `load average at start: ${loadAverage()} (${USERS} users, ${ROUNDS} rounds, think ${THINK_MS} ms, CPU ${cpuLabel(CPU)})`,
  );
  // 1. The same users and groups for both.
  const seed = buildSeed({ users: USERS - 3 });
  const data = join(dir, 'data.json');
  writeFileSync(data, JSON.stringify(seed));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: data });
  closeAtEnd(api.close);
  const stockApi = jsonServer.create();
  stockApi.use(jsonServer.defaults({ logger: false, static: join(dir, 'no-static') }));
  stockApi.use(jsonServer.router({ users: seed.users.map(({ password: _, ...user }) => user), groups: seed.groups }));
  const stockApiPort = await getPort();
  const stockServer = await new Promise<Server>((done) => {
    const s = createServer(stockApi).listen(stockApiPort, '127.0.0.1', () => done(s));
  });
  closeAtEnd(() => new Promise((done) => stockServer.close(() => done())));

  // 2. The apps, built and previewed.
  const apiPort = new URL(api.url).port;
  // Each built in its checkout, and all served by this one's preview server (its headers and caching, as
  // nginx serves any build), so that a reference's figures differ from the console's by its code alone.
  const serve = async (name: string, cwd: string, config: string[], env: Record<string, string>) => {
    const out = join(dir, name);
    await viteBuild([...config, '--outDir', out], env, cwd);
    const port = String(await getPort());
    runVite(['preview', ...config, '--host', '127.0.0.1', '--port', port, '--strictPort', '--outDir', out], {
      ...env,
      PORT: port,
    });
    return `http://127.0.0.1:${port}`;
  };
  const stockBase = await serve('stock', root, ['--config', stockConfig], {
    STOCK_APP: 'daily',
    STOCK_API_PORT: String(stockApiPort),
  });
  const consoleBase = await serve('console', root, [], { API_PORT: apiPort });
  const against = values.against ? resolve(values.against) : undefined;
  const referenceBase = against ? await serve('reference', against, [], { API_PORT: apiPort }) : undefined;
  await waitForUrl(`${stockBase}/api/users?_start=0&_end=1`, 120_000);
  await waitForUrl(`${consoleBase}/config.json`, 120_000);
  if (referenceBase) await waitForUrl(`${referenceBase}/config.json`, 120_000);

  // 3. Chromium: one context per app (its cache warms in the first round), the console's signed in.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const viewport = { width: 1366, height: 860 };
  const consoleApp = async (name: string, base: string): Promise<App> => {
    const context = await browser.newContext({ viewport });
    const answer = await context.request.post(`${base}/account/users/signin`, {
      data: { email: DEMO.admin.email, password: DEMO.admin.password, permanent: true },
    });
    if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
    return {
      name,
      base,
      context,
      users: `${base}/users`,
      groups: `${base}/groups`,
      close: (page) => page.getByRole('complementary').getByRole('button', { name: 'Close' }).first().click(),
      // As cold-start.ts: the search bar's Email field, applied with Enter.
      searchField: async (page) => {
        const bar = page.getByRole('search');
        await bar.getByRole('button', { name: 'Field' }).click();
        await page.getByRole('menuitem', { name: 'Email', exact: true }).click();
        await bar.getByLabel('Email Value').waitFor();
      },
      search: (page, needle) => timeSearch(page, '[aria-label="Email Value"]', needle, ROWS, true),
    };
  };
  const apps: App[] = [
    {
      name: 'stock',
      base: stockBase,
      context: await browser.newContext({ viewport }),
      users: `${stockBase}/#/users`,
      groups: `${stockBase}/#/groups`,
      close: (page) => page.goBack().then(() => undefined),
      // The tutorial's full-text search, applied by itself after its debounce.
      search: (page, needle) => timeSearch(page, 'input[name="q"]', needle, ROWS, false),
    },
    await consoleApp('console', consoleBase),
    ...(referenceBase ? [await consoleApp('reference', referenceBase)] : []),
  ];
  // A needle for each search, none searched twice on the same API (its result cache would answer): the
  // consoles share one. When the data set has too few last names for the rounds, they come round again.
  const words = needles(seed.users, (ROUNDS + 1) * apps.length);
  if (words.length < (ROUNDS + 1) * apps.length)
    console.log(`note: ${words.length} last names to search for, some searched again`);
  const needle = (r: number, i: number) => words[(r * apps.length + i) % words.length];
  // A first round of each warms the caches; it is not counted.
  for (const [i, app] of apps.entries()) await round(app, {}, needle(0, i), false);

  const times = new Map(apps.map((app) => [app.name, {} as Record<string, number[]>]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const i of turnOrder(r, apps.length)) {
      const app = apps[i];
      await round(app, times.get(app.name)!, needle(r + 1, i));
    }
  }
  await browser.close();

  // 4. The figures.
  console.log(`load average at end: ${loadAverage()}`);
  const stock = times.get('stock')!;
  const others = apps.slice(1);
  const verdict = (name: string, ratio: number) =>
    `${ratio.toFixed(2)}${name === 'console' ? (ratio <= TARGET_RATIO ? ' (met)' : ' (missed)') : ''}`;
  console.log(
    [
      'measure',
      ...apps.map((a) => `${a.name} median / p90 (ms)`),
      ...others.flatMap((a) => [`${a.name}/stock at median`, `at p90`]),
    ].join(' | '),
  );
  for (const measure of MEASURES) {
    const of = (name: string) => times.get(name)![measure];
    console.log(
      [
        measure,
        ...apps.map((a) => `${median(of(a.name)).toFixed(0)} / ${p90(of(a.name)).toFixed(0)}`),
        ...others.flatMap((a) => [
          verdict(a.name, median(of(a.name)) / median(stock[measure])),
          verdict(a.name, p90(of(a.name)) / p90(stock[measure])),
        ]),
      ].join(' | '),
    );
  }
  for (const app of apps) {
    const all = times.get(app.name)!;
    console.log(
      `${app.name}: ${MEASURES.map((m) => `${m} [${all[m].map((t) => t.toFixed(0)).join(' ')}]`).join('; ')}`,
    );
  }
});
