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
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';
import { format, serveConsole, signedInPage, runBench, timeFullLoads, timeInPage } from './support';

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
/** Needles for the e-mail filter: each matches some users, none matches the first page alone. */
const NEEDLES = ['smith', 'garcia', 'nguyen', 'rossi', 'tanaka', 'miller', 'brown', 'jones', 'lee'];

/** The rows of the list hold data (not the skeleton), e.g. an e-mail. */
const ROWS_READY = `return document.querySelectorAll('table tbody tr td').length > 0 &&
  [...document.querySelectorAll('table tbody tr')].some((r) => r.textContent.includes('@'));`;

runBench('bench-users-page-', async (dir, closeAtEnd) => {
  // 1. Data and API.
  const started = performance.now();
  const file = join(dir, 'data.json');
  const seed = buildSeed({ users: USERS - 3 });
  writeFileSync(file, JSON.stringify(seed));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  closeAtEnd(api.close);
  const apiPort = new URL(api.url).port;
  console.log(
    `API with ${seed.users.length} users on ${api.url} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // 2. The console: built and previewed, or Vite's dev server.
  const base = await serveConsole({ dir, apiPort, dev: values.dev, cache: 'users' });

  // 3. Chromium, signed in as the superadmin.
  const { browser, page } = await signedInPage(base);
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
    const log = (what: string) => (r: { url(): string }) =>
      console.log(
        `  ${String(Date.now() - t0).padStart(5)} ms ${what} ${decodeURIComponent(r.url().replace(base, ''))}`,
      );
    page.on('request', log('→'));
    page.on('requestfinished', log('←'));
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.locator('table tbody tr td').first().waitFor();
    console.log(`  ${Date.now() - t0} ms rows`);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');

    console.log('  full page load of /users:');
    const t1 = Date.now();
    const log1 = (what: string) => (r: { url(): string }) =>
      console.log(
        `  ${String(Date.now() - t1).padStart(5)} ms ${what} ${decodeURIComponent(r.url().replace(base, ''))}`,
      );
    page.on('request', log1('→'));
    page.on('requestfinished', log1('←'));
    await page.goto(`${base}/users`, { waitUntil: 'commit' });
    await page.locator('table tbody tr td').first().waitFor();
    console.log(`  ${Date.now() - t1} ms rows`);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
  }

  // 5. Open /users as a full page load: from the navigation start, the first frame with rows.
  const fullLoad = await timeFullLoads(page, `${base}/users`, ROWS_READY, RUNS);

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
  const search = page.getByRole('textbox', { name: 'Search this page', exact: true });
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
});
