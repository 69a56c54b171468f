/**
 * Whether a grant still holds (fixtures/server/gate/grants.ts) and who is calling (identify.ts), asked
 * directly on a small store of their own and the test clock, no HTTP: sessions, access tokens, one-time
 * secrets and invitations at their edges (the expiry's millisecond, the tries' limit, a changed stamp, a
 * person gone or deactivated), impersonations taken again at each use, and what a change of credentials ends
 * or keeps. The gate's own decision is a stub here (`ctx.gate.admits`): what it is asked is checked. Listed
 * first for the mutation run (issue 34): a mutant it kills starts no API.
 */
import type { Request } from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_STEP_MS, SESSION_COOKIE, Sessions } from '../../fixtures/server/auth';
import type { Ctx } from '../../fixtures/server/context';
import { GrantDecisions, PLCODE_MAX_TRIES } from '../../fixtures/server/gate/grants';
import { identify } from '../../fixtures/server/gate/identify';
import { hashToken } from '../../fixtures/server/secrets';
import { Store } from '../../fixtures/server/store';
import type { Data, OneTimeTokenRow, OrganizationUserRow, SessionRow, UserRow } from '../../fixtures/server/types';

const dir = mkdtempSync(join(tmpdir(), 'gate-grants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const T0 = new Date('2026-01-05T10:00:00.000Z').getTime();
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const HOUR = 3_600_000;

const ANN = 1; // stamped, with an address pending confirmation
const BOB = 2;
const OFF = 3; // deactivated
const OLD = 4; // saved before stamps (the empty stamp)
const CY = 5;
const GONE = 99;

const person = (id: number, name: string, more: Partial<UserRow> = {}) =>
  ({ id, email: `${name}@example.com`, active: true, securityStamp: `${name}-1`, ...more }) as UserRow;

const seed = (): Data =>
  ({
    users: [
      person(ANN, 'ann', { pendingEmail: 'ann.new@example.com' }),
      person(BOB, 'bob'),
      person(OFF, 'off', { active: false }),
      person(OLD, 'old', { securityStamp: undefined }),
      person(CY, 'cy'),
    ],
    organizations: [
      { id: 1, name: 'Open', active: true },
      { id: 2, name: 'Closed', active: false },
    ],
    sessions: [],
    accessTokens: [],
    oneTimeTokens: [],
  }) as unknown as Data;

let store: Store;
let ctx: Ctx;
let grants: GrantDecisions;
let admits: ReturnType<typeof vi.fn>;
let ended: number[][];
let stores = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  store = new Store(seed, dir, `grants-${++stores}`);
  const now = () => new Date();
  const sessions = new Sessions(store, now);
  ended = [];
  sessions.onEnded = (ids) => ended.push(ids);
  admits = vi.fn(() => true);
  // Nobody holds a role: every session is under the session policy's defaults for everyone (issue 59).
  const policy = { services: () => ({}) };
  ctx = { store, now, sessions, policy, gate: { admits }, recordEvent: vi.fn() } as unknown as Ctx;
  grants = new GrantDecisions(ctx);
  ctx.grants = grants;
});
afterEach(() => vi.useRealTimers());

const user = (id: number) => store.get('users', id)!;

// The helpers answer copies: the store changes its rows in place, and a test compares them with what it made.

/** A session of `userID` made under their present stamp (cookie `s<id>`, realtime token `rt<id>`), unless told. */
function session(userID: number, more: Partial<SessionRow> = {}): SessionRow {
  const row = store.insert('sessions', {
    tokenHash: '',
    userID,
    impersonateUserID: 0,
    permanent: false,
    createdAt: iso(0),
    expiresAt: iso(HOUR),
    lastActiveAt: iso(0),
    stamp: store.get('users', userID)?.securityStamp,
    ...more,
  });
  const made = store.update('sessions', row.id, {
    tokenHash: hashToken(`s${row.id}`),
    realtimeTokenHash: hashToken(`rt${row.id}`),
  });
  return { ...made! };
}

