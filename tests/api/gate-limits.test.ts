/**
 * The gate's limits asked directly (fixtures/server/gate/limits.ts), on the test clock and with plain calls, no
 * HTTP: each window's numbers and edges, the keys each rule counts under, the locks administrators see and
 * lift, the sweep that bounds memory, and the 429 past a limit. Listed first for the mutation run (issue 34): a
 * mutant it kills starts no API. How the gate applies a rule (a `failures` rule counted at a 401 only) is the
 * gate's, tested through the API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../../fixtures/server/context';
import { ApiError } from '../../fixtures/server/errors';
import {
  AccountLockouts,
  limits,
  passwordFailuresOf,
  RATE_LIMITS,
  RateLimits,
  secondFactorFailuresOf,
  tooManyRequests,
  type WindowName,
} from '../../fixtures/server/gate/limits';
import type { UserRow } from '../../fixtures/server/types';

const MINUTE = 60_000;
const T0 = new Date('2026-01-05T10:00:00.000Z').getTime();

/** The numbers as fixtures/server/README.md states them (limit, window in minutes), not as the module does. */
const SPEC: [WindowName, number, number][] = [
  ['signinFailuresPerAccount', 10, 15],
  ['signinFailuresPerClient', 30, 15],
  ['codeRequestsPerAccount', 5, 15],
  ['codeRequestsPerClient', 20, 15],
  ['codeGuessesPerClient', 30, 15],
  ['codeGuessesPerAccount', 15, 15],
  ['mailsPerAddress', 5, 60],
  ['mailCallsPerClient', 60, 60],
  ['secondFactorFailuresPerAccount', 10, 15],
  ['secondFactorFailuresPerClient', 30, 15],
  ['errorReportsPerClient', 30, 15],
];

let store: RateLimits;
let lockouts: AccountLockouts;
const now = () => new Date();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  store = new RateLimits(now);
  lockouts = new AccountLockouts(store, now);
});
afterEach(() => vi.useRealTimers());

const at = (ms: number) => vi.setSystemTime(T0 + ms);

/** A call as the gate gives it to a rule: a visitor from `ip`, or a signed-in user. */
function call(body: Record<string, unknown>, req: { ip?: string; user?: { id: number }; email?: string } = {}) {
  const { email, ...rest } = req;
  const halfSignedIn = email === undefined ? undefined : { user: { email } };
  return { req: { ip: '10.0.0.1', ...rest, halfSignedIn }, ctx: {}, params: {}, body } as unknown as Call;
}

const user = (email: string) => ({ id: 1, email }) as UserRow;

/** The 429 `check` throws, or undefined when every window has room. */
function refusal(keys: [WindowName, string][]): ApiError | undefined {
  try {
    store.check(keys);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error;
  }
}

const times = (n: number, keys: [WindowName, string][]) => {
  for (let i = 0; i < n; i++) store.count(keys);
};

