/**
 * The gate's decision (fixtures/server/gate/gate.ts), its table (table.ts) and the cross-site check
 * (crossSite.ts), asked directly on a small table of their own, no HTTP: the answer for each kind of caller
 * (anonymous, half signed in, enrolling, signed in, an access token, impersonating, a superadmin) on a route
 * of each declared caller, the platform's rules, bodies, fields some callers may send, the records rule, fresh
 * proof and limits, and the same decision asked without a request (`gateQuestions`). The platform's rules and
 * the limits are stubs: what they are asked is checked. Listed first for the mutation run (issue 34).
 */
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../../fixtures/server/context';
import { ApiError } from '../../fixtures/server/errors';
import {
  ANYONE,
  DEFAULT_MAX_TEXT,
  HALF_SIGNED_IN,
  IN_PERSON,
  SESSION,
  SIGNED_IN,
  type Caller,
} from '../../fixtures/server/gate/access';
import { crossSite, fromAnotherSite } from '../../fixtures/server/gate/crossSite';
import { gate, gateQuestions } from '../../fixtures/server/gate/gate';
import { passwordFailuresOf, type RateLimits } from '../../fixtures/server/gate/limits';
import { RouteTable } from '../../fixtures/server/gate/table';
import { hashPassword } from '../../fixtures/server/secrets';
import type { ProvisioningClientRow, SessionRow, UserRow } from '../../fixtures/server/types';
import { z } from '../../fixtures/server/validate';

const PASSWORD = 'p'.repeat(72); // past bcrypt's 72 bytes, a longer text still differs (a digest is hashed)
const HASH = hashPassword(PASSWORD);
const ANN = { id: 1, email: 'ann@example.com', password: HASH } as UserRow;
const BOB = { id: 2, email: 'bob@example.com', password: HASH } as UserRow;
const ADM = { id: 3, email: 'adm@example.com', password: HASH } as UserRow;
const SUP = { id: 4, email: 'sup@example.com', password: HASH } as UserRow;
const ROLES: Record<number, Record<string, string[]>> = {
  [ADM.id]: { account: ['admin'] },
  [SUP.id]: { account: ['superadmin'] },
  [ANN.id]: { unity: ['viewer'] },
};
const session = (more: Partial<SessionRow> = {}) => ({ id: 1, userID: 1, ...more }) as SessionRow;

/** The kinds of caller, as identify.ts leaves them on the request. */
const WHO = {
  anonymous: {},
  halfSignedIn: { halfSignedIn: { user: ANN, session: session({ secondFactor: 'verify' } as never) } },
  enrolling: { halfSignedIn: { user: ANN, session: session({ secondFactor: 'enrol' } as never) } },
  signedIn: { user: ANN, realUser: ANN, session: session() },
  token: { user: ANN, realUser: ANN },
  impersonating: { user: BOB, realUser: ADM, session: session({ userID: ADM.id }) },
  superadmin: { user: SUP, realUser: SUP, session: session({ userID: SUP.id }) },
  // A SCIM provisioning client's token (issue 58): no person.
  provisioning: { provisioningClient: { id: 1, name: 'Entra ID' } as ProvisioningClientRow },
};
type Kind = keyof typeof WHO;
const KINDS = Object.keys(WHO) as Kind[];

