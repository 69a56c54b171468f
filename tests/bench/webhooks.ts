/**
 * Event delivery under load (issue 58): 100 events a second to three destinations keeps the API's answers to
 * the console within 10 % of their time without deliveries.
 *
 *   npm run bench:webhooks [-- --rate 100 --seconds 10 --rounds 3]
 *
 * Starts the development API in a process of its own (deliveries admitted to loopback) and three receivers in
 * this one, each verifying every delivery's signature with the `standardwebhooks` package. The same write load
 * runs throughout — `--rate` changes of people a second, each an event — while a console's calls (who am I, the
 * users' first page, an access check, the event log) are timed one after another. Rounds take turns: the three
 * destinations disabled (the events still go to the outbox and the feed, nothing is delivered), then enabled,
 * so the machine's load weighs on both alike. Prints each call's median and p95 per phase, their ratio, the
 * deliveries received and the machine's load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { Webhook } from 'standardwebhooks';
import { adminCookie, median, quantile, waitForUrl } from './support';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const root = resolve(import.meta.dirname, '../..');

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
  { name: 'GET unity events', method: 'GET', path: `/unity/events?range=${encodeURIComponent('[0,19]')}` },
];

interface Receiver {
  server: Server;
  url: string;
  secret: string;
  received: number;
  unverified: number;
}

async function receiver(): Promise<Receiver> {
  const r: Receiver = { server: createServer(), url: '', secret: '', received: 0, unverified: 0 };
  r.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        new Webhook(r.secret).verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>);
        r.received++;
      } catch {
        r.unverified++;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => r.server.listen(0, '127.0.0.1', done));
  r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/hooks`;
  return r;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
let api: ChildProcess | undefined;
const receivers: Receiver[] = [];
try {
  const port = await getPort();
  const url = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      FIXTURES: 'seed',
      OUTBOUND_NETWORK: 'loopback',
      REQUEST_LOG: '/dev/null',
    },
    stdio: 'ignore',
  });
  await waitForUrl(`${url}/__dev/health`, 180_000);
  const cookie = await adminCookie(url);
  const headers = { 'content-type': 'application/json', cookie, origin: url };
  const call = (method: string, path: string, body?: unknown) =>
    fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  const hooks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await receiver();
    receivers.push(r);
    const made = await (
      await call('POST', '/account/webhooks', { url: r.url, eventTypes: ['person.changed'], enabled: false })
    ).json();
    r.secret = made.payload.secret;
    hooks.push(made.payload.id);
  }
  const people = ((await (await call('GET', '/account/users?range=[0,49]')).json()).payload as { id: number }[])
    .map((u) => u.id)
    .filter((id) => id !== 1);

  /** `RATE` changes of people a second (each a `person.changed` event) until `stop` says so. */
  let changes = 0;
  const load = async (stop: () => boolean) => {
    const started = performance.now();
    const inFlight = new Set<Promise<unknown>>();
    // Counted per phase: a count over the whole run would be past every later phase's due and load none of them.
    let made = 0;
    while (!stop()) {
      const due = Math.floor(((performance.now() - started) / 1000) * RATE);
      while (made < due && inFlight.size < 20) {
        made++;
        const id = people[changes % people.length];
        const p = call('PUT', `/account/users/${id}`, { firstName: `Load ${changes++}` }).then((res) => res.text());
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(inFlight);
  };

  const times: Record<'without' | 'with', Record<string, number[]>> = { without: {}, with: {} };
  for (let round = 0; round < ROUNDS * 2; round++) {
    const phase = round % 2 === 0 ? 'without' : 'with';
    for (const id of hooks) await call('PUT', `/account/webhooks/${id}`, { enabled: phase === 'with' });
    const end = performance.now() + SECONDS * 1000;
    const loading = load(() => performance.now() > end);
    while (performance.now() < end) {
      for (const c of CALLS) {
        const started = performance.now();
        await (await call(c.method, c.path, c.body)).text();
        (times[phase][c.name] ??= []).push(performance.now() - started);
      }
    }
    await loading;
  }
  // Let the last deliveries arrive.
  await new Promise((r) => setTimeout(r, 2000));

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`webhooks: ${RATE} changes/s, ${ROUNDS} rounds of ${SECONDS} s per phase, 3 destinations`);
  console.log(`  changes made: ${changes}`);
  console.log(
    `  delivered: ${receivers.map((r) => r.received).join(' / ')} (unverified: ${receivers.map((r) => r.unverified).join(' / ')})`,
  );
  let worst = 0;
  for (const c of CALLS) {
    const [a, b] = [times.without[c.name], times.with[c.name]];
    const ratio = median(b) / median(a);
    worst = Math.max(worst, ratio);
    console.log(
      `  ${c.name.padEnd(24)} without: median ${ms(median(a))}, p95 ${ms(quantile(a, 0.95))} (${a.length})` +
        ` | with: median ${ms(median(b))}, p95 ${ms(quantile(b, 0.95))} (${b.length}) | ratio ${ratio.toFixed(2)}`,
    );
  }
  console.log(`  worst median ratio: ${worst.toFixed(2)} (target at most 1.10)`);
  console.log(
    `  load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  api?.kill('SIGKILL');
  for (const r of receivers) r.server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
