/**
 * An access review over 100,000 people (issue 40): a group of every user of a generated data set, reviewed by
 * two named people. Timed: the campaign's creation (each person's effective access read and fixed as an item),
 * a reviewer's first page of their items (cold, then the median of RUNS warm), 1,000 answers in one bulk call,
 * and the close (the missing answers kept, 1,000 revocations applied as one history run), with the API's peak
 * RSS and heap during each step, and the machine's load. Run: npm run bench:reviews [-- --users 100000]
 */
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { hashPassword } from '../../fixtures/server/secrets';
import { adminCookie, generatedDataSet, median } from './support';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' } } });
const USERS = Number(values.users);
const RUNS = 9;
const ANSWERS = 1000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work`, sampling the process's memory meanwhile: its time and the peaks. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; cpu: number; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  // The API runs in this process: its CPU time says what the step costs on a machine others load too.
  const cpuBefore = process.cpuUsage();
  try {
    const result = await work();
    const cpu = process.cpuUsage(cpuBefore);
    return { result, ms: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000, rss, heap };
  } finally {
    clearInterval(sample);
  }
}

async function main() {
  console.log(`load average before: ${load()}`);
  const { dir, file } = generatedDataSet(USERS, 'bench-reviews-');
  const server = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  try {
    const { store } = server.ctx;
    const cookie = await adminCookie(server.url);
    // Untimed: a group of everyone, giving a role, and two reviewers who can sign in.
    const group = store.insert('groups', { name: 'Everyone reviewed', default: false });
    store.insert('groupRoles', { groupID: group.id, roleID: 13 });
    // Ids given: the store's counter scans the collection at each insert.
    let linkID = store.nextId('userGroups');
    for (const user of store.all('users'))
      store.insert('userGroups', { id: linkID++, userID: user.id, groupID: group.id });
    const reviewers = store.all('users').slice(10, 12);
    for (const r of reviewers) store.update('users', r.id, { password: hashPassword('password1') });
    store.commit();
    const call = async (method: string, path: string, body?: unknown, as = cookie) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie: as, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { json: JSON.parse(text) as { payload: any }, range: res.headers.get('content-range') };
    };
    const signin = await fetch(`${server.url}/account/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: reviewers[0].email, password: 'password1' }),
    });
    const reviewer = signin.headers.getSetCookie()[0].split(';')[0];

    console.log(`\nAn access review of ${USERS.toLocaleString('en')} people (a group of everyone), two reviewers`);
    global.gc?.();
    const before = process.memoryUsage();
    console.log(`before: RSS ${mb(before.rss)}, heap ${mb(before.heapUsed)} (the data set loaded)`);
    const created = await measured(() =>
      call('POST', '/account/reviews', {
        name: 'Bench',
        scope: { kind: 'group', id: group.id },
        deadline: '2999-01-01T00:00:00Z',
        reviewers: reviewers.map((r) => r.id),
      }),
    );
    const review = created.result.json.payload;
    const line = (label: string, m: { ms: number; cpu: number; rss: number; heap: number }, extra = '') =>
      console.log(
        `${label.padEnd(44)}${`${m.ms.toFixed(0)} ms`.padStart(10)} (CPU ${m.cpu.toFixed(0)} ms)   peak RSS ${mb(m.rss)}, heap ${mb(m.heap)}${extra}`,
      );
    line('create (items fixed)', created, `   ${review.total.toLocaleString('en')} items`);

    const page = `/account/reviews/${review.id}/items?range=${encodeURIComponent('[0,24]')}`;
    const first = await measured(() => call('GET', page, undefined, reviewer));
    line("a reviewer's first page (cold)", first, `   ${first.result.range}`);
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push((await measured(() => call('GET', page, undefined, reviewer))).ms);
    console.log(
      `${"a reviewer's first page (warm, median)".padEnd(44)}${`${median(warm).toFixed(1)} ms`.padStart(10)}`,
    );

    const mine = await call(
      'GET',
      `/account/reviews/${review.id}/items?range=${encodeURIComponent(`[0,${ANSWERS - 1}]`)}`,
      undefined,
      reviewer,
    );
    const answered = await measured(() =>
      call(
        'POST',
        `/account/reviews/${review.id}/decisions`,
        { itemIDs: mine.json.payload.map((i: { id: number }) => i.id), decision: 'revoke' },
        reviewer,
      ),
    );
    line(`${ANSWERS.toLocaleString('en')} answers in one bulk call`, answered);

    const closed = await measured(() => call('POST', `/account/reviews/${review.id}/close`, { missing: 'keep' }));
    const { revoked, missing } = closed.result.json.payload;
    line('close (missing kept, revocations applied)', closed, `   ${revoked} revoked, ${missing} missing`);
    const run = server.ctx.history.all().filter((e) => e.runID === `review-${review.id}`).length;
    const report = await measured(async () => {
      const res = await fetch(`${server.url}/account/reviews/${review.id}/report`, { headers: { cookie } });
      return (await res.text()).length;
    });
    line('report (CSV)', report, `   ${(report.result / 1024 / 1024).toFixed(1)} MB, history run of ${run} entries`);
    console.log(`load average after: ${load()}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
