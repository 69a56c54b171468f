/**
 * "Who can" at 100,000 users (issue 24: the first page under 1 s): the first page (`range=[0,24]`) of
 * `GET /account/rules/whoCan/users` and the summary `GET /account/rules/whoCan`, as the policy editor asks
 * them, for a call few may make (DELETE /users/{id}: the superadmins), a rule many hold (account `user`'s
 * PUT /users/[0-9]+: most people, through five groups), a call every signed-in user may make (`any`), and the
 * many sorted by last name. Each figure is the median of RUNS requests, warm (nothing written between them)
 * and after a membership change (a group link added before each request, untimed: the policy's and the
 * members' indexes are rebuilt, the worst a person meets). Run: npm run bench:who-can [-- --users 100000]
 */
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { adminCookie, generatedDataSet, median } from './support';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' } } });
const USERS = Number(values.users);
const RUNS = 9;
const TARGET_MS = 1000;

async function main() {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const { dir, file } = generatedDataSet(USERS, 'bench-who-can-');
  const server = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  try {
    const cookie = await adminCookie(server.url);
    const { store } = server.ctx;
    const userRule = store.find('rules', (r) => r.roleID === 3 && r.method === 'PUT')!;
    const questions: [string, string][] = [
      ['DELETE /users/{id} (superadmins)', 'service=account&method=DELETE&path=/users/17'],
      [`rule ${userRule.id}, account user PUT /users/[0-9]+`, `ruleID=${userRule.id}`],
      [`the same, sorted by last name`, `ruleID=${userRule.id}&sort=${encodeURIComponent('["lastName","ASC"]')}`],
      ['GET /users/current (every signed-in user)', 'service=account&method=GET&path=/users/current'],
    ];
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      const body = (await res.json()) as { payload?: unknown };
      const elapsed = performance.now() - started;
      if (res.status !== 200 || !body.payload) throw new Error(`${path}: answered ${res.status}`);
      return { elapsed, range: res.headers.get('content-range') };
    };
    /** A membership added (untimed): the policy's and the members' indexes start afresh. */
    let probe = 0;
    const changeMemberships = () => {
      store.insert('userGroups', { userID: 10 + (probe++ % 1000), groupID: 8 });
      store.commit();
    };

    console.log(
      `\nWho can, at ${USERS.toLocaleString('en')} users: median of ${RUNS} requests (ms); first page range=[0,24]`,
    );
    console.log(
      `${'question'.padEnd(48)}${'people'.padStart(9)}${'first'.padStart(9)}${'warm'.padStart(9)}${'changed'.padStart(9)}${'summary'.padStart(9)}`,
    );
    let worst = 0;
    for (const [label, query] of questions) {
      const page = `/account/rules/whoCan/users?${query}&range=${encodeURIComponent('[0,24]')}`;
      changeMemberships();
      const first = await timed(page);
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++) warm.push((await timed(page)).elapsed);
      const changed: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        changeMemberships();
        changed.push((await timed(page)).elapsed);
      }
      const summary: number[] = [];
      for (let i = 0; i < RUNS; i++)
        summary.push((await timed(`/account/rules/whoCan?${query.split('&sort')[0]}`)).elapsed);
      worst = Math.max(worst, first.elapsed, median(warm), median(changed), median(summary));
      const people = first.range?.split('/')[1] ?? '?';
      console.log(
        `${label.padEnd(48)}${people.padStart(9)}${first.elapsed.toFixed(1).padStart(9)}${median(warm).toFixed(1).padStart(9)}${median(changed).toFixed(1).padStart(9)}${median(summary).toFixed(1).padStart(9)}`,
      );
    }
    console.log(
      `\nslowest figure ${worst.toFixed(1)} ms (target under ${TARGET_MS} ms): ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
