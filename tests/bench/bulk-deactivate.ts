/**
 * Deactivating 1,000 selected users against the development API, the way the Users page's bulk action
 * does it (src/bulk/runner.ts, BULK_CONCURRENCY calls in flight, one PUT {active:false} per user): the
 * time it takes, the peak number of calls in flight (counted by the runner, the client and the server), the
 * calls' latency and the time the store spent saving meanwhile; also the time of "Select all N matching"
 * (every user, fetched 1,000 a page) at that size.
 *
 *   npx tsx tests/bench/bulk-deactivate.ts [data-set sizes…]      (default: 10000 and 100000 users)
 *
 * Each size gets a generated data set and its own API on a free port, its state in a temporary folder.
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../../fixtures/server/index';
import { BulkJob } from '../../src/bulk/runner';
import { BULK_CONCURRENCY, SELECT_ALL_CONCURRENCY, SELECT_ALL_PAGE_SIZE } from '../../src/constants';
import { adminCookie, generatedDataSet, quantile } from './support';

const SELECTED = 1000;
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function measure(size: number) {
  const { dir, file } = generatedDataSet(size, 'bench-bulk-');
  const api = await createApp({ dataDir: join(dir, 'state'), fixtures: file });
  // Calls in flight as the server sees them: from the request's arrival to the end of its answer.
  let serverInFlight = 0;
  let serverPeak = 0;
  let counting = false;
  const http = createServer((req, res) => {
    if (counting) {
      serverInFlight++;
      serverPeak = Math.max(serverPeak, serverInFlight);
      res.on('close', () => serverInFlight--);
    }
    api.app(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  try {
    const cookie = await adminCookie(server.url);
    const headers = { cookie, 'content-type': 'application/json' };

    // Select all N matching (no filter: every user), 1,000 a page, SELECT_ALL_CONCURRENCY pages at once.
    const filters = encodeURIComponent('[]');
    const first = await fetch(`${server.url}/account/users?filters=${filters}&range=[0,0]`, { headers });
    const matching = Number(first.headers.get('content-range')!.split('/')[1]);
    const pages = Math.ceil(matching / SELECT_ALL_PAGE_SIZE);
    const selectStart = performance.now();
    const ids: number[] = [];
    await new BulkJob({
      items: Array.from({ length: pages }, (_, i) => i),
      keyOf: String,
      concurrency: SELECT_ALL_CONCURRENCY,
      act: async (page) => {
        const range = `[${page * SELECT_ALL_PAGE_SIZE},${(page + 1) * SELECT_ALL_PAGE_SIZE - 1}]`;
        const res = await fetch(`${server.url}/account/users?filters=${filters}&sort=["id","ASC"]&range=${range}`, {
          headers,
        });
        for (const user of ((await res.json()) as { payload: { id: number }[] }).payload) ids.push(user.id);
      },
    }).run();
    const selectMs = performance.now() - selectStart;
    if (ids.length !== matching) throw new Error(`selected ${ids.length} of ${matching}`);

    // Deactivate 1,000 of them (not the signed-in superadmin).
    const selected = ids.filter((id) => id !== 1).slice(0, SELECTED);
    const latencies: number[] = [];
    let clientInFlight = 0;
    let clientPeak = 0;
    const job = new BulkJob({
      items: selected,
      keyOf: String,
      concurrency: BULK_CONCURRENCY,
      act: async (id) => {
        clientInFlight++;
        clientPeak = Math.max(clientPeak, clientInFlight);
        const started = performance.now();
        try {
          const res = await fetch(`${server.url}/account/users/${id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ active: false }),
          });
          if (res.status !== 200) throw new Error(`PUT /account/users/${id} answered ${res.status}`);
          await res.arrayBuffer();
        } finally {
          latencies.push(performance.now() - started);
          clientInFlight--;
        }
      },
    });
    // The store saves the changed collections (the whole users file) 100 ms after a write.
    const store = api.ctx.store;
    const save = store.flush.bind(store);
    let saves = 0;
    let saveMs = 0;
    store.flush = () => {
      const began = performance.now();
      save();
      saves++;
      saveMs += performance.now() - began;
    };
    counting = true;
    const started = performance.now();
    await job.run();
    const elapsed = performance.now() - started;
    counting = false;
    store.flush = save;
    const { done, failed } = job.progress;
    latencies.sort((a, b) => a - b);
    const check = await fetch(
      `${server.url}/account/users?filters=${encodeURIComponent(JSON.stringify([{ name: 'active', comparison: 'eq', value: false }]))}&range=[0,0]`,
      { headers },
    );
    const inactive = Number(check.headers.get('content-range')!.split('/')[1]);

    console.log(`data set of ${size.toLocaleString('en-US')} users:`);
    console.log(
      `  select all ${matching.toLocaleString('en-US')} matching: ${pages} pages of ${SELECT_ALL_PAGE_SIZE} ` +
        `(${SELECT_ALL_CONCURRENCY} at once) in ${ms(selectMs)}`,
    );
    console.log(
      `  deactivate ${selected.length.toLocaleString('en-US')} selected users: ${(elapsed / 1000).toFixed(2)} s ` +
        `(${((done + failed) / (elapsed / 1000)).toFixed(0)} users/s), ${done} done, ${failed} failed`,
    );
    console.log(
      `  calls in flight: peak ${job.progress.peakInFlight} (runner), ${clientPeak} (client), ${serverPeak} (server); ` +
        `limit ${BULK_CONCURRENCY}`,
    );
    console.log(
      `  PUT latency: median ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, ` +
        `max ${ms(latencies[latencies.length - 1])}; inactive users now ${inactive.toLocaleString('en-US')}`,
    );
    console.log(
      `  the store saved ${saves} times meanwhile, ${ms(saveMs)} in all (${ms(saveMs / Math.max(1, saves))} each, ` +
        `${((saveMs / elapsed) * 100).toFixed(0)}% of the run, the API answering nothing meanwhile)`,
    );
  } finally {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const size of SIZES.length ? SIZES : [10_000, 100_000]) await measure(size);
