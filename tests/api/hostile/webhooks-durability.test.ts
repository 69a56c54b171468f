/**
 * Fault test (issue 58): the API killed with SIGKILL in the middle of a burst of changes loses no event of a
 * change it acknowledged. Each change's event is written to the outbox in the same journal append as the change,
 * so once the API restarts on the same data, every acknowledged change is delivered (at least once, signature
 * verified), though the receiver answered nothing before the kill.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { Receiver } from '../support/receiver';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'api-webhooks-durability-'));
const running: ChildProcess[] = [];
const receiver = new Receiver();
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API in a process of its own, deliveries admitted to loopback only. */
async function startApi(): Promise<{ url: string; child: ChildProcess }> {
  const port = await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
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
  running.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/__dev/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the API did not start');
}

async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/account/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0];
}

describe('webhooks durability', () => {
  it('delivers the event of every acknowledged change after a SIGKILL mid-burst', async () => {
    await receiver.start();
    // Until the kill the receiver takes each delivery and never answers: nothing is delivered before it.
    receiver.answer = { status: 204, body: '' };
    let holding = true;
    receiver.hold = () => holding;

    const first = await startApi();
    const cookie = await adminCookie(first.url);
    const made = await fetch(`${first.url}/account/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ url: receiver.url, eventTypes: ['person.changed'] }),
    });
    expect(made.status).toBe(200);
    receiver.secrets = [(await made.json()).payload.secret];

    // Changes of people's names (cheap writes, no password hashing), spread over a few people so that each
    // person's events also wait in order behind the first one held.
    const acknowledged = new Set<string>();
    let killed = false;
    const change = async (i: number) => {
      const name = `Burst ${i}`;
      try {
        const res = await fetch(`${first.url}/account/users/${3 + (i % 5)}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ firstName: name }),
        });
        if (res.status === 200) acknowledged.add(name);
      } catch {
        // the connection died with the API: not acknowledged
      }
      if (!killed && acknowledged.size >= 30) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < 300) await change(next++);
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);
    expect(acknowledged.size).toBeLessThan(300);
    expect(receiver.received.filter((r) => r.answered)).toEqual([]);
    holding = false;
    receiver.received.length = 0;
    await startApi();
    const delivered = () =>
      new Set(
        receiver.received.map(
          (r) => r.payload.data.changes.find((c: { field: string }) => c.field === 'firstName').after as string,
        ),
      );
    for (let i = 0; i < 600 && [...acknowledged].some((name) => !delivered().has(name)); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect([...acknowledged].filter((name) => !delivered().has(name))).toEqual([]);
    expect(receiver.unverified).toEqual([]);
  }, 240_000);
});
