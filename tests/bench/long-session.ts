/**
 * A long session (issue 41, item 2): an administrator's scripted day of navigations in one tab, and what the
 * page holds after it.
 *
 *   npx tsx tests/bench/long-session.ts [--steps 300] [--dev] [--snapshots]
 *
 * It starts the development API on a free port, serves the console (built, or Vite's dev server with --dev),
 * signs in as the superadmin and, as a person does, goes round the menu's pages by their links (Users, Groups,
 * Organizations), opening a record on each list and closing it again, one navigation a step. After 10 steps and
 * after `--steps`, with a garbage collection forced through the DevTools protocol, it reads:
 * - the JS heap in use (target: after `--steps` at most 1.2 times after 10), and every 100 steps along the way;
 * - the DOM nodes and the JS event listeners (Chromium's Performance.getMetrics);
 * - the timers and sockets the page holds: intervals not cleared, timeouts pending, WebSockets open (counted
 *   by a script installed before the console's own; react-query keeps a timeout per query it may forget);
 * - with --snapshots: what grew between the two, from two heap snapshots (self size by kind and constructor).
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { startServer } from '../../fixtures/server/index';
import { runBench, serveConsole, signedInPage } from './support';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '300' },
    dev: { type: 'boolean', default: false },
    snapshots: { type: 'boolean', default: false },
  },
});
const STEPS = Number(values.steps);
const EARLY = 10;
const TARGET_RATIO = 1.2;

/** Counts the page's live timers and sockets, wrapping the browser's own before any script of the page runs. */
const COUNT_HANDLES = `(() => {
  const intervals = new Set(), timeouts = new Set(), sockets = new Set();
  const { setInterval: si, clearInterval: ci, setTimeout: st, clearTimeout: ct } = window;
  window.setInterval = (...a) => { const id = si(...a); intervals.add(id); return id; };
  window.clearInterval = (id) => { intervals.delete(id); return ci(id); };
  window.setTimeout = (f, ...a) => { let id; id = st((...x) => { timeouts.delete(id); return typeof f === 'function' ? f(...x) : undefined; }, ...a); timeouts.add(id); return id; };
  window.clearTimeout = (id) => { timeouts.delete(id); return ct(id); };
  const WS = window.WebSocket;
  window.WebSocket = class extends WS {
    constructor(...a) { super(...a); sockets.add(this); this.addEventListener('close', () => sockets.delete(this)); }
  };
  window.__handles = () => ({ intervals: intervals.size, timeouts: timeouts.size, sockets: [...sockets].filter((s) => s.readyState <= 1).length });
})()`;

/** The menu's pages a round of the day goes through, each by its link's name, and their addresses. */
const ROUND = [
  ['Users', '/users'],
  ['Groups', '/groups'],
  ['Organizations', '/organizations'],
] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A heap snapshot's self sizes by kind and constructor (V8's snapshot format: a flat array of nodes). */
async function heapByConstructor(cdp: CDPSession): Promise<Map<string, number>> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const [types] = snapshot.snapshot.meta.node_types;
  const at = (field: string) => fields.indexOf(field);
  const [type, name, size] = [at('type'), at('name'), at('self_size')];
  const sizes = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const kind = types[snapshot.nodes[i + type]];
    const key =
      kind === 'object' || kind === 'closure' ? `${kind} ${snapshot.strings[snapshot.nodes[i + name]]}` : kind;
    sizes.set(key, (sizes.get(key) ?? 0) + snapshot.nodes[i + size]);
  }
  return sizes;
}

interface Reading {
  heap: number;
  nodes: number;
  listeners: number;
  intervals: number;
  timeouts: number;
  sockets: number;
}

runBench('bench-long-session-', async (dir, closeAtEnd) => {
  const api = await startServer({ port: 0, dataDir: join(dir, 'state') });
  closeAtEnd(api.close);
  const base = await serveConsole({ dir, apiPort: new URL(api.url).port, dev: values.dev!, cache: 'long-session' });
  const { browser, page } = await signedInPage(base);
  closeAtEnd(() => browser.close());
  await page.context().addInitScript(COUNT_HANDLES);
  // The counting script runs from the next document on: the day starts on a fresh load of /users.
  await page.goto(`${base}/users`);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const rows = page.locator('#root table tbody tr');
  const panel = page.getByRole('complementary');
  await rows.first().waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const read = async (): Promise<Reading> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const handles = (await page.evaluate('window.__handles()')) as Pick<Reading, 'intervals' | 'timeouts' | 'sockets'>;
    return { heap, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), ...handles };
  };

  // A person's day, one navigation a step: a page by the menu's link, one of its records opened, then closed.
  const steps = [
    async ([name, path]: (typeof ROUND)[number]) => {
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      // The new page's own rows: its heading first, so that the last page's rows are not taken for them.
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 30_000 });
      await rows.filter({ hasText: /\S/ }).first().waitFor({ timeout: 30_000 });
    },
    async () => {
      await rows.first().click();
      await panel.waitFor({ timeout: 30_000 });
    },
    async () => {
      await panel.getByRole('button', { name: 'Close' }).first().click();
      await panel.waitFor({ state: 'detached', timeout: 30_000 });
    },
  ];

  let early: Reading | undefined;
  let earlySizes = new Map<string, number>();
  const started = performance.now();
  for (let step = 1; step <= STEPS; step++) {
    await steps[(step - 1) % steps.length](ROUND[Math.floor((step - 1) / steps.length) % ROUND.length]);
    if (step === EARLY) {
      early = await read();
      if (values.snapshots) earlySizes = await heapByConstructor(cdp);
    }
    // The heap along the way: a leak grows with the steps, a warm-up (compiled code, caches filling) levels off.
    if (step % 100 === 0 && step < STEPS) {
      console.log(
        `  step ${step}: ${((performance.now() - started) / 1000).toFixed(0)} s, heap ${mb((await read()).heap)}`,
      );
    }
  }
  const late = await read();
  const ratio = late.heap / early!.heap;
  console.log(`A scripted day of ${STEPS} navigations (lists by the menu, a record opened and closed on each)`);
  console.log(
    `JS heap after GC: ${mb(early!.heap)} after ${EARLY}, ${mb(late.heap)} after ${STEPS}: ratio ${ratio.toFixed(2)} – target ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'missed'}`,
  );
  for (const key of ['nodes', 'listeners', 'intervals', 'timeouts', 'sockets'] as const) {
    console.log(`${key}: ${early![key]} after ${EARLY}, ${late[key]} after ${STEPS}`);
  }
  if (values.snapshots) {
    const lateSizes = await heapByConstructor(cdp);
    const grown = [...lateSizes]
      .map(([key, size]) => [key, size - (earlySizes.get(key) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15);
    // V8 counts its compiled code in the heap: code optimised as the day goes on is no data kept.
    const data = (sizes: Map<string, number>) =>
      [...sizes].reduce((sum, [key, size]) => sum + (key === 'code' ? 0 : size), 0);
    console.log(
      `heap without compiled code: ${mb(data(earlySizes))} after ${EARLY}, ${mb(data(lateSizes))} after ${STEPS}: ratio ${(data(lateSizes) / data(earlySizes)).toFixed(2)}`,
    );
    console.log(`grew most between step ${EARLY} and step ${STEPS} (self size):`);
    for (const [key, size] of grown) console.log(`  ${(size / 1024).toFixed(0).padStart(6)} kB  ${key}`);
  }
});
