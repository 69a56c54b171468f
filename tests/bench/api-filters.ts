/**
 * The first page of users with every filter the Users search bar offers (GET /users/searchMetadata: each
 * field with each comparison), as the console asks for it (`sort=["id","ASC"]`, `range=[0,19]`), at
 * 100,000 users (issue 13: under 50 ms each). Run: npm run bench:api-filters [-- --users 100000]
 *
 * Every request carries a value not asked before, so no answer comes from the API's result cache: each
 * figure is a search a person makes for the first time. Printed per filter: the median and the slowest of
 * RUNS requests, and the filters over the target. Then the filters of a person's activity as the console
 * sends them (issue 39): "never" (the empty value) and "before N days ago" (the day the console resolves it
 * to), sorted by id and by the field itself, newest first; and the machine's load.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { COMPARISONS, type Comparison } from '../../contract/filters';
import { dayBefore } from '../../src/filters/relative';
import { adminCookie, filterValue as valueFor, generatedDataSet, median } from './support';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' } } });
const USERS = Number(values.users);
const RUNS = 9;
const TARGET_MS = 50;

async function main() {
  const { dir, file } = generatedDataSet(USERS, 'bench-filters-');
  const server = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  try {
    const cookie = await adminCookie(server.url);
    const metadata = (await (
      await fetch(`${server.url}/account/users/searchMetadata`, { headers: { cookie } })
    ).json()) as {
      payload: Record<string, { name: string; type: string }>;
    };
    const fields = Object.values(metadata.payload);
    const firstPage = async (name: string, comparison: Comparison, value: unknown, sort = '["id","ASC"]', from = 0) => {
      const filters = encodeURIComponent(JSON.stringify([{ name, comparison, value }]));
      const range = encodeURIComponent(`[${from},${from + 19}]`);
      const query = `filters=${filters}&sort=${encodeURIComponent(sort)}&range=${range}`;
      const started = performance.now();
      const res = await fetch(`${server.url}/account/users?${query}`, { headers: { cookie } });
      const body = (await res.json()) as { payload?: unknown[] };
      const elapsed = performance.now() - started;
      if (res.status !== 200 || !Array.isArray(body.payload))
        throw new Error(`${name} ${comparison}: answered ${res.status}`);
      return elapsed;
    };
    // Warm-up: the JIT and the per-column caches a first request of each field builds once per data set
    // (and the sort orders of the activity fields, which issue 39's figures sort by).
    for (const field of fields) await firstPage(field.name, 'like', valueFor[field.type](100));
    for (const name of ['lastSigninAt', 'lastActiveAt']) await firstPage(name, 'eq', '', `["${name}","DESC"]`, 100_000);

    console.log(
      `\nFirst page of users at ${USERS.toLocaleString('en')} users, each filter of the search bar, ${RUNS} new values each (ms)`,
    );
    console.log(`${'field'.padEnd(16)}${'comparison'.padEnd(12)}${'median'.padStart(8)}${'max'.padStart(8)}`);
    const over: string[] = [];
    let slowest = 0;
    for (const field of fields) {
      for (const comparison of COMPARISONS) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++)
          times.push(await firstPage(field.name, comparison, valueFor[field.type](run)));
        const max = Math.max(...times);
        slowest = Math.max(slowest, max);
        if (median(times) >= TARGET_MS) over.push(`${field.name} ${comparison}`);
        console.log(
          `${field.name.padEnd(16)}${comparison.padEnd(12)}${median(times).toFixed(1).padStart(8)}${max.toFixed(1).padStart(8)}`,
        );
      }
    }

    // Issue 39: a person's activity as the console asks for it. "Never" has one value, so each run asks
    // another page of it (a page is the whole filter's work: no answer comes from the result cache).
    console.log(`\nLast sign-in and activity (issue 39): relative dates and never, ${RUNS} runs each (ms)`);
    console.log(`${'filter'.padEnd(44)}${'median'.padStart(8)}${'max'.padStart(8)}`);
    const now = new Date();
    for (const name of ['lastSigninAt', 'lastActiveAt']) {
      for (const sort of ['["id","ASC"]', `["${name}","DESC"]`]) {
        const cases: [string, (run: number) => Promise<number>][] = [
          ['never', (run) => firstPage(name, 'eq', '', sort, run * 20)],
          ['before N days ago', (run) => firstPage(name, 'lt', dayBefore(30 + run * 10, now), sort)],
          ['since N days ago', (run) => firstPage(name, 'gte', dayBefore(30 + run * 10, now), sort)],
        ];
        for (const [label, ask] of cases) {
          const times: number[] = [];
          for (let run = 0; run < RUNS; run++) times.push(await ask(run));
          const max = Math.max(...times);
          slowest = Math.max(slowest, max);
          const shown = `${name} ${label}, by ${JSON.parse(sort).join(' ')}`;
          if (median(times) >= TARGET_MS) over.push(shown);
          console.log(`${shown.padEnd(44)}${median(times).toFixed(1).padStart(8)}${max.toFixed(1).padStart(8)}`);
        }
      }
    }
    console.log(
      `\nslowest request ${slowest.toFixed(1)} ms; medians over ${TARGET_MS} ms: ${over.length ? over.join(', ') : 'none'}`,
    );
    console.log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