function token(userID: number, secret: string, more: Record<string, unknown> = {}) {
  const made = store.insert('accessTokens', {
    userID,
    name: secret,
    tokenHash: hashToken(secret),
    createdAt: iso(0),
    validTo: '',
    stamp: store.get('users', userID)?.securityStamp,
    ...more,
  });
  return { ...made };
}

function oneTime(userID: number, secret: string, more: Partial<OneTimeTokenRow> = {}): OneTimeTokenRow {
  const made = store.insert('oneTimeTokens', {
    kind: 'reset',
    userID,
    tokenHash: hashToken(secret),
    expiresAt: iso(HOUR),
    used: false,
    tries: 0,
    stamp: store.get('users', userID)?.securityStamp,
    ...more,
  } as never);
  return { ...made };
}

const req = () => ({}) as Request;

describe('a session', () => {
  it('holds until its last millisecond, while its person is active and unchanged', () => {
    expect(grants.sessionHolder(session(ANN))).toEqual(user(ANN));
    expect(grants.sessionHolder(session(ANN, { expiresAt: iso(1) }))).toEqual(user(ANN));
    expect(grants.sessionHolder(session(ANN, { expiresAt: iso(0) }))).toBeUndefined();
    expect(grants.sessionHolder(session(OFF))).toBeUndefined();
    expect(grants.sessionHolder(session(GONE))).toBeUndefined();
    expect(grants.sessionHolder(session(ANN, { stamp: 'ann-0' }))).toBeUndefined();
    expect(grants.sessionHolder(session(ANN, { stamp: undefined }))).toBeUndefined();
    // Saved before stamps: the empty stamp on both sides holds, a stamp on one side does not.
    expect(grants.sessionHolder(session(OLD))).toEqual(user(OLD));
    expect(grants.sessionHolder(session(OLD, { stamp: 'old-1' }))).toBeUndefined();
    expect(grants.sessionHolder(session(OLD, { stamp: '' }))).toEqual(user(OLD));
  });

  it("of a cookie: the person's, acting as themselves; none without a cookie or for an unknown one", () => {
    const own = session(ANN);
    expect(grants.session(`s${own.id}`, req())).toEqual({ session: own, real: user(ANN), acting: user(ANN) });
    expect(grants.session(undefined, req())).toBeUndefined();
    expect(grants.session('s999', req())).toBeUndefined();
    expect(admits).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
  });

  it('that no longer holds is ended when met', () => {
    const dead = session(ANN, { stamp: 'ann-0' });
    const other = session(ANN);
    expect(grants.session(`s${dead.id}`, req())).toBeUndefined();
    expect(ended).toEqual([[dead.id]]);
    expect(store.get('sessions', dead.id)).toBeUndefined();
    expect(store.get('sessions', other.id)).toBeDefined();
  });
});