describe('each window: its limit and its length', () => {
  it.each(SPEC)('%s: %i calls in %i minutes', (name, limit, minutes) => {
    const window: [WindowName, string] = [name, `test:${name}`];
    expect(RATE_LIMITS[name]).toEqual({ limit, windowMs: minutes * MINUTE });

    times(limit - 1, [window]);
    expect(refusal([window])).toBeUndefined();
    expect(store.state(window)).toEqual({ waitMs: 0, count: limit - 1 });

    store.count([window]);
    expect(store.state(window)).toEqual({ waitMs: minutes * MINUTE, count: limit });
    const full = refusal([window]);
    expect(full?.status).toBe(429);
    expect(full?.headers['Retry-After']).toBe(String(minutes * 60));

    // A call past the limit (a `failures` rule counts the 401s of calls admitted together) waits as long.
    store.count([window]);
    expect(store.state(window)).toEqual({ waitMs: minutes * MINUTE, count: limit + 1 });

    at(minutes * MINUTE - 1);
    expect(store.state(window)).toEqual({ waitMs: 1, count: limit + 1 });
    expect(refusal([window])?.headers['Retry-After']).toBe('1');

    at(minutes * MINUTE);
    expect(store.state(window)).toEqual({ waitMs: 0, count: 0 });
    expect(refusal([window])).toBeUndefined();
  });

  it('slides: room comes back as the oldest of the last `limit` calls leaves the window', () => {
    const window: [WindowName, string] = ['mailsPerAddress', 'mail:to:ann@example.com'];
    for (let i = 0; i < 6; i++) {
      at(i * 10 * MINUTE);
      store.count([window]);
    }
    // Six calls at 0, 10, …, 50 minutes: the window is full until the second (at 10) is an hour old.
    expect(store.state(window)).toEqual({ waitMs: 20 * MINUTE, count: 6 });
    at(70 * MINUTE - 1);
    expect(store.state(window)).toEqual({ waitMs: 1, count: 5 });
    at(70 * MINUTE);
    expect(store.state(window)).toEqual({ waitMs: 0, count: 4 });
  });

  it('a call counted in several windows waits for the longest, and an empty list of windows for none', () => {
    const account: [WindowName, string] = ['signinFailuresPerAccount', 'signin:account:ann@example.com'];
    const client: [WindowName, string] = ['signinFailuresPerClient', 'signin:ip:10.0.0.1'];
    times(10, [account]);
    at(5 * MINUTE);
    times(30, [client]);
    expect(refusal([account, client])?.headers['Retry-After']).toBe(String(15 * 60));
    expect(refusal([account])?.headers['Retry-After']).toBe(String(10 * 60));
    expect(refusal([])).toBeUndefined();
  });

  it('counts each key apart, and forgets only the windows named', () => {
    const ann: [WindowName, string] = ['codeRequestsPerAccount', 'plcode-request:account:ann@example.com'];
    const bob: [WindowName, string] = ['codeRequestsPerAccount', 'plcode-request:account:bob@example.com'];
    times(5, [ann]);
    times(2, [bob]);
    expect(refusal([bob])).toBeUndefined();
    store.forget([ann]);
    expect(store.state(ann)).toEqual({ waitMs: 0, count: 0 });
    expect(store.state(bob).count).toBe(2);
    store.clear();
    expect(store.state(bob).count).toBe(0);
    expect(store.size).toBe(0);
  });
});

