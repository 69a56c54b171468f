/**
 * Load on loopback (issue 11, item 6): with 100,000 users, 200 list requests in flight at once, each with
 * a filter the search bar offers (and the sort and first page the list asks for), while a health call is
 * timed every 25 ms. Prints each request's latency (median, p95, max; target: none over 2 s) and the
 * health call's (target: under 100 ms throughout). Run: npm run bench:api-load [users] [requests]
 * The API runs in a process of its own, as `npm run api` does, so the load generator does not share its
 * event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { adminCookie, generatedDataSet, quantile, waitForUrl } from './support';

const USERS = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 200);
const root = resolve(import.meta.dirname, '../..');

/** One filter per field of the search bar (GET /account/users/searchMetadata) and the derived ones. */
const FILTERS = [
  { name: 'firstName', comparison: 'like', value: 'an' },
  { name: 'lastName', comparison: 'like', value: 'smi' },
  { name: 'email', comparison: 'like', value: 'example.org' },
  { name: 'phone', comparison: 'like', value: '55' },
  { name: 'active', comparison: 'eq', value: false },
  { name: 'organizationID', comparison: 'eq', value: 3 },
  { name: 'createdAt', comparison: 'gte', value: '2025-06-01' },
  { name: 'updatedAt', comparison: 'lt', value: '2025-01-01' },
  { name: 'id', comparison: 'gt', value: 50_000 },
  { name: 'groups.groupID', comparison: 'eq', value: 4 },
  { name: 'organizations.id', comparison: 'eq', value: 2 },
  { name: 'organizationName', comparison: 'like', value: 'acme' },
];
const SORTS = [
  ['createdAt', 'DESC'],
  ['lastName', 'ASC'],
  ['id', 'DESC'],
];

const stats = (times: number[]) =>
  `median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${quantile(times, 1).toFixed(0)} ms (${times.length})`;

async function main() {
  const started = performance.now();
  const { dir, file } = generatedDataSet(USERS, 'bench-load-');
  const port = await getPort();
  const url = `http://127.0.0.1:${port}`;
  let api: ChildProcess | undefined;
  try {
    api = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
      cwd: root,
      env: { ...process.env, API_PORT: String(port), DATA_DIR: join(dir, 'state'), FIXTURES: file },
      stdio: 'ignore',
    });
    await waitForUrl(`${url}/__dev/health`, 120_000);
    console.log(
      `${USERS.toLocaleString('en')} users served on ${url} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const cookie = await adminCookie(url);
    const list = async (
      i: number,
      chosen?: (typeof FILTERS)[number] | { name: string; comparison: string; value: unknown },
    ) => {
      const filter = chosen ?? FILTERS[i % FILTERS.length];
      const sort = SORTS[i % SORTS.length];
      const query = `filters=${encodeURIComponent(JSON.stringify([filter]))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent('[0,19]')}`;
      const t = performance.now();
      const res = await fetch(`${url}/account/users?${query}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${filter.name}: ${res.status}`);
      return { name: filter.name, ms: performance.now() - t };
    };

    // Warm-up: one of each, as a first visit would (caches built, code compiled); each timed alone.
    console.log('each filter alone, first call (cold):');
    for (let i = 0; i < FILTERS.length; i++) {
      const { name, ms } = await list(i);
      console.log(`  ${name.padEnd(18)} ${ms.toFixed(0)} ms`);
    }

    const letters = 'abcdefghijklmnopqrstuvwxyz';
    /** 200 different searches (no two alike, so no answer is reused): text, dates, ids, groups, organizations. */
    const distinct = (i: number) => {
      const pick = [
        { name: 'lastName', comparison: 'like', value: letters[i % 26] + letters[(i * 7) % 26] },
        { name: 'email', comparison: 'like', value: letters[(i * 3) % 26] + letters[(i * 5) % 26] },
        {
          name: 'createdAt',
          comparison: 'gte',
          value: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        },
        { name: 'id', comparison: 'gt', value: i * 450 },
        { name: 'groups.groupID', comparison: 'eq', value: (i % 8) + 1 },
        { name: 'organizations.id', comparison: 'eq', value: (i % 20) + 1 },
      ][i % 6];
      return list(i, pick);
    };

    for (const [label, request] of [
      ['every search-bar filter (12 shapes, asked again and again)', (i: number) => list(i)],
      ['200 distinct searches', distinct],
    ] as const) {
      const health: number[] = [];
      let loading = true;
      const sampler = (async () => {
        while (loading) {
          const t = performance.now();
          await (await fetch(`${url}/__dev/health`)).arrayBuffer();
          health.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      const t = performance.now();
      const results = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => request(i)));
      const wall = performance.now() - t;
      loading = false;
      await sampler;
      const times = results.map((r) => r.ms);
      console.log(
        `${REQUESTS} list requests at once, ${label}, sorted, first page: all answered in ${wall.toFixed(0)} ms`,
      );
      console.log(
        `  request latency: ${stats(times)} – target none over 2000 ms: ${Math.max(...times) <= 2000 ? 'met' : 'missed'}`,
      );
      console.log(
        `  health during the load: ${stats(health)} – target under 100 ms: ${Math.max(...health) < 100 ? 'met' : 'missed'}`,
      );
    }
  } finally {
    api?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
