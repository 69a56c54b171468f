import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import type { FullConfig } from '@playwright/test';
import { prepareLocalNginx } from '../../../deploy/nginx.ts';
import { startOidcProvider } from '../../support/oidcProvider.ts';
import { startSamlIdp } from '../../support/samlIdp.ts';

/**
 * Starts the development API and the console on free ports, once per worker, exports their addresses to
 * the workers (E2E_STACKS, which stack.ts hands out) and returns the teardown that stops them all.
 *
 * E2E_MODE=dev serves the sources through Vite's dev server (no build; handy while writing tests);
 * otherwise the built bundle in dist/ (E2E_DIST) is served as in production, by Debian's nginx with
 * deploy/'s configuration in front of the API, as `npm test` does.
 */
const root = resolve(import.meta.dirname, '../../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');

function start(name: string, args: string[], env: Record<string, string>, command = process.execPath): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', (chunk: Buffer) => {
    // A page closed by a test drops its realtime socket; Vite's proxy reports each drop as an error.
    if (
      /ws proxy (socket )?error|ECONNRESET|EPIPE|onStreamRead|afterWriteDispatched/.test(String(chunk)) &&
      !process.env.E2E_VERBOSE
    )
      return;
    process.stderr.write(`[${name}] ${chunk}`);
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // already gone
  }
}

/**
 * Stops a server (its process group) and resolves once it has exited: the API writes its state into the
 * data folder until then, so removing the folder earlier can fail with ENOTEMPTY. One that does not stop
 * within 10 s is killed.
 */
export function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => signal(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    signal(child, 'SIGTERM');
  });
}

/** One console and API pair, and the addresses its worker reads (see stack.ts). */
export interface Stack {
  E2E_BASE_URL: string;
  E2E_API_URL: string;
  E2E_REQUEST_LOG: string;
}

/**
 * Starts one console and API pair on free ports; `apiEnv` adds to the API's environment (the spec-only
 * platform of tests/e2e/spec-only.spec.ts starts its own with API_SPEC_ONLY=1).
 */
export async function startStack(
  children: ChildProcess[],
  folders: string[],
  apiEnv: Record<string, string> = {},
): Promise<Stack> {
  const apiPort = await getPort();
  const webPort = await getPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  folders.push(dataDir);
  const api = start('api', ['--import', 'tsx', 'fixtures/bin/api.ts'], {
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    // Behind nginx the API trusts that one hop for the visitor's address and protocol (Vite's proxy adds none).
    TRUST_PROXY_HOPS: process.env.E2E_MODE === 'dev' ? '0' : '1',
    // The API's request log, which tests/e2e/operations.spec.ts reads (E2E_REQUEST_LOG).
    REQUEST_LOG: join(dataDir, 'requests.log'),
    // Webhook deliveries reach this machine's loopback only (a spec's own receiver), never the outside.
    OUTBOUND_NETWORK: 'loopback',
    ...apiEnv,
  });
  children.push(api);
  await waitFor(`http://127.0.0.1:${apiPort}/__dev/health`, api, 60_000);

  const env = { API_PORT: String(apiPort), PORT: String(webPort) };
  let web: ChildProcess;
  if (process.env.E2E_MODE === 'dev') {
    web = start('web', [vite, '--host', '127.0.0.1'], {
      ...env,
      VITE_CACHE_DIR: `node_modules/.vite-e2e-${process.env.E2E_CACHE ?? 'default'}`,
    });
  } else {
    const dist = process.env.E2E_DIST ?? 'dist';
    if (!existsSync(join(root, dist, 'index.html'))) {
      throw new Error(`${dist}/index.html is missing: run \`npm run build\` first, or set E2E_MODE=dev`);
    }
    const nginx = prepareLocalNginx({
      dist: join(root, dist),
      listen: `127.0.0.1:${webPort}`,
      upstream: `http://127.0.0.1:${apiPort}`,
    });
    folders.push(nginx.dir);
    web = start('web', nginx.args, {}, nginx.command);
  }
  children.push(web);
  await waitFor(`http://127.0.0.1:${webPort}/`, web, 120_000);
  return {
    E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
    E2E_API_URL: `http://127.0.0.1:${apiPort}`,
    E2E_REQUEST_LOG: join(dataDir, 'requests.log'),
  };
}

export default async function globalSetup(config: FullConfig) {
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all([...children.map(stop), ...closers.map((close) => close())]);
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  };
  try {
    // One stack per worker, so that workers never share the state each test resets. Vite's dev server
    // is one process too many for a second worker on this machine: in dev mode the workers share none.
    const count = process.env.E2E_MODE === 'dev' ? 1 : config.workers;
    const stacks: Stack[] = [];
    for (let i = 0; i < count; i++) stacks.push(await startStack(children, folders));
    process.env.E2E_STACKS = JSON.stringify(stacks);

    // An outside OpenID Provider (issue 65) the console's people sign in through: oidc-provider, in this
    // process, one for every stack (each console's callback is registered).
    const idp = await startOidcProvider(
      stacks.map((stack) => `${stack.E2E_BASE_URL}/account/users/signin/idp/callback`),
    );
    closers.push(idp.close);
    process.env.E2E_IDP_ISSUER = idp.issuer;
    // And an outside SAML identity provider (samlify's IdP side), which reads each platform's metadata itself.
    const samlIdp = await startSamlIdp();
    closers.push(samlIdp.close);
    process.env.E2E_SAML_IDP_METADATA = samlIdp.metadataUrl;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
