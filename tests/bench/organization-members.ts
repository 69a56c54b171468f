/**
 * An organization of 5,000 members, in Chromium: its Users tab renders only the rows in view (fewer than
 * 30 in the page at a time) and scrolls to the last member.
 *
 *   npx tsx tests/bench/organization-members.ts [--members 5000] [--runs 5] [--dev]
 *
 * It generates a data set whose first `--members` people are members of Acme (organization 1, with the
 * demo admin and user), starts the development API on a free port, serves the console (built, or Vite's
 * dev server with --dev) and drives Debian's Chromium. It prints, as medians over the runs:
 * - open: a click on the Users tab to the first rows painted (the members' call included);
 * - rows in the page: list items in the document once open, and at the bottom;
 * - to the end: a jump to the bottom to the last member painted;
 * - scroll through: wheel steps from top to bottom, the longest frame and the frames over 50 ms.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';
import { format, median, runBench, serveConsole, signedInPage, timeInPage } from './support';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '5' },
    dev: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const MAX_ROWS_IN_PAGE = 30;
const ROW_HEIGHT = 61;
/** One wheel notch scrolls this far; the pass takes as many as the list is high. */
const WHEEL_STEP = 600;
const steps = (rows: number) => Math.ceil((rows * ROW_HEIGHT) / WHEEL_STEP);

/** The members list and its rows, found as the e2e tests find them. */
const LIST = `document.querySelector('[role="list"][aria-label="Members"]')`;
const ROWS = `${LIST}.querySelectorAll('[role="listitem"]')`;

runBench('bench-organization-members-', async (dir, closeAtEnd) => {
  const started = performance.now();
  const file = join(dir, 'data.json');
  const seed = buildSeed({ users: MEMBERS, organizationMembers: MEMBERS });
  writeFileSync(file, JSON.stringify(seed));
  const rowsOfAcme = seed.organizationUsers.filter((l) => l.organizationID === 1);
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  closeAtEnd(api.close);
  console.log(
    `API on ${api.url}: Acme has ${rowsOfAcme.filter((l) => !l.pending).length} members and ` +
      `${rowsOfAcme.filter((l) => l.pending).length} invitations (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const base = await serveConsole({ dir, apiPort: new URL(api.url).port, dev: values.dev, cache: 'organization' });
  const { browser, page } = await signedInPage(base);

  const open: number[] = [];
  const toEnd: number[] = [];
  const rowsOpen: number[] = [];
  const rowsEnd: number[] = [];
  const longestFrame: number[] = [];
  const slowFrames: number[] = [];
  const medianFrame: number[] = [];
  const frameCount: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    // The General tab first, its code and the organization loaded; then the Users tab.
    await page.goto(`${base}/organizations?organizationID=1`);
    await page.getByRole('tab', { name: 'Users' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    open.push(
      await timeInPage(
        page,
        `[...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Users').click();`,
        `const list = ${LIST}; return !!list && list.querySelectorAll('[role="listitem"]').length > 0;`,
      ),
    );
    rowsOpen.push(await page.evaluate(`${ROWS}.length`));
    total = Number(await page.evaluate(`${ROWS}[0].getAttribute('aria-setsize')`));

    toEnd.push(
      await timeInPage(
        page,
        `const list = ${LIST}; list.scrollTop = list.scrollHeight;`,
        `return [...${ROWS}].some((r) => r.getAttribute('aria-posinset') === String(arg));`,
        total,
      ),
    );
    rowsEnd.push(await page.evaluate(`${ROWS}.length`));

    // Scrolled through by the wheel, as a person would, while frames are timed.
    await page.evaluate(`${LIST}.scrollTop = 0`);
    const box = (await page.locator('[role="list"][aria-label="Members"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(`(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
      window.__stop = false;
      requestAnimationFrame(tick);
    })()`);
    for (let s = 0; s < steps(total); s++) await page.mouse.wheel(0, WHEEL_STEP);
    await page.evaluate(`window.__stop = true`);
    const frames = (await page.evaluate('window.__frames')) as number[];
    longestFrame.push(Math.max(...frames));
    slowFrames.push(frames.filter((f) => f > 50).length);
    medianFrame.push(median(frames));
    frameCount.push(frames.length);
    const last = await page.evaluate(`[...${ROWS}].some((r) => r.getAttribute('aria-posinset') === '${total}')`);
    if (!last) throw new Error('the wheel did not reach the last member');
  }
  await browser.close();

  console.log('');
  console.log(`Organization Users tab, ${total} rows, Chromium, ${values.dev ? 'dev server' : 'built bundle'}:`);
  console.log(format('open (Users tab click to first rows)', open));
  console.log(format('to the end (jump to the bottom to the last member painted)', toEnd));
  console.log(
    `rows in the page: ${median(rowsOpen)} once open, ${median(rowsEnd)} at the bottom (max ${Math.max(...rowsOpen, ...rowsEnd)}) – ` +
      `fewer than ${MAX_ROWS_IN_PAGE}: ${Math.max(...rowsOpen, ...rowsEnd) < MAX_ROWS_IN_PAGE ? 'yes' : 'NO'}`,
  );
  console.log(
    `scroll through by the wheel (${steps(total)} steps): frames per pass ${median(frameCount)}, median frame ` +
      `${median(medianFrame).toFixed(1)} ms, longest ${median(longestFrame).toFixed(0)} ms, over 50 ms ${median(slowFrames)}`,
  );
});