/** The answer of each kind on a route of each caller: its status and error code ('' when admitted). */
const EXPECTED: Record<Caller, Record<Kind, string>> = {
  anyone: {
    anonymous: '',
    halfSignedIn: '',
    enrolling: '',
    signedIn: '',
    token: '',
    impersonating: '',
    superadmin: '',
    provisioning: '',
  },
  halfSignedIn: {
    anonymous: '401 UNAUTHORIZED',
    halfSignedIn: '',
    enrolling: '',
    signedIn: '401 UNAUTHORIZED',
    token: '401 UNAUTHORIZED',
    impersonating: '401 UNAUTHORIZED',
    superadmin: '401 UNAUTHORIZED',
    provisioning: '401 UNAUTHORIZED',
  },
  signedIn: {
    anonymous: '401 UNAUTHORIZED',
    halfSignedIn: '401 UNAUTHORIZED',
    enrolling: '401 UNAUTHORIZED',
    signedIn: '',
    token: '',
    impersonating: '',
    superadmin: '',
    provisioning: '401 UNAUTHORIZED',
  },
  session: {
    anonymous: '401 UNAUTHORIZED',
    halfSignedIn: '401 UNAUTHORIZED',
    enrolling: '401 UNAUTHORIZED',
    signedIn: '',
    token: '403 TOKEN_NOT_ALLOWED',
    impersonating: '',
    superadmin: '',
    provisioning: '401 UNAUTHORIZED',
  },
  inPerson: {
    anonymous: '401 UNAUTHORIZED',
    halfSignedIn: '401 UNAUTHORIZED',
    enrolling: '401 UNAUTHORIZED',
    signedIn: '',
    token: '403 TOKEN_NOT_ALLOWED',
    impersonating: '403 IMPERSONATION_NOT_ALLOWED',
    superadmin: '',
    provisioning: '401 UNAUTHORIZED',
  },
  provisioning: {
    anonymous: '401 UNAUTHORIZED',
    halfSignedIn: '401 UNAUTHORIZED',
    enrolling: '401 UNAUTHORIZED',
    signedIn: '401 UNAUTHORIZED',
    token: '401 UNAUTHORIZED',
    impersonating: '401 UNAUTHORIZED',
    superadmin: '401 UNAUTHORIZED',
    provisioning: '',
  },
};

let table: RouteTable;
let other: RouteTable;
let allowed: boolean;
let allows: ReturnType<typeof vi.fn>;
let limits: { check: ReturnType<typeof vi.fn>; count: ReturnType<typeof vi.fn> };
let ctx: Ctx;
let handled: { path: string; body: unknown }[];

const handler = (path: string) => (_req: Request, _res: Response, body: unknown) => handled.push({ path, body });
const open = z.object({ a: z.unknown().optional(), t: z.string().optional(), list: z.array(z.string()).optional() });

beforeEach(() => {
  allowed = true;
  allows = vi.fn(() => allowed);
  limits = { check: vi.fn(), count: vi.fn() };
  handled = [];
  ctx = {
    policy: { allows, services: (u: UserRow) => ROLES[u.id] ?? {} },
    grants: { endedSaid: vi.fn() },
  } as unknown as Ctx;
  table = new RouteTable('account');
  table.get('/anyone', ANYONE, handler('anyone'));
  table.get('/signedIn', SIGNED_IN, handler('signedIn'));
  table.get('/session', SESSION, handler('session'));
  table.get('/inPerson', IN_PERSON, handler('inPerson'));
  table.get('/halfSignedIn', HALF_SIGNED_IN, handler('halfSignedIn'));
  table.get('/provisioning', { caller: 'provisioning' }, handler('provisioning'));
  table.get('/enrol', { caller: 'inPerson', enrolment: true }, handler('enrol'));
  table.get('/log', { caller: 'anyone', writes: true }, handler('log'));
  table.get('/dev', { caller: 'signedIn', platformRules: false }, handler('dev'));
  table.get('/reset', { caller: 'signedIn', byQuery: { param: 'token', access: ANYONE } }, handler('reset'));
  table.post('/write', { caller: 'anyone', body: open }, handler('write'));
  table.post('/empty', ANYONE, handler('empty'));
  table.post('/upload', { caller: 'anyone', body: 'multipart' }, handler('upload'));
  table.post('/short', { caller: 'anyone', body: open, maxText: 10 }, handler('short'));
  table.post(
    '/fields',
    {
      caller: 'signedIn',
      body: z.object({ role: z.string().optional(), email: z.string().optional(), flag: z.boolean().optional() }),
      fields: [
        { field: 'role', needs: 'administrator' },
        { field: 'email', needs: 'inPerson' },
        { field: 'flag', needs: 'session', when: (value) => value === true },
      ],
    },
    handler('fields'),
  );
  table.post(
    '/records/:id',
    { caller: 'anyone', records: [{ rule: 'self', users: (call) => [Number(call.params.id)], what: 'do this' }] },
    handler('records'),
  );
  table.post('/none/:id', { caller: 'anyone', records: [] }, handler('none'));
  table.post(
    '/proof',
    {
      caller: 'inPerson',
      body: z.object({ currentPassword: z.unknown().optional(), change: z.boolean().optional() }),
      proof: (call) => call.body.change === true,
    },
    handler('proof'),
  );
  table.post(
    '/limited',
    {
      caller: 'anyone',
      limits: [
        { name: 'every', counts: 'every', keys: () => [['signinFailuresPerClient', 'every']] },
        { name: 'failures', counts: 'failures', keys: () => [['signinFailuresPerClient', 'failures']] },
      ],
    },
    handler('limited'),
  );
  table.router.get('/bare', () => undefined); // a route without a declaration
  table.get('/Case', ANYONE, handler('Case'));
  other = new RouteTable('unity');
  other.get('/anyone', SIGNED_IN, handler('unity'));
});

