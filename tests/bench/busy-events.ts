/**
 * A busy event log (issue 41, item 3): events pushed at a steady rate while /events is open in Chromium.
 *
 *   npx tsx tests/bench/busy-events.ts [--rate 100] [--seconds 60] [--dev]
 *
 * It starts the development API on a free port, serves the console (built, or Vite's dev server with --dev),
 * opens /events signed in as the superadmin and, while another session of the superadmin records `--rate`
 * events a second for `--seconds`, types into the search bar once a second as a person would. It prints:
 * - keys: Chromium's event timing of each keystroke (input delay + handling + the next paint), median, p95, max;
 * - long tasks (over 50 ms) on the main thread during the push, and the longest;
 * - the list's reads of /unity/events during the push (each a round trip and a re-render);
 * - the JS heap after a forced garbage collection, before and after the push;
 * - paused: after Pause, the rows in view do not change while events arrive, and the "N new events" button
 *   counts every one of them (nothing lost).
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { startServer } from '../../fixtures/server/index';
import { adminCookie, median, quantile, runBench, serveConsole, signedInPage } from './support';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    dev: { type: 'boolean', default: false },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Records events through the API at `rate` a second for `ms`, at most 20 calls in flight (the API answers
 * each after its journal is on disk); resolves with how many were answered 2xx and how many failed.
 */
async function push(api: string, cookie: string, rate: number, ms: number): Promise<{ ok: number; failed: number }> {
  const headers = { 'content-type': 'application/json', cookie, origin: api };
  let sent = 0;
  let ok = 0;
  let failed = 0;
  let inFlight = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    // Catch up to the rate: the timer is coarse on a loaded machine.
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due && inFlight < 20; sent++) {
      inFlight++;
      const body = { name: 'Disk almost full', method: 'PUT', resource: `/account/disks/${sent}`, status: 507 };
      fetch(`${api}/unity/events`, { method: 'POST', headers, body: JSON.stringify(body) })
        .then((res) => (res.ok ? ok++ : failed++))
        .catch(() => failed++)
        .finally(() => inFlight--);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
  return { ok, failed };
}

runBench('bench-busy-events-', async (dir, closeAtEnd) => {
  const api = await startServer({ port: 0, dataDir: join(dir, 'state') });
  closeAtEnd(api.close);
  const base = await serveConsole({ dir, apiPort: new URL(api.url).port, dev: values.dev, cache: 'events' });
  const { browser, page } = await signedInPage(base);
  const cookie = await adminCookie(api.url);

  let reads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/unity\/events(\?|$)/.test(r.url())) reads++;
  });
  await page.goto(`${base}/events`);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 60_000 });
  await page.locator('#root table tbody tr').first().waitFor();

  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };
  // Event timing and long tasks, observed from the page itself.
  await page.evaluate(`(() => {
    window.__keys = []; window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'keydown') window.__keys.push(e.duration); })
      .observe({ type: 'event', durationThreshold: 16, buffered: false });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask' });
  })()`);
  const heapBefore = await heap();
  reads = 0;

  // The search bar's value box, as a person opens it: a field first (typing does not search until Search).
  await page.getByRole('search').getByRole('button', { name: 'Field' }).click();
  await page.getByRole('menuitem', { name: 'Resource', exact: true }).click();
  const search = page.getByRole('search').getByRole('textbox').first();
  const started = performance.now();
  const pushing = push(api.url, cookie, RATE, SECONDS * 1000);
  let typed = 0;
  while (performance.now() - started < SECONDS * 1000) {
    await search.press(typed % 8 === 7 ? 'Backspace' : 'a');
    typed++;
    await page.waitForTimeout(1000);
  }
  const recorded = await pushing;
  const readsDuringPush = reads;
  // Keys under the 16 ms threshold are not reported: count them as 16 ms (an upper bound).
  const slow = (await page.evaluate('window.__keys')) as number[];
  const keys = [...slow, ...Array<number>(Math.max(0, typed - slow.length)).fill(16)];
  const long = (await page.evaluate('window.__long')) as number[];
  const heapAfter = await heap();

  console.log(
    `Pushed ${recorded.ok} events in ${SECONDS} s (${RATE}/s asked, ${(recorded.ok / SECONDS).toFixed(0)}/s recorded, ${recorded.failed} failed) while /events was open`,
  );
  console.log(
    `keys (${typed} typed, ${slow.length} over 16 ms): median ${median(keys).toFixed(0)} ms, ` +
      `p95 ${quantile(keys, 0.95).toFixed(0)} ms, max ${Math.max(...keys).toFixed(0)} ms – target 100 ms: ` +
      `${quantile(keys, 0.95) <= 100 ? 'met' : 'missed'}`,
  );
  console.log(
    `long tasks: ${long.length} (${long.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, longest ` +
      `${long.length ? Math.max(...long).toFixed(0) : 0} ms)`,
  );
  console.log(`list reads of /unity/events during the push: ${readsDuringPush}`);
  console.log(`JS heap after GC: ${mb(heapBefore)} before, ${mb(heapAfter)} after`);

  // Paused: the rows stay, and every event that arrives is counted behind the button.
  await search.fill('');
  const pause = page.getByRole('button', { name: 'Pause' });
  if (await pause.count()) {
    await pause.click();
    const rowsBefore = await page.locator('#root table tbody tr').allInnerTexts();
    const more = await push(api.url, cookie, RATE, 5000);
    await page.waitForTimeout(1000);
    const rowsAfter = await page.locator('#root table tbody tr').allInnerTexts();
    const label = await page.getByRole('button', { name: /new events?$/ }).innerText();
    console.log(
      `paused: ${more.ok} events arrived; rows in view ${rowsBefore.join() === rowsAfter.join() ? 'unchanged' : 'CHANGED'}; ` +
        `the button says "${label.trim()}"`,
    );
  } else console.log('paused: no Pause button');
  await browser.close();
});