describe('the keys each rule counts under', () => {
  it('sign-in: wrong passwords per account (case and spaces folded) and per client', () => {
    expect(limits.signin).toMatchObject({ name: 'signin', counts: 'failures' });
    expect(limits.signin.keys(call({ email: '  Ann@Example.COM ' }))).toEqual([
      ['signinFailuresPerAccount', 'signin:account:ann@example.com'],
      ['signinFailuresPerClient', 'signin:ip:10.0.0.1'],
    ]);
    // A cookie is the caller's own claim: a signed-in caller still counts by address (issue 57); a body
    // without a text address, no account.
    expect(limits.signin.keys(call({ email: 42 }, { user: { id: 7 } }))).toEqual([
      ['signinFailuresPerAccount', 'signin:account:'],
      ['signinFailuresPerClient', 'signin:ip:10.0.0.1'],
    ]);
    expect(passwordFailuresOf(' ANN@example.com')).toEqual([
      'signinFailuresPerAccount',
      'signin:account:ann@example.com',
    ]);
  });

  it('second factors: per half-signed-in account and per address; a passkey alone per address, in the same window', () => {
    expect(limits.secondFactor).toMatchObject({ name: 'secondFactor', counts: 'failures' });
    expect(limits.passkey).toMatchObject({ name: 'passkey', counts: 'failures' });
    const second = limits.secondFactor.keys(call({}, { email: 'Ann@Example.com ', ip: '::1' }));
    expect(second).toEqual([
      ['secondFactorFailuresPerAccount', 'second-factor:account:ann@example.com'],
      ['secondFactorFailuresPerClient', 'second-factor:ip:::1'],
    ]);
    expect(limits.passkey.keys(call({}, { ip: '::1', user: { id: 7 } }))).toEqual([second[1]]);
    expect(limits.secondFactor.keys(call({}))[0]).toEqual(['secondFactorFailuresPerAccount', 'second-factor:account:']);
    expect(secondFactorFailuresOf(' BOB@x.org')).toEqual([
      'secondFactorFailuresPerAccount',
      'second-factor:account:bob@x.org',
    ]);
  });

  it('one-time codes: asked per client and per address (known or not), tried per client and per address given', () => {
    expect(limits.codeRequest).toMatchObject({ name: 'codeRequest', counts: 'every' });
    expect(limits.codeGuess).toMatchObject({ name: 'codeGuess', counts: 'every' });
    expect(limits.codeRequest.keys(call({ email: 'Nobody@Example.com' }))).toEqual([
      ['codeRequestsPerClient', 'plcode-request:ip:10.0.0.1'],
      ['codeRequestsPerAccount', 'plcode-request:account:nobody@example.com'],
    ]);
    expect(limits.codeGuess.keys(call({ email: ' Ann@Example.com', code: '123456' }, { user: { id: 3 } }))).toEqual([
      ['codeGuessesPerClient', 'plcode-guess:ip:10.0.0.1'],
      ['codeGuessesPerAccount', 'plcode-guess:account:ann@example.com'],
    ]);
    expect(limits.codeGuess.keys(call({ code: '123456' }))).toEqual([
      ['codeGuessesPerClient', 'plcode-guess:ip:10.0.0.1'],
    ]);
  });

  it("the console's error reports: per client", () => {
    expect(limits.errorReport).toMatchObject({ name: 'errorReport', counts: 'every' });
    expect(limits.errorReport.keys(call({}, { ip: '10.0.0.9' }))).toEqual([
      ['errorReportsPerClient', 'error-report:ip:10.0.0.9'],
    ]);
  });

  it('mail: per client, and once per address the call mails (folded, blanks and non-texts dropped)', () => {
    const rule = limits.mail(({ body }) => body.to);
    expect(rule).toMatchObject({ name: 'mail', counts: 'every' });
    expect(rule.keys(call({ to: ['Ann@Example.com', ' ann@example.com', 'bob@x.org', '', null, 3] }))).toEqual([
      ['mailCallsPerClient', 'mail:ip:10.0.0.1'],
      ['mailsPerAddress', 'mail:to:ann@example.com'],
      ['mailsPerAddress', 'mail:to:bob@x.org'],
    ]);
    // A call that mails nobody counts nowhere, not even for its client.
    expect(rule.keys(call({ to: [undefined, ' ', 12] }, { user: { id: 5 } }))).toEqual([]);
    // Signed in: the address and the account, each its own allowance (issue 57).
    expect(rule.keys(call({ to: ['Cy@x.org'] }, { user: { id: 5 } }))).toEqual([
      ['mailCallsPerClient', 'mail:ip:10.0.0.1'],
      ['mailCallsPerClient', 'mail:user:5'],
      ['mailsPerAddress', 'mail:to:cy@x.org'],
    ]);
  });

  it('the same account typed two ways fills one window', () => {
    times(9, limits.signin.keys(call({ email: 'ann@example.com' })));
    store.count(limits.signin.keys(call({ email: ' ANN@Example.com ' }, { ip: '10.0.0.2' })));
    expect(refusal(limits.signin.keys(call({ email: 'Ann@example.com' }, { ip: '10.0.0.3' })))?.status).toBe(429);
    expect(refusal(limits.signin.keys(call({ email: 'bob@example.com' })))).toBeUndefined();
  });
});