interface Sent {
  status: number;
  body?: Record<string, unknown>;
  finish?: () => void;
}

function request(
  method: string,
  path: string,
  who: object = {},
  { body, headers = {}, query = {} }: { body?: unknown; headers?: Record<string, string>; query?: object } = {},
): Request {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const stream = Readable.from(raw === undefined ? [] : [Buffer.from(raw)]);
  const sent =
    raw === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) };
  return Object.assign(stream, {
    method,
    path,
    url: path,
    query,
    headers: { host: 'console.test', ...sent, ...headers },
    ...who,
  }) as unknown as Request;
}

/** Runs the gate's `decide` then `admit` on `req`: '' when admitted, else the refusal's status and code. */
async function pass(req: Request, g = gate(ctx, table, limits as unknown as RateLimits)): Promise<string> {
  // Express's response: its status, headers and `locals` (what a handler tells the gate, e.g. a wrong proof).
  const fake = { statusCode: 200, headers: {} as Record<string, string>, locals: {} as Record<string, unknown> };
  const res = Object.assign(fake, {
    status(code: number) {
      fake.statusCode = code;
      return res;
    },
    setHeader(name: string, value: string) {
      fake.headers[name] = value;
    },
    once(event: string, listener: () => void) {
      expect(event).toBe('finish');
      last.finish = listener;
    },
  }) as unknown as Response & { statusCode: number };
  const last: Sent = { status: 0 };
  const answer = await new Promise<string>((resolve) => {
    (res as unknown as { json: (body: Record<string, unknown>) => void }).json = (body) => {
      last.body = body;
      resolve(`${res.statusCode} ${body.errorCode as string}`);
    };
    g.decide(req, res, (error?: unknown) => {
      if (error) return resolve(String(error));
      g.admit(req, res, (failure?: unknown) => {
        if (failure instanceof ApiError) {
          const { status, errorCode, description, resolution, field } = failure;
          last.body = { status, errorCode, description, resolution, field };
          return resolve(`${status} ${errorCode}`);
        }
        if (failure) return resolve(`${(failure as { status?: number }).status} ${String(failure)}`);
        resolve(req.gate?.admitted ? '' : 'not admitted');
      });
    });
  });
  sent = last;
  respond = res;
  return answer;
}
let sent: Sent;
let respond: Response & { statusCode: number };

const questions = () => gateQuestions(ctx, [table, other], limits as unknown as RateLimits);

describe('the answer for each kind of caller', () => {
  for (const caller of Object.keys(EXPECTED) as Caller[]) {
    it(`on a route for ${caller}`, async () => {
      for (const kind of KINDS) {
        expect(await pass(request('GET', `/${caller}`, WHO[kind])), `${kind} on ${caller}`).toBe(
          EXPECTED[caller][kind],
        );
        expect(questions().admits(WHO[kind], 'GET', 'account', `/${caller}`), `${kind} asked`).toBe(
          !EXPECTED[caller][kind],
        );
      }
    });
  }

  it('a session that must enrol acts as its person on the enrolment routes, and only there', async () => {
    const enrolling = request('GET', '/enrol', { ...WHO.enrolling });
    expect(await pass(enrolling)).toBe('');
    expect(enrolling.user).toBe(ANN);
    expect(enrolling.realUser).toBe(ANN);
    expect(enrolling.session).toBe(WHO.enrolling.halfSignedIn.session);
    const verifying = request('GET', '/enrol', { ...WHO.halfSignedIn });
    expect(await pass(verifying)).toBe('401 UNAUTHORIZED');
    expect(verifying.user).toBeUndefined();
    const elsewhere = request('GET', '/inPerson', { ...WHO.enrolling });
    expect(await pass(elsewhere)).toBe('401 UNAUTHORIZED');
    expect(elsewhere.user).toBeUndefined();
    expect(await pass(request('GET', '/enrol', WHO.signedIn))).toBe('');
    expect(await pass(request('GET', '/enrol', WHO.token))).toBe('403 TOKEN_NOT_ALLOWED');
  });

  it('the refusals say why', async () => {
    await pass(request('GET', '/session', WHO.token));
    expect(sent.body).toEqual({
      success: false,
      status: 403,
      errorCode: 'TOKEN_NOT_ALLOWED',
      description: 'An access token cannot make this call.',
      resolution: 'Access tokens act on the platform; sign in to manage tokens, your password or your e-mail.',
    });
    await pass(request('GET', '/inPerson', WHO.impersonating));
    expect(sent.body).toMatchObject({
      description: 'While you act as another user, their credentials cannot be managed.',
      resolution:
        'Stop impersonating: only the person themself manages their password, e-mail, access tokens and sessions.',
    });
  });

  it('a caller with a session but no person signed in is no one in person (refused, not a failure)', async () => {
    const half = { user: ANN, session: session() };
    expect(await pass(request('GET', '/inPerson', half))).toBe('403 IMPERSONATION_NOT_ALLOWED');
    expect(questions().admits(half, 'GET', 'account', '/inPerson')).toBe(false);
  });
});

