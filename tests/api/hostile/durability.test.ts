/**
 * Fault test (issue 11, item 5): the API killed with SIGKILL in the middle of a burst of writes loses
 * nothing it acknowledged, leaves valid files, and never hands out an id twice after it restarts on the
 * same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'api-durability-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API in a process of its own (node with tsx's loader: one process, so SIGKILL reaches the server). */
async function startApi(): Promise<{ url: string; child: ChildProcess }> {
  const port = await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/bin/api.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, FIXTURES: 'seed' },
    stdio: 'ignore',
  });
  running.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
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

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL mid-burst, with valid files and no id handed out twice', async () => {
    const first = await startApi();
    const cookie = await adminCookie(first.url);
    const acknowledged = new Map<string, number>();
    let killed = false;
    const create = async (i: number) => {
      try {
        const res = await fetch(`${first.url}/account/groups`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ name: `Burst ${i}` }),
        });
        if (res.status === 200) acknowledged.set(`Burst ${i}`, (await res.json()).payload.id);
      } catch {
        // the connection died with the API: not acknowledged
      }
      if (!killed && acknowledged.size >= 60) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    // Eight callers at a time, 400 creations: the kill lands while calls are in flight.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 400) await create(next++);
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    expect(acknowledged.size).toBeLessThan(400);

    for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
      expect(() => JSON.parse(readFileSync(join(dataDir, file), 'utf8')), file).not.toThrow();
    }

    const second = await startApi();
    const admin = await adminCookie(second.url);
    const groups: { id: number; name: string }[] = (
      await (await fetch(`${second.url}/account/groups`, { headers: { cookie: admin } })).json()
    ).payload;
    const byName = new Map(groups.map((g) => [g.name, g.id]));
    for (const [name, id] of acknowledged) expect(byName.get(name), name).toBe(id);
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);

    const created = await fetch(`${second.url}/account/groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ name: 'After the crash' }),
    });
    const newId = (await created.json()).payload.id;
    expect(newId).toBeGreaterThan(Math.max(...acknowledged.values()));
    second.child.kill('SIGKILL');
  }, 60_000);
});
