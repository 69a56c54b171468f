/**
 * The history's export at a million entries (issue 40): the API starts once on the seed in a temporary DATA_DIR
 * (so its state is saved), 1,000,000 history entries are written into that folder's history.ndjson, and the API
 * starts again on it (in a process of its own, as `npm run api` does). Then, as the seed's auditor, the whole log
 * is exported as CSV and as JSON Lines, and one day of it as CSV, each read to the end by a streaming client:
 * printed, the time to the first byte and to the last, the rows and bytes, the API's RSS before and its highest
 * during each export (sampled every 20 ms from /proc), its peak since start (VmHWM), and the load (uptime).
 *
 *   npm run bench:history-export [-- --entries 1000000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { waitForUrl } from './support';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' } } });
const ENTRIES = Number(values.entries);
const root = resolve(import.meta.dirname, '../..');
const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const status = (pid: number, key: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function startApi(state: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: state, REQUEST_LOG: '/dev/null' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/__dev/health`, 600_000);
  return { url, child };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A million entries as the API writes them: people's profiles changed by administrators, a minute apart. */
async function writeHistory(file: string) {
  const out = createWriteStream(file);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  for (let i = 1; i <= ENTRIES; i++) {
    const user = 4 + (i % 60);
    const entry = {
      id: i,
      at: new Date(start + i * 30_000).toISOString(),
      actorID: 1,
      actorEmail: 'admin@example.com',
      asUserID: 0,
      asUserEmail: '',
      viaToken: false,
      service: 'account',
      method: 'PUT',
      path: `/account/users/${user}`,
      runID: i % 10 === 0 ? `bulk-${Math.floor(i / 1000)}` : '',
      resource: 'users',
      recordID: user,
      action: 'update',
      about: [`users:${user}`],
      changes: [{ field: 'firstName', before: `Name ${i - 1}`, after: `Name ${i}` }],
      summary: `firstName: "Name ${i - 1}" → "Name ${i}"`,
    };
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function main() {
  console.log(`${ENTRIES.toLocaleString('en')} history entries; ${load()}`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-export-'));
  let api: { url: string; child: ChildProcess } | undefined;
  try {
    // A first start saves the seed's state, so the next one restores it and keeps its history.
    api = await startApi(dir);
    await stop(api.child);
    let t = performance.now();
    await writeHistory(join(dir, 'history.ndjson'));
    console.log(`history.ndjson written: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    api = await startApi(dir);
    const pid = api.child.pid!;
    console.log(
      `API started on it: ${((performance.now() - t) / 1000).toFixed(1)} s, RSS ${mb(status(pid, 'VmRSS'))}; ${load()}`,
    );
    const signin = await fetch(`${api.url}/account/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'auditor@example.com', password: 'auditor1234' }),
    });
    if (signin.status !== 200) throw new Error(`the auditor's sign-in answered ${signin.status}`);
    const cookie = signin.headers.getSetCookie()[0].split(';')[0];

    const exportOnce = async (label: string, query: string) => {
      global.gc?.();
      const before = status(pid, 'VmRSS');
      let highest = before;
      const sampler = setInterval(() => (highest = Math.max(highest, status(pid, 'VmRSS'))), 20);
      const started = performance.now();
      const res = await fetch(`${api!.url}/account/history/export?${query}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
      let first = 0;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!first) first = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      const total = performance.now() - started;
      clearInterval(sampler);
      const rows = query.includes('jsonl') ? lines : lines - 1;
      console.log(
        `${label}: ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB; first byte ${first.toFixed(0)} ms, ` +
          `all ${(total / 1000).toFixed(1)} s (${((rows / total) * 1000).toFixed(0)} rows/s); API RSS ${mb(before)} ` +
          `before, at most ${mb(highest)} during (+${mb(highest - before)}); ${load()}`,
      );
    };
    await exportOnce('CSV, the whole log', 'format=csv');
    await exportOnce('JSON Lines, the whole log', 'format=jsonl');
    await exportOnce('CSV, one day', 'format=csv&from=2025-03-01&to=2025-03-02');
    console.log(`API peak RSS since start (VmHWM, loading the log included): ${mb(status(pid, 'VmHWM'))}`);
  } finally {
    if (api) await stop(api.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
