/**
 * Median time of GET /account/users with a `like` filter, a sort and range=[0,19], at 10,000 and 100,000
 * users (target: under 50 ms at 100,000). Run: npx tsx tests/bench/api-users.ts [sizes…]
 * Each size gets a generated data set and its own API on a free port; the first request of each
 * (sort, filter) shape is a warm-up.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../fixtures/server/index';
import { adminCookie, generatedDataSet } from './support';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const RUNS = 41;
const NEEDLES = ['smi', 'ar', 'example.org', 'lee', 'o', 'rivera', 'mü', 'zz-none'];
const SORTS = [
  ['lastName', 'ASC'],
  ['createdAt', 'DESC'],
  ['email', 'ASC'],
];

async function measure(size: number): Promise<number> {
  const { dir, file } = generatedDataSet(size, 'bench-users-');
  const server = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  try {
    const cookie = await adminCookie(server.url);
    const get = async (i: number) => {
      const [field, order] = SORTS[i % SORTS.length];
      const filters = encodeURIComponent(
        JSON.stringify([{ name: 'lastName', comparison: 'like', value: NEEDLES[i % NEEDLES.length] }]),
      );
      const query = `filters=${filters}&sort=${encodeURIComponent(JSON.stringify([field, order]))}&range=${encodeURIComponent('[0,19]')}`;
      const started = performance.now();
      const res = await fetch(`${server.url}/account/users?${query}`, { headers: { cookie } });
      const body = (await res.json()) as { payload: unknown[] };
      const elapsed = performance.now() - started;
      if (res.status !== 200 || body.payload.length > 20) throw new Error(`unexpected answer ${res.status}`);
      return elapsed;
    };
    for (let i = 0; i < SORTS.length * NEEDLES.length; i++) await get(i); // warm-up: caches and JIT
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await get(i));
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const size of SIZES.length ? SIZES : [10_000, 100_000]) {
  const median = await measure(size);
  console.log(`GET /account/users (like + sort + range=[0,19]) at ${size} users: median ${median.toFixed(1)} ms`);
}
