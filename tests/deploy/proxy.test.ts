/**
 * Issue 33, items 9 and 10: the development API behind deploy/'s nginx, as `npm test` and `npm run
 * serve:prod` run them (one trusted hop). Visitors come from different loopback addresses (127.0.0.2, …):
 * limits, sessions and events see each visitor's own address, a forged X-Forwarded-For gains nothing, and the
 * session cookies are Secure when the visitor's request came over TLS (X-Forwarded-Proto: https at nginx).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareLocalNginx, type LocalNginx } from '../../deploy/nginx';
import { RATE_LIMITS } from '../../fixtures/server/gate/limits';
import { type RunningServer, startServer } from '../../fixtures/server/index';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

let api: RunningServer;
let nginx: ChildProcess;
let local: LocalNginx;
let port: number;
let accessLog: string;
const folders: string[] = [];

/** A call through nginx from the loopback address `from`. */
function call(
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sessionCookie = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('session='))!
    .split(';')[0];
const signIn = (from: string, headers: Record<string, string> = {}, password = 'user1234') =>
  call(from, 'POST', '/account/users/signin', { body: { email: 'user@example.com', password }, headers });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'proxy-api-'));
  const dist = mkdtempSync(join(tmpdir(), 'proxy-dist-'));
  folders.push(dataDir, dist);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
  writeFileSync(join(dist, 'config.json'), '{}');
  writeFileSync(join(dist, 'version.json'), '{"version":"1.2.3","commit":"abc"}');
  api = await startServer({ port: 0, dataDir, trustProxyHops: 1 });
  port = await getPort();
  const logs = mkdtempSync(join(tmpdir(), 'proxy-logs-'));
  folders.push(logs);
  accessLog = join(logs, 'access.log');
  local = prepareLocalNginx({
    dist,
    listen: `127.0.0.1:${port}`,
    upstream: api.url,
    accessLog: `${accessLog} console`,
  });
  nginx = spawn(local.command, local.args, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx.once('exit', r));
  }
  local?.remove();
  await api?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("behind deploy/'s nginx", () => {
  it("a session and its events carry the visitor's address, whatever X-Forwarded-For they forged", async () => {
    const signedIn = await signIn('127.0.0.2', { 'x-forwarded-for': '203.0.113.66' });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    const sessions = await call('127.0.0.2', 'GET', '/account/users/current/sessions', { cookie });
    expect(sessions.body.payload[0].ipAddress).toBe('127.0.0.2');
    await call('127.0.0.2', 'DELETE', `/account/users/current/sessions/${sessions.body.payload[0].id}`, {
      cookie,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    const ended = api.ctx.store.filter('events', (e) => e.name === 'Session ended');
    expect(ended.map((e) => e.ipAddress)).toEqual(['127.0.0.2']);
  });

  it('wrong sign-ins from one visitor lock that visitor out, not another, however they forge their address', async () => {
    await fetch(`${api.url}/__dev/reset`, { method: 'POST' });
    for (let i = 0; i < RATE_LIMITS.signinFailuresPerClient.limit; i++) {
      const wrong = await call('127.0.0.3', 'POST', '/account/users/signin', {
        body: { email: `nobody${i}@example.org`, password: 'wrong-one' },
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
      expect(wrong.status).toBe(401);
    }
    expect((await signIn('127.0.0.3', { 'x-forwarded-for': '10.9.9.9' })).status).toBe(429);
    expect((await signIn('127.0.0.4')).status).toBe(200);
  });

  it('the session cookies are Secure when the visitor came over TLS, and only then', async () => {
    const tls = await signIn('127.0.0.5', { 'x-forwarded-proto': 'https' });
    const cookies = ([] as string[]).concat(tls.headers['set-cookie'] ?? []);
    expect(cookies.filter((c) => /^(session|token)=/.test(c))).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const plain = await signIn('127.0.0.5');
    for (const cookie of ([] as string[]).concat(plain.headers['set-cookie'] ?? []))
      expect(cookie).not.toMatch(/Secure/i);
  });

  it("hands the platform nginx's request id, never the visitor's, and the platform answers it (issue 36)", async () => {
    const forged = 'forged-by-a-visitor-0001';
    const reply = await call('127.0.0.6', 'GET', '/account/users/current', { headers: { 'x-request-id': forged } });
    const id = String(reply.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id
    expect(id).not.toBe(forged);
  });

  it('answers /healthz with the version, and a missing asset with a 404 that is not cached', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', version: '1.2.3', commit: 'abc' });
    const version = await fetch(`http://127.0.0.1:${port}/version.json`);
    expect(version.headers.get('cache-control')).toBe('no-store');
    expect(await version.json()).toEqual({ version: '1.2.3', commit: 'abc' });
    const missing = await fetch(`http://127.0.0.1:${port}/assets/index-0ld0ld.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it("logs one JSON line per request, an invitation's token and a query string left out (issue 36)", async () => {
    const invitation = await call('127.0.0.7', 'GET', '/account/organizations/token/secret-invitation-42');
    await call('127.0.0.7', 'GET', '/account/users/current?resetToken=secret-query-42');
    // nginx writes a line once the answer is sent: wait for both.
    let lines: any[] = [];
    for (let i = 0; i < 50 && lines.length < 2; i++) {
      const text = existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '';
      lines = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((line) => line.path.startsWith('/account/'));
      await new Promise((r) => setTimeout(r, 50));
    }
    const text = readFileSync(accessLog, 'utf8');
    expect(text).not.toContain('secret-invitation-42');
    expect(text).not.toContain('secret-query-42');
    expect(lines.map((line) => line.path)).toEqual(
      expect.arrayContaining(['/account/organizations/token/:token', '/account/users/current']),
    );
    const logged = lines.find((line) => line.path === '/account/organizations/token/:token');
    expect(logged.requestId).toBe(invitation.headers['x-request-id']);
  });
});