describe("an account's locks (GET/DELETE /users/{id}/lockout)", () => {
  const ann = user(' Ann@Example.com');

  it('lists the wrong passwords and second factors, locked until the window has room', () => {
    expect(lockouts.of(ann)).toEqual([
      { kind: 'password', failures: 0, limit: 10, lockedUntil: null },
      { kind: 'secondFactor', failures: 0, limit: 10, lockedUntil: null },
    ]);
    times(9, limits.signin.keys(call({ email: 'ann@example.com' })));
    at(MINUTE);
    times(10, limits.secondFactor.keys(call({}, { email: 'ANN@example.com' })));
    at(2 * MINUTE);
    expect(lockouts.of(ann)).toEqual([
      { kind: 'password', failures: 9, limit: 10, lockedUntil: null },
      { kind: 'secondFactor', failures: 10, limit: 10, lockedUntil: new Date(T0 + 16 * MINUTE).toISOString() },
    ]);
    store.count([passwordFailuresOf('ann@example.com')]);
    // Full now, until the first of its ten (at 0) is 15 minutes old.
    expect(lockouts.of(ann)[0].lockedUntil).toBe(new Date(T0 + 15 * MINUTE).toISOString());
  });

  it("unlocking empties the account's two windows, not another's nor its clients'", () => {
    times(10, limits.signin.keys(call({ email: 'ann@example.com' })));
    times(10, limits.secondFactor.keys(call({}, { email: 'ann@example.com' })));
    times(10, limits.signin.keys(call({ email: 'bob@example.com' })));
    lockouts.unlock(ann);
    expect(lockouts.of(ann).map((l) => l.failures)).toEqual([0, 0]);
    expect(lockouts.of(user('bob@example.com'))[0].failures).toBe(10);
    expect(store.state(['signinFailuresPerClient', 'signin:ip:10.0.0.1']).count).toBe(20);
  });
});