describe('the platform’s rules', () => {
  it('are asked for the caller, the method, the service and the path: 403 signed in, 401 not', async () => {
    expect(await pass(request('GET', '/signedIn', WHO.signedIn))).toBe('');
    expect(allows).toHaveBeenLastCalledWith(ANN, 'GET', 'account', '/signedIn');
    allowed = false;
    expect(await pass(request('GET', '/signedIn', WHO.impersonating))).toBe('403 FORBIDDEN');
    expect(allows).toHaveBeenLastCalledWith(BOB, 'GET', 'account', '/signedIn');
    expect(await pass(request('GET', '/anyone', WHO.anonymous))).toBe('401 UNAUTHORIZED');
    expect(await pass(request('GET', '/dev', WHO.token))).toBe(''); // no platform rule applies
    expect(questions().admits(WHO.signedIn, 'GET', 'account', '/signedIn')).toBe(false);
    expect(questions().admits(WHO.signedIn, 'GET', 'account', '/dev')).toBe(true);
    expect(allows).toHaveBeenLastCalledWith(ANN, 'GET', 'account', '/signedIn');
  });

  it('come after the caller (a token on a session route is told so, not forbidden)', async () => {
    allowed = false;
    expect(await pass(request('GET', '/session', WHO.token))).toBe('403 TOKEN_NOT_ALLOWED');
    expect(allows).not.toHaveBeenCalled();
  });
});

describe('the route', () => {
  it('unknown: 404; without a declaration: 403', async () => {
    expect(await pass(request('GET', '/nothing', WHO.superadmin))).toBe('404 ROUTE_NOT_FOUND');
    expect(await pass(request('GET', '/bare', WHO.superadmin))).toBe('403 ROUTE_NOT_DECLARED');
    expect(sent.body).toMatchObject({
      description: 'This call is not open to anyone.',
      resolution: 'Every route declares who may call it.',
    });
    expect(await pass(request('POST', '/anyone', WHO.superadmin))).toBe('404 ROUTE_NOT_FOUND');
  });

  it('spelled one way (case-sensitive, strict)', async () => {
    expect(await pass(request('GET', '/Anyone'))).toBe('404 ROUTE_NOT_FOUND');
    expect(await pass(request('GET', '/anyone/'))).toBe('404 ROUTE_NOT_FOUND');
    expect(await pass(request('GET', '/Case'))).toBe('');
    expect(table.match('get', '/anyone')?.entry?.path).toBe('/anyone');
    expect(table.match('GET', '/case')).toBeUndefined();
  });

  it('its parameters, and the declaration in force, are kept for the handler', async () => {
    const req = request('POST', '/records/1', WHO.signedIn);
    const found = table.match('POST', '/records/1')!;
    expect(found.params).toEqual({ id: '1' });
    expect(await pass(req)).toBe('');
    expect(req.gate).toEqual({
      entry: found.entry,
      access: found.entry!.access,
      params: { id: '1' },
      body: {},
      admitted: true,
    });
  });

  it('its query variant: the reset link, where the token is the credential', async () => {
    const withToken = request('GET', '/reset', WHO.anonymous, { query: { token: 'x' } });
    expect(await pass(withToken)).toBe('');
    expect(withToken.gate?.access).toBe(ANYONE);
    expect(await pass(request('GET', '/reset', WHO.anonymous, { query: { other: 'x' } }))).toBe('401 UNAUTHORIZED');
    expect(await pass(request('GET', '/reset', WHO.anonymous))).toBe('401 UNAUTHORIZED');
  });

  it('asked without a request: of its own service, declared, for the caller', () => {
    expect(questions().admits(WHO.anonymous, 'GET', 'account', '/anyone')).toBe(true);
    expect(questions().admits(WHO.anonymous, 'GET', 'unity', '/anyone')).toBe(false);
    expect(questions().admits(WHO.signedIn, 'GET', 'unity', '/anyone')).toBe(true);
    expect(questions().admits(WHO.superadmin, 'GET', 'other', '/anyone')).toBe(false);
    expect(questions().admits(WHO.superadmin, 'GET', 'account', '/bare')).toBe(false);
    expect(questions().admits(WHO.superadmin, 'GET', 'account', '/nothing')).toBe(false);
    expect(questions().admits(WHO.superadmin, 'POST', 'account', '/none/1')).toBe(true);
  });
});

