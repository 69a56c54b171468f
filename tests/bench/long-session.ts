/**
 * A long session (issue 41, item 2): an administrator's scripted day of navigations in one tab, and what the
 * page holds after it.
 *
 *   npx tsx tests/bench/long-session.ts [--steps 300] [--dev] [--snapshots]
 *
 * It starts the development API on a free port, serves the console (built, or Vite's dev server with --dev),
 * signs in as the superadmin and, as a person does, goes round the menu's pages by their links (Users, Groups,
 * Organizations), opening a record on each list (a different row each round) and closing it again, one
 * navigation a step. After 10 steps, every 100 and after `--steps`, with a garbage collection forced through
 * the DevTools protocol, it reads:
 * - the JS heap in use (target: after `--steps` at most 1.2 times after 10), split by a heap snapshot into
 *   V8's compiled code (the machine code of functions compiled to a higher tier as they grow hot, bounded by
 *   the console's code) and the rest, the data a leak would grow;
 * - the DOM nodes and the JS event listeners (Chromium's Performance.getMetrics);
 * - the timers and sockets the page holds: intervals not cleared, timeouts pending, WebSockets open (counted
 *   by a script installed before the console's own; react-query keeps a timeout per query it may forget);
 * - with --snapshots: what grew most between step 10 and the last (self size by kind and name).
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
    const named = kind === 'object' || kind === 'closure' || kind === 'code' || kind === 'native';
    const key = named ? `${kind} ${snapshot.strings[snapshot.nodes[i + name]]}` : kind;
    sizes.set(key, (sizes.get(key) ?? 0) + snapshot.nodes[i + size]);
  }
  return sizes;
}

/** V8's compiled code in a snapshot's sizes: bytecode, machine code and what it carries (kind `code`). */
const compiledCode = (sizes: Map<string, number>) =>
  [...sizes].reduce((sum, [key, size]) => sum + (key.startsWith('code ') ? size : 0), 0);

interface Reading {
  heap: number;
  /** Of the heap, V8's compiled code (from a snapshot taken after the collection). */
  code: number;
  sizes: Map<string, number>;
  nodes: number;
  listeners: number;
  intervals: number;
  timeouts: number;
  sockets: number;
}

runBench('bench-long-session-', async (dir, closeAtEnd) => {
  const api = await startServer({ port: 0, dataDir: join(dir, 'state') });
  closeAtEnd(api.close);
  const base = await serveConsole({ dir, apiPort: new URL(api.url).port, dev: values.dev, cache: 'long-session' });
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
    const sizes = await heapByConstructor(cdp);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const handles = (await page.evaluate('window.__handles()')) as Pick<Reading, 'intervals' | 'timeouts' | 'sockets'>;
    return {
      heap,
      code: compiledCode(sizes),
      sizes,
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      ...handles,
    };
  };

  // A person's day, one navigation a step: a page by the menu's link, one of its records opened, then closed.
  const steps = [
    async (round: number) => {
      const [name, path] = ROUND[round % ROUND.length];
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      // The new page's own rows: its heading first, so that the last page's rows are not taken for them.
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 30_000 });
      await rows.filter({ hasText: /\S/ }).first().waitFor({ timeout: 30_000 });
    },
    async (round: number) => {
      // A different record each round, as a person's day goes through many (caches keyed by record included).
      await rows.nth(round % Math.min(10, await rows.count())).click();
      await panel.waitFor({ timeout: 30_000 });
    },
    async () => {
      await panel.getByRole('button', { name: 'Close' }).first().click();
      await panel.waitFor({ state: 'detached', timeout: 30_000 });
    },
  ];

  const readings: [number, Reading][] = [];
  const started = performance.now();
  for (let step = 1; step <= STEPS; step++) {
    await steps[(step - 1) % steps.length](Math.floor((step - 1) / steps.length));
    if (step === EARLY || step % 100 === 0 || step === STEPS) {
      readings.push([step, await read()]);
      console.log(`  step ${step}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  const [, early] = readings[0];
  const [, late] = readings[readings.length - 1];
  const ratio = late.heap / early.heap;
  const rest = (r: Reading) => r.heap - r.code;
  console.log(`A scripted day of ${STEPS} navigations (lists by the menu, a record opened and closed on each)`);
  // The heap along the way: a leak grows with the steps, compiled code levels off once the hot code is compiled.
  console.log('| after | JS heap after GC | of it, compiled code | the rest |');
  console.log('| --- | --- | --- | --- |');
  for (const [step, r] of readings) {
    console.log(`| step ${step} | ${mb(r.heap)} | ${mb(r.code)} | ${mb(rest(r))} |`);
  }
  console.log(
    `JS heap: ratio ${ratio.toFixed(2)} after ${STEPS} to after ${EARLY} – target ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'missed'}`,
  );
  console.log(`JS heap without compiled code: ratio ${(rest(late) / rest(early)).toFixed(2)}`);
  for (const key of ['nodes', 'listeners', 'intervals', 'timeouts', 'sockets'] as const) {
    console.log(`${key}: ${early[key]} after ${EARLY}, ${late[key]} after ${STEPS}`);
  }
  if (values.snapshots) {
    const grown = [...late.sizes]
      .map(([key, size]) => [key, size - (early.sizes.get(key) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15);
    console.log(`grew most between step ${EARLY} and step ${STEPS} (self size):`);
    for (const [key, size] of grown) console.log(`  ${(size / 1024).toFixed(0).padStart(6)} kB  ${key}`);
  }
});