describe('the locks in force (GET/DELETE /lockouts)', () => {
  /** Fills the windows of wrong tries: an account's and a client's of each kind, and windows that lock nothing. */
  function fill() {
    times(10, limits.signin.keys(call({ email: 'Ann@Example.com' }, { ip: '::1' })));
    for (let i = 0; i < 20; i++) store.count(limits.signin.keys(call({ email: `guess${i}@x.org` }, { ip: '::1' })));
    times(10, limits.secondFactor.keys(call({}, { email: 'bob@example.com', ip: '10.0.0.2' })));
    times(20, limits.passkey.keys(call({}, { ip: '10.0.0.2' })));
    times(15, limits.codeGuess.keys(call({ email: 'cy@example.com' }, { user: { id: 4 }, ip: '10.0.0.4' })));
    times(15, limits.codeGuess.keys(call({}, { user: { id: 4 }, ip: '10.0.0.4' })));
    times(20, limits.codeRequest.keys(call({ email: 'dee@example.com' })));
    times(60, limits.mail(() => ['eve@example.com']).keys(call({})));
    times(30, limits.errorReport.keys(call({})));
  }

  it('names each: its kind, whose (the address, or the client), its tries and until when', () => {
    fill();
    at(MINUTE);
    const until = new Date(T0 + 15 * MINUTE).toISOString();
    const locks = lockouts.all();
    expect(locks.map(({ id: _, ...lock }) => lock)).toEqual([
      { kind: 'password', subject: 'account', who: 'ann@example.com', failures: 10, limit: 10, lockedUntil: until },
      { kind: 'password', subject: 'client', who: 'ip:::1', failures: 30, limit: 30, lockedUntil: until },
      { kind: 'secondFactor', subject: 'account', who: 'bob@example.com', failures: 10, limit: 10, lockedUntil: until },
      { kind: 'secondFactor', subject: 'client', who: 'ip:10.0.0.2', failures: 30, limit: 30, lockedUntil: until },
      { kind: 'code', subject: 'client', who: 'ip:10.0.0.4', failures: 30, limit: 30, lockedUntil: until },
      { kind: 'code', subject: 'account', who: 'cy@example.com', failures: 15, limit: 15, lockedUntil: until },
    ]);
    // Full windows that lock no one's tries (code requests, mails, error reports) are limits, not locks.
    expect(store.full().map((w) => w.name)).toEqual(
      expect.arrayContaining([
        'codeRequestsPerClient',
        'codeRequestsPerAccount',
        'mailsPerAddress',
        'mailCallsPerClient',
      ]),
    );
    expect(new Set(locks.map((l) => l.id)).size).toBe(6);
    for (const { id } of locks) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('lifts one lock by its id, once; an id of no lock in force lifts nothing', () => {
    fill();
    const [annLock, clientLock] = lockouts.all();
    expect(lockouts.lift(annLock.id)).toEqual(annLock);
    expect(lockouts.of(user('ann@example.com'))[0].failures).toBe(0);
    expect(lockouts.all()[0]).toEqual(clientLock);
    expect(lockouts.lift(annLock.id)).toBeUndefined();
    expect(lockouts.lift('nonsense')).toBeUndefined();

    // The id of a window that is not full names no lock: lifting it leaves its tries.
    store.count([passwordFailuresOf('fay@example.com')]);
    const id = Buffer.from('signinFailuresPerAccount|signin:account:fay@example.com').toString('base64url');
    expect(lockouts.lift(id)).toBeUndefined();
    expect(lockouts.of(user('fay@example.com'))[0].failures).toBe(1);
  });

  it('a lock ends with its window', () => {
    fill();
    at(15 * MINUTE - 1);
    expect(lockouts.all()).toHaveLength(6);
    at(15 * MINUTE);
    expect(lockouts.all()).toEqual([]);
    // The mails' windows are an hour long.
    expect(store.full().map((w) => w.name)).toEqual(['mailCallsPerClient', 'mailsPerAddress']);
  });
});

describe('the sweep of keys whose windows have passed', () => {
  const filler: [WindowName, string] = ['errorReportsPerClient', 'error-report:ip:10.0.0.1'];

  it('holds only counted keys: asking about a window (each call, each lockout read) stores nothing', () => {
    expect(refusal(limits.signin.keys(call({ email: 'ann@example.com' })))).toBeUndefined();
    expect(lockouts.of(user('bob@example.com'))[0].failures).toBe(0);
    expect(lockouts.all()).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('drops them at every 1000th count, keeping any key with a call in the longest window (an hour)', () => {
    const mails: [WindowName, string] = ['mailsPerAddress', 'mail:to:ann@example.com'];
    const signin: [WindowName, string] = ['signinFailuresPerAccount', 'signin:account:ann@example.com'];
    const old: [WindowName, string] = ['codeGuessesPerClient', 'plcode-guess:ip:10.0.0.5'];
    store.count([old]);
    at(MINUTE);
    times(5, [mails]);
    store.count([signin]);
    // 993 counts so far (one key each); at an hour and a minute `old` is an hour old, the others 60 minutes less 1 ms.
    times(993 - 7, [['codeGuessesPerClient', 'plcode-guess:ip:10.0.0.6']]);
    at(60 * MINUTE);
    times(6, [filler]);
    expect(store.size).toBe(5);
    store.count([filler]); // the 1000th: `old` is an hour old
    expect(store.size).toBe(4);

    at(61 * MINUTE - 1);
    times(999, [filler]);
    expect(store.size).toBe(4);
    // The mails' window (an hour) is full still, past the 15 minutes of the others'.
    expect(refusal([mails])?.headers['Retry-After']).toBe('1');
    at(61 * MINUTE);
    store.count([filler]); // the 2000th: the calls of the first minute are an hour old
    expect(store.size).toBe(1);
  });
});

describe('429 Too Many Requests', () => {
  it.each([
    [1, '1', 'Try again in 1 minute.'],
    [1_500, '2', 'Try again in 1 minute.'],
    [60_000, '60', 'Try again in 1 minute.'],
    [60_001, '61', 'Try again in 2 minutes.'],
    [15 * MINUTE, '900', 'Try again in 15 minutes.'],
  ])('waiting %i ms: Retry-After %s, "%s"', (ms, seconds, resolution) => {
    const error = tooManyRequests(ms);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_REQUESTS',
      description: 'Too many attempts.',
      resolution,
      action: undefined,
      headers: { 'Retry-After': seconds },
    });
  });
});
