/**
 * `npm run serve:prod` (fixtures/bin/serve-prod.ts) with a bad or busy API_PORT or PORT: one line that names
 * the variable and says what is wrong, and an exit before anything is built or started.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function serveProd(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'fixtures/bin/serve-prod.ts'], {
    cwd: root,
    // A bundle folder that does not exist, and no npm on the PATH: were the ports not checked first, it would
    // try to build, and fail without leaving a build running.
    env: { ...process.env, PATH: '/nonexistent', BUILD_OUT_DIR: 'no-such-dist', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  // The one line start.ts prints on a Node outside package.json's engines (CI's machine runs one) is no error.
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((line) => !/^Warning: Node v\S+ is not a supported version/.test(line));
  return { status: result.status, stdout: result.stdout, lines };
}

let busy: Server | undefined;
afterEach(() => new Promise<void>((done) => (busy ? busy.close(() => done()) : done())));

async function busyPort(): Promise<number> {
  const port = await getPort();
  busy = createServer();
  await new Promise<void>((done) => busy!.listen(port, '127.0.0.1', done));
  return port;
}

describe('npm run serve:prod', () => {
  it.each([
    [{ API_PORT: 'abc' }, "API_PORT is a port number from 1 to 65535, not 'abc'."],
    [{ API_PORT: '70000' }, "API_PORT is a port number from 1 to 65535, not '70000'."],
    [{ API_PORT: '' }, "API_PORT is a port number from 1 to 65535, not ''."],
    [{ PORT: '80a', API_PORT: '0' }, "API_PORT is a port number from 1 to 65535, not '0'."],
  ])('refuses %o in one line', (env, message) => {
    const { status, stdout, lines } = serveProd(env);
    expect(lines).toEqual([message]);
    expect(status).toBe(64);
    expect(stdout).not.toContain('building');
  });

  it('says in one line that API_PORT is busy', async () => {
    const port = await busyPort();
    const { status, lines } = serveProd({ API_PORT: String(port), PORT: String(await getPort()) });
    expect(lines).toEqual([
      `API_PORT ${port} is in use on 127.0.0.1 (another server listens there): stop it or set API_PORT to a free port.`,
    ]);
    expect(status).toBe(64);
  });

  it('says in one line that PORT is busy or bad', async () => {
    const port = await busyPort();
    const apiPort = String(await getPort());
    expect(serveProd({ API_PORT: apiPort, PORT: String(port) }).lines).toEqual([
      `PORT ${port} is in use on 127.0.0.1 (another server listens there): stop it or set PORT to a free port.`,
    ]);
    expect(serveProd({ API_PORT: apiPort, PORT: '80a' }).lines).toEqual([
      "PORT is a port number from 1 to 65535, not '80a'.",
    ]);
  });
});
