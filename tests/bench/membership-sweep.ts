/**
 * The memberships' sweep at 100,000 memberships (issue 62: "ends them on time within a minute, with the API's
 * answers to the console unslowed beyond 10 %"): a data set of the generator with exactly MEMBERSHIPS group
 * memberships, DUE of them ending in the same minute (an hour from the start) and STARTING more starting in it.
 * Printed, medians of RUNS: the console's typical call (`GET /account/users`, a page of 100, as the Users page
 * asks it) with no sweep, then with the sweep running (every TICK_MS instead of every 30 s, so that many of its
 * passes fall among the calls: each pass with nothing due is what the schedule costs the rest of the time); a
 * pass with nothing due, as the sweep does it (the dated memberships' index) and as a scan of every membership
 * would; then the pass that ends the DUE memberships and starts the others, a slice at a time as the schedule
 * does it, with the calls made during it (the slowest: how long a call waits behind a slice), and the load.
 * Run: npm run bench:membership-sweep
 */
import { loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFixtures } from '../../fixtures/server/fixtures';
import { buildSeed } from '../../fixtures/seed/index';
import {
  dueMemberships,
  scheduleMembershipEnds,
  SWEEP_SLICE,
  sweepInSlices,
  sweepMembershipEnds,
} from '../../fixtures/server/domain/membershipEnds';
import { startServer } from '../../fixtures/server/index';
import type { UserGroupRow } from '../../fixtures/server/types';
import { adminCookie, median } from './support';

const MEMBERSHIPS = 100_000;
const DUE = 10_000;
const STARTING = 1_000;
const RUNS = 41;
/** The sweep's period while the calls are timed (the schedule's own is 30 s: this makes it 300 times busier). */
const TICK_MS = 100;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A data set with exactly MEMBERSHIPS memberships, DUE ending within the minute after `end`. */
function dataSet(end: number): { dir: string; file: string } {
  const data = buildSeed({ users: 90_000 }) as unknown as {
    users: { id: number }[];
    groups: { id: number }[];
    userGroups: UserGroupRow[];
  };
  const links = data.userGroups.slice(0, MEMBERSHIPS);
  const taken = new Set(links.map((l) => `${l.userID}:${l.groupID}`));
  let nextID = Math.max(...links.map((l) => l.id)) + 1;
  // More memberships where the generator made fewer: people in groups they are not in yet.
  for (let i = 0; links.length < MEMBERSHIPS; i++) {
    const userID = data.users[i % data.users.length].id;
    const groupID = data.groups[i % data.groups.length].id;
    if (taken.has(`${userID}:${groupID}`)) continue;
    taken.add(`${userID}:${groupID}`);
    links.push({ id: nextID++, userID, groupID });
  }
  // The demo superadmin's memberships (user 1) stay endless: the last superadmin's rule is not what is measured.
  const others = links.filter((l) => l.userID !== 1);
  for (let i = 0; i < DUE; i++) others[i].endsAt = new Date(end + Math.floor((i * 60_000) / DUE)).toISOString();
  for (let i = DUE; i < DUE + STARTING; i++) others[i].startsAt = new Date(end + (i % 60) * 1000).toISOString();
  data.userGroups = links;
  const dir = mkdtempSync(join(tmpdir(), 'bench-membership-sweep-'));
  const file = join(dir, 'data');
  writeFixtures(file, data as never);
  return { dir, file };
}

async function main() {
  console.log(`load average before: ${load()}`);
  // The platform's clock: real time, moved on an hour and a minute when the memberships' minute is to come.
  let offset = 0;
  const end = Date.now() + 3_600_000;
  const { dir, file } = dataSet(end);
  const server = await startServer({
    port: 0,
    dataDir: join(dir, 'state'),
    fixtures: file,
    now: () => new Date(Date.now() + offset),
    dormancyEveryMs: 0,
    membershipSweepEveryMs: 0,
  });
  try {
    const { ctx } = server;
    let cookie = await adminCookie(server.url);
    const path = `/account/users?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["lastName","ASC"]')}`;
    const call = async (run: number) => {
      const started = performance.now();
      // A different page each run, so no answer is the list's cached one.
      const res = await fetch(
        `${server.url}${path.replace('%5B0%2C99%5D', encodeURIComponent(`[${run * 100},${run * 100 + 99}]`))}`,
        {
          headers: { cookie },
        },
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /account/users answered ${res.status}`);
      return performance.now() - started;
    };
    const timeCalls = async (from: number) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await call(from + run));
      return times;
    };

    await timeCalls(500); // warm-up: the list's indexes and the compiled code
    const quiet = await timeCalls(0);
    const stop = scheduleMembershipEnds(ctx, TICK_MS);
    const busy = await timeCalls(RUNS);
    stop();

    // A pass with nothing due (the schedule's usual pass): through the index of dated memberships, and as a
    // scan of every membership (how the sweep read them before the index).
    const idle: number[] = [];
    const scan: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let started = performance.now();
      sweepMembershipEnds(ctx);
      idle.push(performance.now() - started);
      started = performance.now();
      const time = Date.now() + offset;
      ctx.store.filter('userGroups', (l) => !!l.endsAt && Date.parse(l.endsAt) <= time);
      scan.push(performance.now() - started);
    }

    // The minute comes: the schedule's pass ends DUE memberships and starts STARTING, a slice at a time, while
    // the console's calls go on (an hour on, the session has lapsed: sign in again first).
    offset = end + 60_000 - Date.now();
    cookie = await adminCookie(server.url);
    const due = dueMemberships(ctx).length;
    const started = performance.now();
    let passing = true;
    const pass = sweepInSlices(ctx).finally(() => (passing = false));
    const during: number[] = [];
    for (let run = 0; passing; run++) during.push(await call(3 * RUNS + run));
    const result = await pass;
    const sweepMs = performance.now() - started;
    const after = await timeCalls(2 * RUNS);

    const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
    const ratio = median(busy) / median(quiet);
    console.log(
      `\nMemberships' sweep at ${ctx.store.all('userGroups').length + result.ended.length} memberships (${DUE} ending in one minute, ${STARTING} starting in it)`,
    );
    console.log(
      `  GET /account/users (a page of 100), median of ${RUNS}: ${ms(median(quiet))} without the sweep, ${ms(median(busy))} with it every ${TICK_MS} ms (x${ratio.toFixed(2)}), ${ms(median(after))} after the ends`,
    );
    console.log(
      `  a pass with nothing due, median of ${RUNS}: ${ms(median(idle))} (dated index); a scan of every membership: ${ms(median(scan))}`,
    );
    console.log(
      `  the pass at the minute's end, in slices of ${SWEEP_SLICE}: ${ms(sweepMs)}: ${result.ended.length} ended (of ${due} due), ${result.started.length} started, ${result.kept.length} kept`,
    );
    console.log(
      `  GET /account/users during that pass: ${during.length} calls, median ${ms(median(during))}, slowest ${ms(Math.max(...during))}`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
