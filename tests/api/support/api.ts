/**
 * Starts the development API on a free port with a temporary DATA_DIR, and gives fetch wrappers that keep
 * their own cookie jar (one per simulated browser). A test file calls `useTestApi()` once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startServer, type RunningServer } from '../../../fixtures/server/index';
import { hashPassword } from '../../../fixtures/server/secrets';
import { contractProblem } from './contractCheck';
import { noteSecrets, requestLogDestination } from './requestLog';

export interface TestApi {
  url: string;
  server: RunningServer;
  /** A new browser-like client with an empty cookie jar. */
  client(): Client;
  /** Restores the seed (what `useTestApi` does before each test). */
  reset(): Promise<void>;
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A raw body sent as is (no JSON encoding, no content type unless given). */
  raw?: string | Buffer | FormData;
  /** `manual`: a redirect is answered as it is (its Location), not followed (issue 65's browser round trips). */
  redirect?: 'manual';
}

export class Client {
  /** name → value of the cookies this client holds. */
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, last one last. */
  readonly setCookies: string[] = [];

  constructor(private readonly base: string) {}

  get = <T = any>(path: string, options?: RequestOptions) => this.call<T>('GET', path, undefined, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.call<T>('POST', path, body, options);
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.call<T>('PUT', path, body, options);
  delete = <T = any>(path: string, options?: RequestOptions) => this.call<T>('DELETE', path, undefined, options);

  async call<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: BodyInit | undefined;
    if (options.raw !== undefined) payload = options.raw as BodyInit;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, { method, headers, body: payload, redirect: options.redirect });
    noteSecrets({
      path,
      body: options.raw === undefined ? body : undefined,
      authorization: headers.authorization ?? headers.Authorization,
      cookies: res.headers.getSetCookie().map((cookie) => cookie.split(';')[0].split('=').slice(1).join('=')),
    });
    for (const cookie of res.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await res.text();
    let parsed: unknown = text;
    // JSON Lines (an export, issue 40) stays text: one JSON value a line, not one value.
    if (/json(?!l)/.test(res.headers.get('content-type') ?? '')) parsed = JSON.parse(text);
    // Every answer is held to the OpenAPI document (support/contractCheck.ts): drift fails the test.
    const problem = contractProblem(method, path, { status: res.status, headers: res.headers, body: parsed });
    if (problem) throw new Error(`The answer does not match the contract: ${problem}`);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  /** Signs in (demo sign-ins: admin@example.com/admin1234, user@example.com/user1234). */
  async signIn(email: string, password: string, permanent = false): Promise<Reply> {
    const reply = await this.post('/account/users/signin', { email, password, permanent });
    if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}: ${reply.text}`);
    return reply;
  }
}

export const demo = {
  admin: ['admin@example.com', 'admin1234'],
  user: ['user@example.com', 'user1234'],
  pending: ['pending@example.com', 'pending1234'],
  auditor: ['auditor@example.com', 'auditor1234'],
} as const;

/** How the API of a test file starts: the options of `startServer` a test may change. */
export interface ApiOptions {
  opaReadyDelayMs?: number;
  fixtures?: string;
  /** The server's clock, for tests that move time. */
  now?: () => Date;
  /** When a call's deferred work (mail) runs after its answer (fixtures/server/app.ts). */
  afterAnswerDelayMs?: number;
  /** How many proxies in front of the API to trust (X-Forwarded-For, X-Forwarded-Proto): deploy/'s nginx is one. */
  trustProxyHops?: number;
  /** Also hands each line of the request log here (the run's log still gets it). */
  onRequestLog?: (line: string) => void;
  /** How often the dormancy rule's schedule looks whether its daily run is due (fixtures/server/app.ts). */
  dormancyEveryMs?: number;
  /** How often the memberships whose end has come are ended (fixtures/server/app.ts; 0: only when asked). */
  membershipSweepEveryMs?: number;
  /** How often joiner/mover/leaver rules do the steps that waited (fixtures/server/app.ts; 0: only when asked). */
  lifecycleEveryMs?: number;
  /** Where webhook deliveries may go (`loopback` for a test's own receiver), and how often retries are looked for. */
  outboundNetwork?: 'public' | 'loopback';
  webhookTickMs?: number;
  /** Only the specification's routes, as on a platform without the capabilities (issue 60). */
  specOnly?: boolean;
}

async function startApi(options: ApiOptions): Promise<TestApi & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const { onRequestLog, ...serverOptions } = options;
  const run = requestLogDestination();
  const requestLog = onRequestLog
    ? {
        write: (line: string) => {
          onRequestLog(line);
          if (run) run.write(line);
        },
      }
    : run;
  // Deliveries reach this machine's loopback only, unless a test asks for the product's setting (public only):
  // no test sends anything outside.
  const server = await startServer({ port: 0, dataDir, requestLog, outboundNetwork: 'loopback', ...serverOptions });
  return {
    url: server.url,
    server,
    client: () => new Client(server.url),
    reset: async () => {
      const res = await fetch(`${server.url}/__dev/reset`, { method: 'POST' });
      if (!res.ok) throw new Error(`reset answered ${res.status}`);
    },
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API of a test file (or of the `describe` block it is called in): started before its tests on a free
 * port, stopped after them, and restored from the seed before each test unless `resetEach` is false
 * (files whose tests only read, or that set their data up once). Hooks the file registers after this call
 * run after these, so a `beforeEach` of the file already sees the fresh data.
 *
 * The answer is usable at once as a `TestApi`; its members reach the running server, so use them inside
 * tests and hooks (they throw when called before the API started).
 */
export function useTestApi(options: ApiOptions & { resetEach?: boolean } = {}): TestApi {
  const { resetEach = true, ...startOptions } = options;
  let running: Awaited<ReturnType<typeof startApi>> | undefined;
  const api = () => {
    if (!running) throw new Error('the test API starts in beforeAll: use it inside a test or a hook');
    return running;
  };
  // An API that cannot start fails every test of the file (a failing beforeAll would only skip them, and a
  // mutation run counts a change that breaks the start-up as surviving when no test fails).
  let failed: unknown;
  beforeAll(async () => {
    try {
      running = await startApi(startOptions);
    } catch (error) {
      failed = error;
    }
  });
  afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  beforeEach(() => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the start threw, as it threw it
    if (failed) throw failed;
  });
  if (resetEach) beforeEach(() => api().reset());
  return {
    get url() {
      return api().url;
    },
    get server() {
      return api().server;
    },
    client: () => api().client(),
    reset: () => api().reset(),
  };
}

/** A new client that calls with `Authorization: Bearer <token>` (an access token) and no cookie. */
export function bearerClient(api: TestApi, token: string): Client {
  const client = api.client();
  const call = client.call.bind(client);
  client.call = (method, path, body, options = {}) =>
    call(method, path, body, { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return client;
}

/** A socket.io client opened with `client`'s realtime token, once connected (it rejects when refused). */
export async function connectSocket(api: TestApi, client: Client): Promise<Socket> {
  const socket = io(api.url, {
    auth: { token: client.cookies.get('token') },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

/** A client already signed in as one of the demo users. */
export async function signedIn(api: TestApi, who: keyof typeof demo, permanent = false): Promise<Client> {
  const client = api.client();
  await client.signIn(demo[who][0], demo[who][1], permanent);
  return client;
}

/**
 * Ada, an account administrator (Account Managers: account admin, unity user; Customers: account user) made
 * for the test and signed in: she outranks customers (account and unity user) and nobody above them.
 */
export async function signedInAccountAdmin(api: TestApi): Promise<Client> {
  const { store } = api.server.ctx;
  const now = new Date().toISOString();
  const ada = store.insert('users', {
    uuid: 'test-account-admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.admin@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('ada12345'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: ada.id, groupID: 2 });
  store.insert('userGroups', { userID: ada.id, groupID: 7 });
  store.commit();
  const client = api.client();
  await client.signIn('ada.admin@example.com', 'ada12345');
  return client;
}

/** The attributes of the last cookie `name` a client was given, but its Expires (a date), sorted. */
export const cookieAttributes = (client: Client, name: string) =>
  client.setCookies
    .findLast((c) => c.startsWith(`${name}=`))!
    .split(';')
    .slice(1)
    .map((a) => a.trim())
    .filter((a) => !a.startsWith('Expires='))
    .sort();

/** The query string of a filter list. */
export const filtersQuery = (filters: object[]) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  createdAt: string;
}

/** The outbox, newest first, optionally only the mails sent to one address. */
export async function outbox(api: TestApi, to?: string): Promise<Mail[]> {
  const mails = (await api.client().get<{ payload: Mail[] }>('/__dev/outbox')).body.payload;
  return to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
}