describe('the table', () => {
  it('runs a handler only for the route the gate admitted, with the body it validated', async () => {
    const run = (req: Request) =>
      new Promise<unknown>((resolve) => {
        (table.router as unknown as (req: Request, res: Response, next: (e?: unknown) => void) => void)(
          req,
          {} as Response,
          (error) => resolve(error ?? 'next'),
        );
        setTimeout(() => resolve('handled'), 20);
      });
    const req = request('POST', '/write', WHO.anonymous, { body: { t: 'x' } });
    expect(await run(req)).toMatchObject({ message: 'POST /account/write was reached without the gate admitting it' });
    expect(await pass(req)).toBe('');
    expect(await run(req)).toBe('handled');
    expect(handled).toEqual([{ path: 'write', body: { t: 'x' } }]);
    req.gate!.admitted = false;
    expect(await run(req)).toBeInstanceOf(Error);
    const elsewhere = request('POST', '/empty');
    await pass(elsewhere);
    elsewhere.gate!.entry = req.gate!.entry; // admitted, but for another route
    expect(await run(Object.assign(elsewhere, { url: '/empty' }))).toBeInstanceOf(Error);
    expect(handled).toHaveLength(1);
  });

  it("hands a handler's failure, thrown or rejected, to the error handler", async () => {
    const failing = new RouteTable('account');
    failing.get('/throws', ANYONE, () => {
      throw new Error('thrown');
    });
    failing.get('/rejects', ANYONE, () => Promise.reject(new Error('rejected')));
    const g = gate(ctx, failing, limits as unknown as RateLimits);
    for (const [path, message] of [
      ['/throws', 'thrown'],
      ['/rejects', 'rejected'],
    ]) {
      const req = request('GET', path);
      expect(await pass(req, g)).toBe('');
      const error = await new Promise((resolve) =>
        (failing.router as unknown as (req: Request, res: object, next: (e?: unknown) => void) => void)(
          req,
          {},
          resolve,
        ),
      );
      expect(error).toMatchObject({ message });
    }
    expect(failing.entries.map((e) => `${e.service} ${e.method} ${e.path}`)).toEqual([
      'account GET /throws',
      'account GET /rejects',
    ]);
  });

  it('lists every declared route with its service and method', () => {
    const methods = new RouteTable('x');
    methods.get('/a', ANYONE, handler('a'));
    methods.post('/a', ANYONE, handler('a'));
    methods.put('/a', ANYONE, handler('a'));
    methods.delete('/a', ANYONE, handler('a'));
    expect(methods.entries.map((e) => `${e.service} ${e.method} ${e.path}`)).toEqual([
      'x GET /a',
      'x POST /a',
      'x PUT /a',
      'x DELETE /a',
    ]);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect(methods.match(method, '/a')?.entry?.method).toBe(method);
    }
    expect(methods.match('PATCH', '/a')).toBeUndefined();
  });
});

