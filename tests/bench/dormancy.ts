/**
 * The dormancy rule's dry run at 100,000 people (issue 39): `GET /account/dormancy/preview` as the Dormant
 * accounts page asks it (a page of 100 of each list, the counts whole), over a data set of the generator
 * (`npm run fixtures`' buildSeed), with the rule 90 / 180 / 365 days and a group exempt. Printed: the first
 * call and the median of RUNS, the API process's heap and RSS before and after (the computation's own
 * allocation, measured in-process after a GC when node runs with --expose-gc), the counts, and the load.
 * Run: npm run bench:dormancy [-- --users 100000]
 */
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { planDormancy } from '../../fixtures/server/domain/dormancy';
import { startServer } from '../../fixtures/server/index';
import { adminCookie, generatedDataSet, median } from './support';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' } } });
const USERS = Number(values.users);
const RUNS = 9;
const MB = 1024 * 1024;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const gc = (globalThis as { gc?: () => void }).gc;

async function main() {
  console.log(`load average before: ${load()}`);
  const { dir, file } = generatedDataSet(USERS, 'bench-dormancy-');
  const server = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file, dormancyEveryMs: 0 });
  try {
    const cookie = await adminCookie(server.url);
    const call = async (method: string, path: string, body?: unknown) => {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await res.json()) as { payload?: any };
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${method} ${path}: answered ${res.status}`);
      return { elapsed, payload: answer.payload };
    };
    await call('PUT', '/account/dormancy', {
      warnAfterDays: 90,
      deactivateAfterDays: 180,
      deleteAfterDays: 365,
      exemptGroupIDs: [8],
    });
    const path = `/account/dormancy/preview?range=${encodeURIComponent('[0,99]')}`;

    gc?.();
    const before = process.memoryUsage();
    const first = await call('GET', path);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await call('GET', path)).elapsed);
    const after = process.memoryUsage();

    // The computation alone, in the API's process (this one): its time and what it allocates.
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const plan = planDormancy(server.ctx);
    const planMs = performance.now() - started;
    const heapAfter = process.memoryUsage().heapUsed;

    const { counts } = first.payload;
    console.log(
      `\nDormancy dry run at ${USERS.toLocaleString('en')} people (rule 90 / 180 / 365 days, group 8 exempt)`,
    );
    console.log(`  counts: ${counts.mail} mailed, ${counts.deactivate} deactivated, ${counts.delete} deleted`);
    console.log(
      `  GET /account/dormancy/preview (a page of 100 each): first ${first.elapsed.toFixed(1)} ms, median of ${RUNS} ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms`,
    );
    console.log(
      `  planDormancy in-process: ${planMs.toFixed(1)} ms, heap +${((heapAfter - heapBefore) / MB).toFixed(1)} MB (${plan.mail.length + plan.deactivate.length + plan.delete.length} people listed)${gc ? '' : ' (no --expose-gc: heap figures include garbage)'}`,
    );
    console.log(
      `  API process: heap ${(before.heapUsed / MB).toFixed(0)} → ${(after.heapUsed / MB).toFixed(0)} MB, RSS ${(before.rss / MB).toFixed(0)} → ${(after.rss / MB).toFixed(0)} MB`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