describe('an impersonation, decided again at each use', () => {
  it('acts as its person while the gate still admits the impersonation, asked as the person who signed in', () => {
    const own = session(ANN, { impersonateUserID: CY, impersonatedAt: iso(0) });
    expect(grants.session(`s${own.id}`, req())).toEqual({ session: own, real: user(ANN), acting: user(CY) });
    expect(admits).toHaveBeenCalledTimes(1);
    expect(admits).toHaveBeenCalledWith(
      { user: user(ANN), realUser: user(ANN), session: { ...own, impersonateUserID: 0 } },
      'POST',
      'account',
      `/users/${CY}/impersonate`,
    );
    expect(grants.impersonated(own, user(ANN))).toEqual(user(CY));
  });

  it('ends when the decision no longer holds: the session acts as its person again, and says so once', () => {
    admits.mockReturnValue(false);
    const own = session(ANN, { impersonateUserID: CY, impersonatedAt: iso(0) });
    const call = req();
    const ended = { impersonateUserID: 0, impersonatedAt: '', impersonationEnded: 'cy@example.com' };
    expect(grants.session(`s${own.id}`, call)).toEqual({
      session: { ...own, ...ended },
      real: user(ANN),
      acting: user(ANN),
      ended: 'cy@example.com',
    });
    expect(store.get('sessions', own.id)).toMatchObject(ended);
    expect(call.realUser).toEqual(user(ANN));
    expect(ctx.recordEvent).toHaveBeenCalledExactlyOnceWith(call, {
      name: 'Impersonation ended',
      description: 'ann@example.com can no longer act as cy@example.com: the impersonation ended.',
    });
    // Until a call has said so (a call open to anyone cannot: gate.ts), every call finds it ended, once recorded.
    expect(grants.session(`s${own.id}`, req())?.ended).toBe('cy@example.com');
    grants.endedSaid(store.get('sessions', own.id)!);
    expect(grants.session(`s${own.id}`, req())).toEqual({
      session: store.get('sessions', own.id),
      real: user(ANN),
      acting: user(ANN),
    });
    expect(ctx.recordEvent).toHaveBeenCalledOnce();
  });

  it('ends when its person is gone, or is the one who signed in, without asking the gate', () => {
    const gone = session(ANN, { impersonateUserID: GONE });
    expect(grants.session(`s${gone.id}`, req())?.ended).toBe('a deleted user');
    expect(ctx.recordEvent).toHaveBeenCalledWith(expect.anything(), {
      name: 'Impersonation ended',
      description: 'ann@example.com can no longer act as a deleted user: the impersonation ended.',
    });
    const self = session(ANN, { impersonateUserID: ANN });
    expect(grants.session(`s${self.id}`, req())?.ended).toBe('ann@example.com');
    expect(grants.impersonated(self, user(ANN))).toBeUndefined();
    expect(admits).not.toHaveBeenCalled();
  });
});

describe("a realtime token's session", () => {
  it('holds for a whole session that holds, not for a half-signed-in one nor a dead one', () => {
    const own = session(ANN);
    expect(grants.realtime(`rt${own.id}`)).toEqual({ session: own, real: user(ANN) });
    expect(grants.realtime(`rt${session(ANN, { secondFactor: 'verify' }).id}`)).toBeUndefined();
    expect(grants.realtime(`rt${session(ANN, { stamp: 'ann-0' }).id}`)).toBeUndefined();
    expect(grants.realtime(`rt${session(OFF).id}`)).toBeUndefined();
    expect(grants.realtime('rt999')).toBeUndefined();
    expect(grants.realtime(undefined)).toBeUndefined();
  });
});

describe('an access token', () => {
  it('holds until its validTo (none: no end), while its owner is active and unchanged', () => {
    expect(grants.tokenHolder(token(ANN, 'a'))).toEqual(user(ANN));
    expect(grants.tokenHolder(token(ANN, 'b', { validTo: iso(1) }))).toEqual(user(ANN));
    expect(grants.tokenHolder(token(ANN, 'c', { validTo: iso(0) }))).toBeUndefined();
    expect(grants.tokenHolder(token(OFF, 'd'))).toBeUndefined();
    expect(grants.tokenHolder(token(GONE, 'e'))).toBeUndefined();
    expect(grants.tokenHolder(token(ANN, 'f', { stamp: 'ann-0' }))).toBeUndefined();
    expect(grants.tokenHolder(token(OLD, 'g'))).toEqual(user(OLD));
  });

  it('of a bearer: its owner; a dead one is removed, a live one kept', () => {
    const live = token(BOB, 'live-secret');
    const dead = token(BOB, 'dead-secret', { validTo: iso(0) });
    expect(grants.token('live-secret')).toEqual(user(BOB));
    expect(grants.token('dead-secret')).toBeUndefined();
    expect(grants.token('unknown')).toBeUndefined();
    expect(store.get('accessTokens', live.id)).toBeDefined();
    expect(store.get('accessTokens', dead.id)).toBeUndefined();
  });
});