describe('a call from another site', () => {
  const from = (headers: Record<string, string>, host = 'console.test') =>
    fromAnotherSite({ headers: { host, ...headers } } as unknown as Request);

  it('is told by its Origin or its Sec-Fetch-Site', () => {
    expect(from({})).toBe(false);
    expect(from({ origin: 'https://console.test' })).toBe(false);
    expect(from({ origin: 'http://console.test' })).toBe(false);
    expect(from({ origin: 'https://evil.test' })).toBe(true);
    expect(from({ origin: 'https://console.test:8443' })).toBe(true);
    expect(from({ origin: 'null' })).toBe(true);
    expect(from({ origin: '' })).toBe(true);
    expect(from({ origin: 'https://console.test' }, '')).toBe(true);
    expect(fromAnotherSite({ headers: { origin: 'https://console.test' } } as unknown as Request)).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(from({ 'sec-fetch-site': '' })).toBe(true);
    expect(from({ origin: 'https://console.test', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(from({ origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('is refused when it writes (any method but GET, HEAD, OPTIONS; a GET declared as writing)', async () => {
    const evil = { origin: 'https://evil.test' };
    expect(await pass(request('POST', '/write', WHO.signedIn, { headers: evil }))).toBe('403 CROSS_SITE_REQUEST');
    expect(sent.body).toMatchObject({
      description: 'This request comes from another site.',
      resolution: 'Make the change from the console itself.',
    });
    expect(await pass(request('GET', '/log', WHO.signedIn, { headers: evil }))).toBe('403 CROSS_SITE_REQUEST');
    expect(await pass(request('GET', '/anyone', WHO.signedIn, { headers: evil }))).toBe('');
    expect(await pass(request('POST', '/write', WHO.signedIn, { headers: { origin: 'https://console.test' } }))).toBe(
      '',
    );
    // Before the caller: an anonymous forgery is told it is one.
    expect(await pass(request('POST', '/records/1', WHO.anonymous, { headers: evil }))).toBe('403 CROSS_SITE_REQUEST');
    expect(crossSite()).toMatchObject({ status: 403, errorCode: 'CROSS_SITE_REQUEST' });
  });

  it('HEAD and OPTIONS routes are reads', async () => {
    const reads = new RouteTable('account');
    for (const method of ['HEAD', 'OPTIONS', 'PATCH'] as const) {
      (reads as unknown as { add: (...a: unknown[]) => void }).add(method, '/r', ANYONE, handler('r'));
    }
    const g = gate(ctx, reads, limits as unknown as RateLimits);
    const evil = { origin: 'https://evil.test' };
    expect(await pass(request('HEAD', '/r', {}, { headers: evil }), g)).toBe('');
    expect(await pass(request('OPTIONS', '/r', {}, { headers: evil }), g)).toBe('');
    expect(await pass(request('PATCH', '/r', {}, { headers: evil }), g)).toBe('403 CROSS_SITE_REQUEST');
  });
});

describe('an impersonation found ended by this very call', () => {
  it('refuses every call but those open to anyone, and only a refusal says it', async () => {
    const ended = { ...WHO.signedIn, impersonationEnded: 'bob@example.com' };
    // A call open to anyone cannot say so: the ended impersonation stays to be said.
    expect(await pass(request('GET', '/anyone', ended))).toBe('');
    expect(ctx.grants.endedSaid).not.toHaveBeenCalled();
    expect(await pass(request('GET', '/signedIn', ended))).toBe('403 IMPERSONATION_ENDED');
    expect(sent.body).toMatchObject({
      description: 'You can no longer act as bob@example.com: the impersonation has ended.',
      resolution: 'You act as yourself again: reload the console.',
    });
    expect(ctx.grants.endedSaid).toHaveBeenCalledExactlyOnceWith(WHO.signedIn.session);
  });
});

describe('the body', () => {
  it('validated by the route’s schema, empty without one', async () => {
    expect(await pass(request('POST', '/write', {}, { body: { t: 'x' } }))).toBe('');
    expect(await pass(request('POST', '/write', {}, { body: { t: 1 } }))).toBe('400 VALIDATION_ERROR');
    expect(await pass(request('POST', '/empty', {}, { body: { t: 'x' } }))).toBe('400 VALIDATION_ERROR');
    expect(await pass(request('POST', '/empty'))).toBe('');
    expect(await pass(request('POST', '/write', {}, { body: 'x', headers: { 'content-type': 'text/plain' } }))).toBe(
      '415 UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('an upload goes through unread; a multipart body elsewhere is refused', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const upload = request('POST', '/upload', {}, { body: { t: 'x' }, headers: multipart });
    expect(await pass(upload)).toBe('');
    expect(upload.readableEnded).toBe(false); // the upload's handler reads it
    expect(await pass(request('POST', '/write', {}, { body: { t: 'x' }, headers: multipart }))).toBe(
      '415 UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('a call the gate decided but did not admit reaches no handler', async () => {
    const req = request('POST', '/write', {}, { body: { t: 1 } });
    expect(await pass(req)).toBe('400 VALIDATION_ERROR');
    expect(req.gate?.admitted).toBe(false);
  });

  it('an upload of JSON is not read either', async () => {
    const req = request('POST', '/upload', {}, { body: { t: 'x'.repeat(DEFAULT_MAX_TEXT + 1) } });
    expect(await pass(req)).toBe('');
    expect(req.gate?.body).toEqual({});
  });

  it('every text within its bound, however deep (the default, or the route’s)', async () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(await pass(request('POST', '/write', {}, { body: { t: at(DEFAULT_MAX_TEXT) } }))).toBe('');
    expect(await pass(request('POST', '/write', {}, { body: { t: at(DEFAULT_MAX_TEXT + 1) } }))).toBe(
      '400 VALIDATION_ERROR',
    );
    expect(await pass(request('POST', '/short', {}, { body: { t: at(10) } }))).toBe('');
    expect(await pass(request('POST', '/short', {}, { body: { a: { b: [at(3), at(11)] } } }))).toBe(
      '400 VALIDATION_ERROR',
    );
    const error = await admitError(request('POST', '/short', {}, { body: { a: { b: [at(3), at(11)] } } }));
    expect(error.description).toBe('a.b.1: at most 10 characters.');
    const top = await admitError(request('POST', '/short', {}, { body: at(11) }));
    expect(top.description).toBe('body: at most 10 characters.');
    expect(await pass(request('POST', '/short', {}, { body: { list: [at(11)] } }))).toBe('400 VALIDATION_ERROR');
    expect(await pass(request('POST', '/short', {}, { body: { a: { b: 7, c: null, d: true } } }))).toBe('');
  });

  it('at most 32 levels deep', async () => {
    const nest = (levels: number, inner: unknown = 'x'): unknown =>
      levels === 0 ? inner : { a: nest(levels - 1, inner) };
    expect(await pass(request('POST', '/write', {}, { body: nest(32) }))).toBe('');
    const deep = await admitError(request('POST', '/write', {}, { body: nest(33) }));
    expect(deep.description).toBe('body: nested deeper than 32 levels.');
    expect(await pass(request('POST', '/write', {}, { body: nest(32, []) }))).toBe('400 VALIDATION_ERROR');
    expect(await pass(request('POST', '/write', {}, { body: nest(32, null) }))).toBe('');
  });
});

/** The refusal `admit` hands on for `req` (decide admitting it). */
async function admitError(req: Request): Promise<ApiError> {
  const g = gate(ctx, table, limits as unknown as RateLimits);
  return new Promise((resolve, reject) =>
    g.decide(req, {} as Response, () =>
      g.admit(req, {} as Response, (error?: unknown) =>
        error ? resolve(error as ApiError) : reject(new Error('admitted')),
      ),
    ),
  );
}

describe('fields only some callers may send', () => {
  const fields = (who: object, body: object) => pass(request('POST', '/fields', who, { body }));

  it('an administrator’s', async () => {
    expect(await fields(WHO.signedIn, { role: 'x' })).toBe('403 FORBIDDEN');
    expect(sent.body).toMatchObject({
      description: 'Only administrators can change role.',
      resolution: 'Ask an administrator for the necessary role.',
    });
    expect(await fields(WHO.signedIn, {})).toBe('');
    expect(await fields({ user: ADM, realUser: ADM, session: session() }, { role: 'x' })).toBe('');
    expect(await fields(WHO.superadmin, { role: 'x' })).toBe('');
    expect(await fields(WHO.impersonating, { role: 'x' })).toBe('403 FORBIDDEN'); // as whom they act
  });

  it('the person’s own, in their own session', async () => {
    expect(await fields(WHO.signedIn, { email: 'a@b.c' })).toBe('');
    expect(await fields(WHO.token, { email: 'a@b.c' })).toBe('403 TOKEN_NOT_ALLOWED');
    expect(sent.body).toMatchObject({
      description: 'An access token cannot change email.',
      resolution: 'Sign in to manage tokens, your password or your e-mail.',
    });
    expect(await fields(WHO.impersonating, { email: 'a@b.c' })).toBe('403 IMPERSONATION_NOT_ALLOWED');
    expect(await fields(WHO.token, {})).toBe('');
  });

  it('a session’s, when the value matters', async () => {
    expect(await fields(WHO.token, { flag: false })).toBe('');
    expect(await fields(WHO.token, { flag: true })).toBe('403 TOKEN_NOT_ALLOWED');
    expect(sent.body?.description).toBe('An access token cannot change flag.');
    expect(await fields(WHO.impersonating, { flag: true })).toBe('');
  });
});

describe('the records the call acts on', () => {
  it('checked when the route names them, for the caller', async () => {
    expect(await pass(request('POST', '/records/1', WHO.signedIn))).toBe('');
    expect(await pass(request('POST', '/records/2', WHO.signedIn))).toBe('403 NOT_YOURS');
    expect(await pass(request('POST', '/none/2', WHO.anonymous))).toBe('');
    expect(questions().admits(WHO.signedIn, 'POST', 'account', '/records/1')).toBe(true);
    expect(questions().admits(WHO.signedIn, 'POST', 'account', '/records/2')).toBe(false);
    expect(questions().admits(WHO.anonymous, 'POST', 'account', '/records/1')).toBe(false);
  });
});

describe('fresh proof', () => {
  const change = (body: object, who: object = WHO.signedIn) =>
    pass(request('POST', '/proof', who, { body: { change: true, ...body } }));
  const window = passwordFailuresOf(ANN.email);

  it('the right current password', async () => {
    expect(await change({ currentPassword: PASSWORD })).toBe('');
    expect(limits.check).toHaveBeenCalledWith([window]);
    expect(limits.count).not.toHaveBeenCalled();
  });

  it('none: required', async () => {
    for (const currentPassword of [undefined, '', 7]) {
      expect(await change({ currentPassword })).toBe('403 CURRENT_PASSWORD_REQUIRED');
      expect(sent.body).toMatchObject({
        field: 'currentPassword',
        description: 'Enter your current password to change your password or e-mail.',
        resolution: 'Type your current password with the change.',
      });
    }
    expect(limits.count).not.toHaveBeenCalled();
  });

  it('a wrong one counts toward the lock of the account', async () => {
    expect(await change({ currentPassword: 'wrong' })).toBe('403 WRONG_CURRENT_PASSWORD');
    expect(sent.body).toMatchObject({
      field: 'currentPassword',
      description: 'Your current password is not right.',
      resolution: 'Check your current password and try again.',
    });
    expect(limits.count).toHaveBeenCalledWith([window]);
    expect(await change({ currentPassword: `${PASSWORD}x` })).toBe('403 WRONG_CURRENT_PASSWORD'); // one more character
    expect(limits.count).toHaveBeenCalledTimes(2);
  });

  it('a full lock refuses even the right one', async () => {
    limits.check.mockImplementation(() => {
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'locked');
    });
    expect(await change({ currentPassword: PASSWORD })).toBe('429 TOO_MANY_REQUESTS');
  });

  it('only when the route asks it for the call', async () => {
    expect(await pass(request('POST', '/proof', WHO.signedIn, { body: { change: false } }))).toBe('');
    expect(limits.check).not.toHaveBeenCalled();
  });
});

describe('limits', () => {
  it('checked before the call; counted at every call, or at its 401', async () => {
    expect(await pass(request('POST', '/limited'))).toBe('');
    expect(limits.check.mock.calls).toEqual([
      [[['signinFailuresPerClient', 'every']]],
      [[['signinFailuresPerClient', 'failures']]],
    ]);
    expect(limits.count.mock.calls).toEqual([[[['signinFailuresPerClient', 'every']]]]);
    respond.statusCode = 200;
    sent.finish!();
    expect(limits.count).toHaveBeenCalledTimes(1);
    respond.statusCode = 401;
    sent.finish!();
    expect(limits.count).toHaveBeenLastCalledWith([['signinFailuresPerClient', 'failures']]);
  });

  it('a full window refuses before the call is counted', async () => {
    limits.check.mockImplementation(() => {
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'full');
    });
    expect(await pass(request('POST', '/limited'))).toBe('429 TOO_MANY_REQUESTS');
    expect(limits.count).not.toHaveBeenCalled();
  });
});
