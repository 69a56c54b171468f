/**
 * What a call costs, one at a time (issue 21: the one gate runs before every handler). Starts the
 * development API of this checkout and, with `--against <dir>`, the one of another checkout (an older
 * commit's worktree) on the same data set, then times the same calls on each, taking turns call by call
 * so that the machine's load weighs on both alike. Prints each call's median and p95 per API.
 * Run: npm run bench:api-calls [-- --users 100000 --rounds 200 --against /path/to/other/checkout]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { adminCookie, generatedDataSet, quantile, waitForUrl } from './support';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '200' },
    against: { type: 'string' },
  },
});
const USERS = Number(values.users);
const ROUNDS = Number(values.rounds);
const here = resolve(import.meta.dirname, '../..');

interface Api {
  label: string;
  url: string;
  cookie: string;
  process: ChildProcess;
}

/** The calls a console page makes most: who am I, a list page, an access check, a write on another user, the events. */
const CALLS: { name: string; method: string; path: string; body?: unknown }[] = [
  { name: 'GET users/current', method: 'GET', path: '/account/users/current' },
  {
    name: 'GET users (first page)',
    method: 'GET',
    path: `/account/users?range=${encodeURIComponent('[0,19]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
  },
  {
    name: 'POST users/access',
    method: 'POST',
    path: '/account/users/access',
    body: { method: 'DELETE', service: 'account', path: '/users/5' },
  },
  { name: 'PUT users/5 (a name)', method: 'PUT', path: '/account/users/5', body: { firstName: 'Bench' } },
  { name: 'GET unity events', method: 'GET', path: `/unity/events?range=${encodeURIComponent('[0,19]')}` },
];

async function start(label: string, root: string, dataDir: string, fixtures: string): Promise<Api> {
  const port = await getPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, FIXTURES: fixtures },
    stdio: 'ignore',
  });
  await waitForUrl(`${url}/__dev/health`, 180_000);
  return { label, url, cookie: await adminCookie(url), process: child };
}

async function time(api: Api, call: (typeof CALLS)[number]): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${api.url}${call.path}`, {
    method: call.method,
    headers: { cookie: api.cookie, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${api.label} ${call.name}: ${res.status}`);
  return performance.now() - t;
}

async function main() {
  const { dir, file } = generatedDataSet(USERS, 'bench-calls-');
  const apis: Api[] = [];
  try {
    apis.push(await start('this checkout', here, join(dir, 'here'), file));
    if (values.against) apis.push(await start(values.against, resolve(values.against), join(dir, 'against'), file));
    const load = loadavg()[0];
    const times = new Map<string, number[]>();
    for (let round = -10; round < ROUNDS; round++) {
      for (const call of CALLS) {
        // Taking turns, in a different order each round.
        for (const api of round % 2 ? apis : [...apis].reverse()) {
          const ms = await time(api, call);
          if (round < 0) continue; // warm-up: caches built, code compiled
          const key = `${call.name}\t${api.label}`;
          times.set(key, [...(times.get(key) ?? []), ms]);
        }
      }
    }
    console.log(
      `${USERS.toLocaleString('en')} users, ${ROUNDS} rounds, load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
    );
    for (const call of CALLS) {
      const row = apis.map((api) => {
        const t = times.get(`${call.name}\t${api.label}`)!;
        return `${api.label}: median ${quantile(t, 0.5).toFixed(2)} ms, p95 ${quantile(t, 0.95).toFixed(2)} ms`;
      });
      console.log(`${call.name.padEnd(24)} ${row.join(' | ')}`);
    }
  } finally {
    for (const api of apis) api.process.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