describe('a one-time secret', () => {
  it(`holds unused, until its last millisecond, under ${PLCODE_MAX_TRIES} wrong tries, its person unchanged`, () => {
    expect(PLCODE_MAX_TRIES).toBe(5);
    expect(grants.oneTimeHolds(oneTime(ANN, 'a'))).toBe(true);
    expect(grants.oneTimeHolds(oneTime(ANN, 'b', { used: true }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(ANN, 'c', { expiresAt: iso(1) }))).toBe(true);
    expect(grants.oneTimeHolds(oneTime(ANN, 'd', { expiresAt: iso(0) }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(ANN, 'e', { kind: 'plcode', tries: 4 }))).toBe(true);
    expect(grants.oneTimeHolds(oneTime(ANN, 'f', { kind: 'plcode', tries: 5 }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(ANN, 'g', { stamp: 'ann-0' }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(GONE, 'h'))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(OLD, 'i'))).toBe(true);
    // A deactivated person's secret holds as far as grants go: confirming one is what activates an account.
    expect(grants.oneTimeHolds(oneTime(OFF, 'j', { kind: 'activate' }))).toBe(true);
  });

  it("an e-mail change's link holds only while its address is still the pending one", () => {
    expect(grants.oneTimeHolds(oneTime(ANN, 'a', { kind: 'email', email: 'ann.new@example.com' }))).toBe(true);
    expect(grants.oneTimeHolds(oneTime(ANN, 'b', { kind: 'email', email: 'ann.old@example.com' }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(BOB, 'c', { kind: 'email' }))).toBe(false);
    expect(grants.oneTimeHolds(oneTime(ANN, 'd', { kind: 'reset' }))).toBe(true);
  });

  it('of a kind and a secret: the row, when it holds', () => {
    const reset = oneTime(ANN, 'reset-secret');
    oneTime(ANN, 'used-secret', { used: true });
    expect(grants.oneTime('reset', 'reset-secret')).toEqual(reset);
    expect(grants.oneTime('activate', 'reset-secret')).toBeUndefined();
    expect(grants.oneTime('reset', 'used-secret')).toBeUndefined();
    expect(grants.oneTime('reset', 'unknown')).toBeUndefined();
  });
});

describe('an invitation', () => {
  const invitation = (organizationID: number, invitedBy?: number) =>
    ({ id: 1, organizationID, userID: 0, pending: true, invitedBy }) as OrganizationUserRow;

  it("holds while its organization takes members and its sender may still invite (the gate's decision)", () => {
    expect(grants.invitationHolds(invitation(1, BOB))).toBe(true);
    expect(admits).toHaveBeenCalledExactlyOnceWith(
      { user: user(BOB), realUser: user(BOB), session: { id: 0, impersonateUserID: 0 } },
      'POST',
      'account',
      '/organizationUsers',
    );
    admits.mockReturnValue(false);
    expect(grants.invitationHolds(invitation(1, BOB))).toBe(false);
  });

  it("the platform's own (no sender) holds with its organization; a closed or gone one, or a sender gone or deactivated, does not", () => {
    expect(grants.invitationHolds(invitation(1))).toBe(true);
    expect(grants.invitationHolds(invitation(2))).toBe(false);
    expect(grants.invitationHolds(invitation(2, BOB))).toBe(false);
    expect(grants.invitationHolds(invitation(42))).toBe(false);
    expect(grants.invitationHolds(invitation(1, OFF))).toBe(false);
    expect(grants.invitationHolds(invitation(1, GONE))).toBe(false);
    expect(admits).not.toHaveBeenCalled();
  });
});

describe('a change of credentials', () => {
  /** Ann's grants under her present stamp, Bob's beside them; then Ann's stamp changes. */
  function grantsOfAnn() {
    const here = session(ANN);
    const there = session(ANN);
    const legacy = session(ANN, { stamp: undefined });
    const tokens = [token(ANN, 't1'), token(ANN, 't2')];
    const code = oneTime(ANN, 'code', { kind: 'plcode' });
    const usedCode = oneTime(ANN, 'used', { used: true, tries: 2 });
    const bobs = { session: session(BOB), token: token(BOB, 'bob'), code: oneTime(BOB, 'bob') };
    store.update('users', ANN, { securityStamp: 'ann-2' });
    return { here, there, legacy, tokens, code, usedCode, bobs };
  }

  const sessionIDs = () => store.all('sessions').map((s) => s.id);

  it('ends at once what was granted under the old stamp, and only that', () => {
    const { here, there, legacy, code, usedCode, bobs } = grantsOfAnn();
    grants.credentialsChanged(ANN);
    expect(sessionIDs()).toEqual([bobs.session.id]);
    expect(ended).toEqual([[here.id, there.id, legacy.id]]);
    expect(store.all('accessTokens')).toEqual([bobs.token]);
    expect(store.get('oneTimeTokens', code.id)?.used).toBe(true);
    expect(store.get('oneTimeTokens', usedCode.id)).toEqual(usedCode);
    expect(store.get('oneTimeTokens', bobs.code.id)).toEqual(bobs.code);
  });

  it('keeps the session that made the change, and the tokens when asked, under the new stamp', () => {
    const { here, tokens, bobs } = grantsOfAnn();
    grants.credentialsChanged(ANN, { sessionID: here.id, tokens: true });
    expect(sessionIDs()).toEqual([here.id, bobs.session.id]);
    expect(grants.sessionHolder(store.get('sessions', here.id)!)).toEqual(user(ANN));
    expect(store.all('accessTokens').map((t) => t.id)).toEqual([...tokens.map((t) => t.id), bobs.token.id]);
    for (const t of tokens) expect(grants.tokenHolder(store.get('accessTokens', t.id)!)).toEqual(user(ANN));
    expect(store.get('accessTokens', bobs.token.id)).toEqual(bobs.token);
  });

  it("keeps no one else's session, nor tokens unless asked", () => {
    const { bobs } = grantsOfAnn();
    grants.credentialsChanged(ANN, { sessionID: bobs.session.id, tokens: false });
    expect(store.get('sessions', bobs.session.id)).toEqual(bobs.session);
    expect(store.all('accessTokens')).toEqual([bobs.token]);
  });

  it('keeps nothing for a session that is gone', () => {
    const { bobs } = grantsOfAnn();
    grants.credentialsChanged(ANN, { sessionID: 999 });
    expect(sessionIDs()).toEqual([bobs.session.id]);
  });

  it('ends nothing when the stamp is unchanged, the empty one of a person saved before stamps included', () => {
    const legacy = session(OLD);
    const code = oneTime(OLD, 'old');
    grants.credentialsChanged(OLD);
    expect(sessionIDs()).toEqual([legacy.id]);
    expect(store.get('oneTimeTokens', code.id)).toEqual(code);
  });

  it('ends nothing when the stamp is unchanged', () => {
    const here = session(BOB);
    const t = token(BOB, 't');
    grants.credentialsChanged(BOB);
    expect(sessionIDs()).toEqual([here.id]);
    expect(store.all('accessTokens')).toEqual([t]);
    expect(ended).toEqual([]);
  });

  it("of a person gone: ends all they had, keeping nothing; their stamp is the grants' present one", () => {
    const theirs = session(GONE, { stamp: 'x' });
    token(GONE, 'x', { stamp: 'x' });
    const code = oneTime(GONE, 'x', { stamp: 'x' });
    grants.credentialsChanged(GONE, { sessionID: theirs.id, tokens: true });
    expect(sessionIDs()).toEqual([]);
    expect(store.all('accessTokens')).toEqual([]);
    expect(store.get('oneTimeTokens', code.id)?.used).toBe(true);
    expect(grants.stamp(user(ANN))).toEqual({ stamp: 'ann-1' });
    expect(grants.stamp(user(OLD))).toEqual({ stamp: '' });
  });
});

describe('identify: who is calling', () => {
  type Call = Request & { headers: Record<string, string | undefined> };
  const run = (headers: Record<string, string> = {}, cookies?: Record<string, unknown>) => {
    const call = {
      headers,
      cookies,
      user: user(BOB),
      realUser: user(BOB),
      session: {},
      impersonationEnded: 'x',
      halfSignedIn: {},
    } as unknown as Call;
    const next = vi.fn();
    identify(ctx)(call, {} as never, next);
    expect(next).toHaveBeenCalledExactlyOnceWith();
    return call;
  };
  const anonymous = {
    user: undefined,
    realUser: undefined,
    session: undefined,
    impersonationEnded: undefined,
    halfSignedIn: undefined,
  };

  it('a caller without credentials is anonymous, whatever the request held before', () => {
    expect(run()).toMatchObject(anonymous);
    expect(run({}, { [SESSION_COOKIE]: ['s1', 's2'] })).toMatchObject(anonymous);
    expect(run({ authorization: 'Basic abc' })).toMatchObject(anonymous);
  });

  it('an access token (any case, any spaces) is the caller, and then no cookie counts, even when the token is dead', () => {
    token(ANN, 'tok');
    const own = session(BOB);
    expect(run({ authorization: 'Bearer tok' }, { [SESSION_COOKIE]: `s${own.id}` })).toMatchObject({
      ...anonymous,
      user: user(ANN),
      realUser: user(ANN),
    });
    expect(run({ authorization: 'bearer \t  tok' })).toMatchObject({ user: user(ANN), realUser: user(ANN) });
    expect(run({ authorization: 'Bearer nope' }, { [SESSION_COOKIE]: `s${own.id}` })).toMatchObject(anonymous);
    // Not a bearer token: the cookie decides.
    for (const authorization of ['Bearer tok more', 'Bearer ', 'xBearer tok', 'Bearertok'])
      expect(run({ authorization }, { [SESSION_COOKIE]: `s${own.id}` })).toMatchObject({ user: user(BOB) });
  });

  it("a session's cookie: its person, acting as whom it acts, its use noted at most once a minute", () => {
    const own = session(ANN, { impersonateUserID: CY });
    expect(run({}, { [SESSION_COOKIE]: `s${own.id}` })).toMatchObject({
      session: own,
      realUser: user(ANN),
      user: user(CY),
      impersonationEnded: undefined,
      halfSignedIn: undefined,
    });
    expect(store.get('sessions', own.id)?.lastActiveAt).toBe(iso(0));
    vi.setSystemTime(T0 + ACTIVITY_STEP_MS);
    run({}, { [SESSION_COOKIE]: `s${own.id}` });
    expect(store.get('sessions', own.id)?.lastActiveAt).toBe(iso(ACTIVITY_STEP_MS));
  });

  it('an impersonation found ended: the person themselves, and the call told', () => {
    admits.mockReturnValue(false);
    const own = session(ANN, { impersonateUserID: CY });
    expect(run({}, { [SESSION_COOKIE]: `s${own.id}` })).toMatchObject({
      realUser: user(ANN),
      user: user(ANN),
      impersonationEnded: 'cy@example.com',
    });
  });

  it('a half-signed-in session: a visitor holding its second step, its use not noted', () => {
    const half = session(ANN, { secondFactor: 'verify', lastActiveAt: iso(-HOUR) });
    expect(run({}, { [SESSION_COOKIE]: `s${half.id}` })).toMatchObject({
      ...anonymous,
      halfSignedIn: { session: half, user: user(ANN) },
    });
    expect(store.get('sessions', half.id)?.lastActiveAt).toBe(iso(-HOUR));
  });
});
