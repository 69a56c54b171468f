/**
 * The policy editor (/opa) with many roles and rules, in Chromium: the seed plus 300 roles (all of the
 * account service) and 3,000 rules over them, unevenly (a tenth of the roles hold most rules).
 *
 *   npx tsx tests/bench/opa-page.ts [--roles 300] [--rules 3000] [--runs 9] [--dev]
 *
 * It builds the data (fixtures/seed/policyLoad.ts), starts the development API on a free port, serves
 * the console (built and previewed; --dev: Vite's dev server), signs in as the superadmin and times,
 * inside the page, from the action to the first frame showing its result (medians printed):
 * - open /opa?serviceNameID=1 (full page load) to the account roles listed;
 * - open /opa?serviceNameID=1&roleID=… (full page load) to that role's rules listed (the busiest role);
 * - pick the account service (from unity) to its roles listed;
 * - switch roles: a click on another role to its rules listed (roles in view, then the busiest role);
 * - a letter typed in the Roles column's filter box to the filtered rows.
 * Target: no visible delay, taken as 100 ms for a click within the page.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';
import { format, serveConsole, signedInPage, runBench, timeFullLoads, timeInPage } from './support';

const { values } = parseArgs({
  options: {
    roles: { type: 'string', default: '300' },
    rules: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '9' },
    dev: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const TARGET_CLICK_MS = 100;

const column = (name: string) => `document.querySelector('section[aria-label="${name}"]')`;
const itemsOf = (name: string) => `[...${column(name)}.querySelectorAll('[role="listitem"]')]`;
/** The column's subtitle (the selected service or role) is `subject` (an expression) and it lists rows. */
const listed = (name: string, subject = 'arg') => `const c = ${column(name)};
  return !!c && c.querySelector('h2')?.nextElementSibling?.textContent === ${subject} && ${itemsOf(name)}.length > 0;`;
/** Clicks the row named `arg` in a column. */
const clickRow = (name: string) =>
  `${itemsOf(name)}.find((li) => li.getAttribute('aria-label') === arg).querySelector('[role="button"]').click();`;

runBench('bench-opa-page-', async (dir, closeAtEnd) => {
  // 1. Data and API.
  const file = join(dir, 'data.json');
  const seed = buildSeed({ policy: { roles: Number(values.roles), rules: Number(values.rules) } });
  writeFileSync(file, JSON.stringify(seed));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  closeAtEnd(api.close);
  const account = seed.roles.filter((r) => r.serviceNameID === 1);
  const ruleCount = new Map<number, number>();
  for (const rule of seed.rules) ruleCount.set(rule.roleID, (ruleCount.get(rule.roleID) ?? 0) + 1);
  const busiest = [...account].sort((a, b) => (ruleCount.get(b.id) ?? 0) - (ruleCount.get(a.id) ?? 0))[0];
  console.log(
    `API on ${api.url}: ${seed.roles.length} roles (${account.length} of account), ${seed.rules.length} rules; ` +
      `busiest role ${busiest.name} with ${ruleCount.get(busiest.id)} rules`,
  );

  // 2. The console, and Chromium signed in as the superadmin.
  const base = await serveConsole({ dir, apiPort: new URL(api.url).port, dev: values.dev, cache: 'opa' });
  const { browser, page } = await signedInPage(base);
  // Warm-up: the page's code is loaded once, as it would be after the first visit.
  await page.goto(`${base}/opa?serviceNameID=1`);
  await page.locator('section[aria-label="Roles"] [role="listitem"]').first().waitFor({ timeout: 60_000 });

  // 3. Full page loads.
  const openService = await timeFullLoads(page, `${base}/opa?serviceNameID=1`, listed('Roles', "'account'"), RUNS);
  const openRole = await timeFullLoads(
    page,
    `${base}/opa?serviceNameID=1&roleID=${busiest.id}`,
    listed('Rules', JSON.stringify(busiest.name)),
    RUNS,
  );

  // 4. Picking the account service (from unity), to its roles.
  await page.goto(`${base}/opa?serviceNameID=2`);
  await page.locator('section[aria-label="Roles"] [role="listitem"]').first().waitFor();
  const pickService: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.locator('section[aria-label="Services"] [role="listitem"][aria-label="unity"] [role="button"]').click();
    await page.waitForFunction(`(() => { ${listed('Roles', "'unity'")} })()`);
    await page.waitForTimeout(200);
    pickService.push(await timeInPage(page, clickRow('Services'), listed('Roles'), 'account'));
  }
  const inPage = await page.locator('section[aria-label="Roles"] [role="listitem"]').count();

  // 5. Switching roles: the roles in view holding rules, one after the other.
  const visible = (
    await page
      .locator('section[aria-label="Roles"] [role="listitem"]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''))
  ).filter((name) => (ruleCount.get(account.find((r) => r.name === name)?.id ?? 0) ?? 0) > 0);
  const switchRole: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const name = visible[i % visible.length];
    await page.waitForTimeout(200);
    switchRole.push(await timeInPage(page, clickRow('Roles'), listed('Rules'), name));
  }
  // The busiest role, found with the filter box first.
  const filter = page.locator('section[aria-label="Roles"] input[aria-label="Filter"]');
  await filter.fill(busiest.name);
  const switchBusiest: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const other = visible.find((n) => n !== busiest.name)!;
    await filter.fill(other);
    await page.waitForTimeout(100);
    await timeInPage(page, clickRow('Roles'), listed('Rules'), other);
    await filter.fill(busiest.name);
    await page.waitForTimeout(200);
    switchBusiest.push(await timeInPage(page, clickRow('Roles'), listed('Rules'), busiest.name));
  }

  // 6. A letter typed in the Roles filter box, to the rows narrowed.
  const typing: number[] = [];
  const letters = ['a', 'e', 'i', 'o', 'u', 'r', 's', 't', 'n'];
  for (let i = 0; i < RUNS; i++) {
    await filter.fill('');
    await page.waitForTimeout(200);
    typing.push(
      await timeInPage(
        page,
        `const input = ${column('Roles')}.querySelector('input[aria-label="Filter"]');
         const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
         setter.call(input, arg);
         input.dispatchEvent(new Event('input', { bubbles: true }));`,
        `const items = ${itemsOf('Roles')};
         return items.length > 0 && items.every((li) => li.getAttribute('aria-label').includes(arg)) &&
           !!${column('Roles')}.querySelector('mark');`,
        letters[i % letters.length],
      ),
    );
  }

  await browser.close();
  console.log('');
  console.log(
    `Policy editor, ${account.length} roles of account, ${seed.rules.length} rules, Chromium, ${values.dev ? 'dev server' : 'built bundle'}` +
      ` (the Roles column keeps ${inPage} of its ${account.length} rows in the page):`,
  );
  console.log(format('open /opa?serviceNameID=1 (full page load to the roles)', openService));
  console.log(
    format(
      `open /opa?serviceNameID=1&roleID=… (full page load to the ${ruleCount.get(busiest.id)} rules of the busiest role)`,
      openRole,
    ),
  );
  console.log(format('pick the account service (click to its roles)', pickService, TARGET_CLICK_MS));
  console.log(format('switch roles (click to its rules, roles in view)', switchRole, TARGET_CLICK_MS));
  console.log(format('switch to the busiest role (click to its rules)', switchBusiest, TARGET_CLICK_MS));
  console.log(format('filter the roles (a letter typed to the narrowed rows)', typing, TARGET_CLICK_MS));
});
