/**
 * Second factors (issue 38): passkeys, an authenticator app and recovery codes in My Account; the second step
 * of a sign-in after the password or the mailed code, and a passkey alone; an administrator's view of a
 * person's factors, their reset and the account's lockout with Unlock; groups that require a factor.
 *
 * The passkeys are made and used by a software authenticator (support/authenticator.ts) producing real
 * WebAuthn objects, so what is checked here is the API's verification by @simplewebauthn/server. Codes of the
 * authenticator app are computed from the secret the API shows, at the test clock's time.
 */
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  type Client,
  bearerClient,
  cookieAttributes,
  demo,
  outbox,
  signedIn,
  signedInAccountAdmin,
  useTestApi,
} from './support/api';
import { SoftAuthenticator } from './support/authenticator';
import { MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
// One proxy hop trusted: a visitor may come from another address than the administrator (X-Forwarded-For).
const api = useTestApi({ now: clock.now, trustProxyHops: 1 });

const USER_ID = 2; // user@example.com
/** fatima.taylor, a customer: one an account administrator outranks. */
const CUSTOMER = 4;
/** Fresh proof: the plain user's current password, with every change of their factors. */
const PROOF = { currentPassword: demo.user[1] };
const code = (secret: string, at = clock.now().getTime()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/** Adds a passkey to `client`'s person with `authenticator`; the API's answer. */
async function addPasskey(client: Client, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await client.post('/account/users/current/passkeys/options', PROOF);
  expect(options.status).toBe(200);
  return client.post('/account/users/current/passkeys', {
    name,
    response: authenticator.register(options.body.payload),
  });
}

/** Adds and confirms an authenticator app; its secret and the API's answer. */
async function addApp(client: Client) {
  const started = await client.post('/account/users/current/authenticator', PROOF);
  expect(started.status).toBe(200);
  const { secret } = started.body.payload as { secret: string };
  const confirmed = await client.post('/account/users/current/authenticator/confirm', { code: code(secret) });
  clock.advance(30_000); // the next code is another step's
  return { secret, confirmed };
}

/** Signs in with the password only: half signed in when the person has a factor. */
/**
 * The entries about the demo user written since the log held `since` entries and credited to no one (a
 * visitor): a sign-in step's writes are its person's once their first proof held (issue 64).
 */
const creditedToVisitor = (since: number) =>
  api.server.ctx.history
    .inOrder()
    .slice(since)
    .filter((e) => e.actorID === 0 && e.about.includes(`users:${USER_ID}`))
    .map((e) => `${e.path} ${e.resource} ${e.summary}`);
const historyMark = () => api.server.ctx.history.inOrder().length;

async function passwordOnly(who: keyof typeof demo = 'user', permanent = false) {
  const client = api.client();
  const reply = await client.post('/account/users/signin', { email: demo[who][0], password: demo[who][1], permanent });
  expect(reply.status).toBe(200);
  return { client, reply };
}

describe('passkeys in My Account', () => {
  it('adds a passkey verified by the library, answers ten recovery codes with the first factor, never its key', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    const first = await addPasskey(user, authenticator);
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({
      id: expect.any(Number),
      userID: USER_ID,
      kind: 'passkey',
      name: 'Laptop',
      createdAt: clock.iso(),
      lastUsedAt: '',
      recoveryCodes: expect.any(Array),
    });
    const codes = first.body.payload.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/));

    const second = await addPasskey(user, authenticator, 'Phone');
    expect(second.status).toBe(200);
    expect(second.body.payload.recoveryCodes).toBeUndefined();

    const list = await user.get('/account/users/current/factors');
    expect(list.body.payload.map((f: { name: string }) => f.name)).toEqual(['Laptop', 'Phone']);
    const stored = api.server.ctx.store.filter('factors', (f) => f.userID === USER_ID);
    for (const f of stored) {
      expect(list.text).not.toContain(f.publicKey);
      expect(list.text).not.toContain(f.credentialID);
    }
    // Recovery codes are stored hashed.
    const hashes = api.server.ctx.store.filter('recoveryCodes', (c) => c.userID === USER_ID).map((c) => c.codeHash);
    expect(hashes).toHaveLength(10);
    for (const c of codes) expect(hashes.join()).not.toContain(c.replace('-', ''));
    expect((await user.get('/account/users/current/recoveryCodes')).body.payload).toEqual({
      left: 10,
      required: false,
    });
  });

  it('refuses a passkey made for another origin or RP ID, or for another challenge, and a challenge answered twice', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    const ask = async () => (await user.post('/account/users/current/passkeys/options', PROOF)).body.payload;
    const refused = async (response: unknown) => {
      const reply = await user.post('/account/users/current/passkeys', { name: 'X', response });
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe('PASSKEY_NOT_VERIFIED');
    };
    await refused(authenticator.register(await ask(), { origin: 'https://evil.example' }));
    await refused(authenticator.register(await ask(), { rpID: 'evil.example' }));
    await refused(authenticator.register(await ask(), { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }));

    const options = await ask();
    const response = authenticator.register(options);
    expect((await user.post('/account/users/current/passkeys', { name: 'A', response })).status).toBe(200);
    await refused(response); // its challenge was answered
    // Another credential, made fresh, answering that same challenge.
    await refused(authenticator.register(options));
    expect(api.server.ctx.store.filter('factors', (f) => f.userID === USER_ID)).toHaveLength(1);
  });

  it('renames and removes one of its own passkeys; another person’s is unknown; the last factor takes the recovery codes', async () => {
    const user = await signedIn(api, 'user');
    const added = await addPasskey(user, new SoftAuthenticator(api.url));
    const id = added.body.payload.id as number;
    const renamed = await user.put(`/account/users/current/passkeys/${id}`, { name: 'Work laptop' });
    expect(renamed.body.payload).toMatchObject({ id, name: 'Work laptop' });

    const admin = await signedIn(api, 'admin');
    expect((await admin.put(`/account/users/current/passkeys/${id}`, { name: 'Mine' })).status).toBe(404);
    expect((await admin.delete(`/account/users/current/passkeys/${id}`)).status).toBe(404);

    const removed = await user.call('DELETE', `/account/users/current/passkeys/${id}`, PROOF);
    expect(removed.status).toBe(200);
    expect((await user.get('/account/users/current/factors')).body.payload).toEqual([]);
    expect((await user.get('/account/users/current/recoveryCodes')).body.payload.left).toBe(0);
    expect((await user.call('DELETE', `/account/users/current/passkeys/${id}`, PROOF)).status).toBe(404);
  });

  it('adding or removing a factor renews the stamp: the other sessions end, the caller’s own and the tokens stay', async () => {
    const user = await signedIn(api, 'user');
    const elsewhere = await signedIn(api, 'user');
    const token = (await user.post('/account/users/current/accessTokens', { name: 'CI' })).body.payload.token;
    const added = await addPasskey(user, new SoftAuthenticator(api.url));
    expect((await elsewhere.get('/account/users/current')).status).toBe(401);
    expect((await user.get('/account/users/current')).status).toBe(200);
    expect((await bearerClient(api, token).get('/account/users/current')).status).toBe(200);

    const { client: again } = await passwordOnly();
    const codes = added.body.payload.recoveryCodes as string[];
    expect((await again.post('/account/users/signin/secondFactor', { recoveryCode: codes[0] })).status).toBe(200);
    expect((await user.call('DELETE', `/account/users/current/passkeys/${added.body.payload.id}`, PROOF)).status).toBe(
      200,
    );
    expect((await again.get('/account/users/current')).status).toBe(401);
    expect((await user.get('/account/users/current')).status).toBe(200);
    expect((await bearerClient(api, token).get('/account/users/current')).status).toBe(200);
  });

  it('asks for the current password to start adding a factor, remove one or make new recovery codes', async () => {
    const user = await signedIn(api, 'user');
    const passkey = (await addPasskey(user, new SoftAuthenticator(api.url))).body.payload.id as number;
    for (const [method, path] of [
      ['POST', '/account/users/current/passkeys/options'],
      ['POST', '/account/users/current/authenticator'],
      ['POST', '/account/users/current/recoveryCodes'],
      ['DELETE', `/account/users/current/passkeys/${passkey}`],
      ['DELETE', '/account/users/current/authenticator'],
    ]) {
      expect((await user.call(method, path, {})).body, path).toMatchObject({
        errorCode: 'CURRENT_PASSWORD_REQUIRED',
        field: 'currentPassword',
      });
      expect((await user.call(method, path, { currentPassword: 'wrong-1' })).body.errorCode, path).toBe(
        'WRONG_CURRENT_PASSWORD',
      );
    }
    // The passkey is still there, and its recovery codes too.
    expect((await user.get('/account/users/current/factors')).body.payload).toHaveLength(1);
    expect((await user.get('/account/users/current/recoveryCodes')).body.payload.left).toBe(10);
  });

  it('refuses access tokens and impersonating sessions on every factor route of My Account', async () => {
    const user = await signedIn(api, 'user');
    const token = bearerClient(
      api,
      (await user.post('/account/users/current/accessTokens', { name: 'CI' })).body.payload.token,
    );
    const admin = await signedIn(api, 'admin');
    expect((await admin.post(`/account/users/${USER_ID}/impersonate`, {})).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/account/users/current/factors'],
      ['POST', '/account/users/current/passkeys/options'],
      ['POST', '/account/users/current/authenticator'],
      ['POST', '/account/users/current/recoveryCodes'],
      ['DELETE', '/account/users/current/authenticator'],
    ]) {
      expect((await token.call(method, path, method === 'POST' ? {} : undefined)).body.errorCode, path).toBe(
        'TOKEN_NOT_ALLOWED',
      );
      expect((await admin.call(method, path, method === 'POST' ? {} : undefined)).body.errorCode, path).toBe(
        'IMPERSONATION_NOT_ALLOWED',
      );
    }
  });
});

describe('the authenticator app and recovery codes', () => {
  it('shows the secret once, counts only once confirmed by a first code, never answers the secret again', async () => {
    const user = await signedIn(api, 'user');
    const started = await user.post('/account/users/current/authenticator', PROOF);
    const { secret, uri } = started.body.payload;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Access%20Console:user%40example.com?issuer=Access%20Console&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await user.get('/account/users/current/factors')).body.payload).toEqual([]);
    const wrong = await user.post('/account/users/current/authenticator/confirm', {
      code: code(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 'WRONG_CODE', field: 'code' });

    const confirmed = await user.post('/account/users/current/authenticator/confirm', { code: code(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payload).toMatchObject({ kind: 'totp', name: 'Authenticator app' });
    expect(confirmed.body.payload.recoveryCodes).toHaveLength(10);
    const list = await user.get('/account/users/current/factors');
    expect(list.body.payload).toHaveLength(1);
    expect(list.text).not.toContain(secret);
    expect(JSON.stringify((await user.get(`/account/history/users/${USER_ID}`)).body)).not.toContain(secret);

    expect((await user.call('DELETE', '/account/users/current/authenticator', PROOF)).status).toBe(200);
    expect((await user.call('DELETE', '/account/users/current/authenticator', PROOF)).status).toBe(404);
  });

  it('regenerates the recovery codes (the old ones die), only for a person with a factor', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.post('/account/users/current/recoveryCodes', PROOF)).body.errorCode).toBe('NO_SECOND_FACTOR');
    const { confirmed } = await addApp(user);
    const old = confirmed.body.payload.recoveryCodes as string[];
    const fresh = (await user.post('/account/users/current/recoveryCodes', PROOF)).body.payload
      .recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);

    const { client } = await passwordOnly();
    expect((await client.post('/account/users/signin/secondFactor', { recoveryCode: old[0] })).status).toBe(401);
    expect((await client.post('/account/users/signin/secondFactor', { recoveryCode: fresh[0] })).status).toBe(200);
  });
});

describe('the second step of a sign-in', () => {
  it('a password alone half signs in: only the second step is reached, then a code makes the session whole', async () => {
    const user = await signedIn(api, 'user');
    const { secret } = await addApp(user);
    const { client, reply } = await passwordOnly();
    expect(reply.body.payload).toEqual({ secondFactor: 'verify', methods: ['totp', 'recoveryCode'] });
    expect(client.cookies.has('token')).toBe(false); // no realtime socket
    const half = client.cookies.get('session');
    expect((await client.get('/account/users/current')).status).toBe(401);
    expect((await client.get('/account/users/current/factors')).status).toBe(401);
    expect((await client.post('/account/users/current/authenticator', {})).status).toBe(401);

    const whole = await client.post('/account/users/signin/secondFactor', { code: code(secret) });
    expect(whole.status).toBe(200);
    expect(whole.body.payload).toEqual({ defaultAppURL: expect.any(String), role: 'user' });
    expect(client.cookies.get('session')).not.toBe(half); // a new session, the half one ended
    expect((await client.get('/account/users/current')).status).toBe(200);
    // The history credits the factor's use to its person, not to a visitor (issue 64).
    const atSignin = api.server.ctx.history
      .all()
      .filter((e) => e.path === '/account/users/signin/secondFactor' && e.about.includes(`users:${USER_ID}`));
    expect(atSignin.length).toBeGreaterThan(0);
    expect(atSignin.every((e) => e.actorID === USER_ID && e.actorEmail === demo.user[0] && !e.viaToken)).toBe(true);
    // A code works once.
    const again = (await passwordOnly()).client;
    expect((await again.post('/account/users/signin/secondFactor', { code: code(secret) })).status).toBe(401);
  });

  it('a passkey as the second step, and Remember Me carried to the whole session', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    await addPasskey(user, authenticator);
    const mark = historyMark();
    const { client, reply } = await passwordOnly('user', true);
    expect(reply.body.payload.methods).toEqual(['passkey', 'recoveryCode']);
    expect(cookieAttributes(client, 'session').some((a) => a.startsWith('Max-Age'))).toBe(false);
    const options = (await client.post('/account/users/signin/secondFactor/options', {})).body.payload;
    expect(options.allowCredentials).toHaveLength(1);
    const passed = await client.post('/account/users/signin/secondFactor', {
      passkey: authenticator.assert(options, { noUserVerification: true }),
    });
    expect(passed.status).toBe(200);
    expect(cookieAttributes(client, 'session')).toContain('Max-Age=2592000');
    const listed = (await user.get('/account/users/current/factors')).body.payload[0];
    expect(listed.lastUsedAt).toBe(clock.iso());
    const sessions = (await client.get('/account/users/current/sessions')).body.payload;
    expect(sessions[0]).toMatchObject({ current: true, via: 'password', permanent: true });
    expect(creditedToVisitor(mark)).toEqual([]);
  });

  it('a recovery code works once', async () => {
    const user = await signedIn(api, 'user');
    const codes = (await addPasskey(user, new SoftAuthenticator(api.url))).body.payload.recoveryCodes as string[];
    const mark = historyMark();
    const first = (await passwordOnly()).client;
    expect(
      (await first.post('/account/users/signin/secondFactor', { recoveryCode: codes[3].toUpperCase() })).status,
    ).toBe(200);
    const second = (await passwordOnly()).client;
    const reused = await second.post('/account/users/signin/secondFactor', { recoveryCode: codes[3] });
    expect(reused.body).toMatchObject({ status: 401, errorCode: 'WRONG_SECOND_FACTOR' });
    expect((await user.get('/account/users/current/recoveryCodes')).body.payload.left).toBe(9);
    expect(creditedToVisitor(mark)).toEqual([]);
  });

  it('the mailed code cannot skip it, and neither can a password reset', async () => {
    const user = await signedIn(api, 'user');
    await addApp(user);
    const visitor = api.client();
    await visitor.post('/account/users/requestPLCode', { email: demo.user[0] });
    const mailed = /\b(\d{6})\b/.exec((await outbox(api, demo.user[0]))[0].text)![1];
    const reply = await visitor.post('/account/users/signinPL', { code: mailed, email: demo.user[0] });
    expect(reply.body.payload).toMatchObject({ secondFactor: 'verify' });
    expect((await visitor.get('/account/users/current')).status).toBe(401);

    await api.client().post('/account/users/requestResetPassword', { email: demo.user[0] });
    const link = (await outbox(api, demo.user[0]))[0].link;
    const token = new URL(link, 'http://x').searchParams.get('resetPassword')!;
    const reset = api.client();
    const changed = await reset.put(`/account/users/current/password?token=${token}`, {
      password: 'newpass123-quokka',
      passwordConfirmation: 'newpass123-quokka',
    });
    expect(changed.status).toBe(200);
    expect((await reset.get('/account/users/current')).status).toBe(401);
    const after = await api
      .client()
      .post('/account/users/signin', { email: demo.user[0], password: 'newpass123-quokka' });
    expect(after.body.payload).toMatchObject({ secondFactor: 'verify' });
  });

  it('is refused to anyone not half signed in, and a half session lasts ten minutes', async () => {
    const user = await signedIn(api, 'user');
    const { secret } = await addApp(user);
    expect((await api.client().post('/account/users/signin/secondFactor', { code: '123456' })).status).toBe(401);
    expect((await user.post('/account/users/signin/secondFactor', { code: '123456' })).status).toBe(401);
    const { client } = await passwordOnly();
    clock.advance(10 * MINUTE);
    expect((await client.post('/account/users/signin/secondFactor', { code: code(secret) })).body.errorCode).toBe(
      'UNAUTHORIZED',
    );
  });

  it('limits wrong factors like passwords: the account locks, an administrator sees until when and unlocks it', async () => {
    const user = await signedIn(api, 'user');
    const { secret } = await addApp(user);
    const wrong = () => (code(secret) === '000000' ? '111111' : '000000');
    const { client } = await passwordOnly();
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/account/users/signin/secondFactor', { code: wrong() })).status).toBe(401);
    }
    const locked = await client.post('/account/users/signin/secondFactor', { code: code(secret) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');

    const admin = await signedIn(api, 'admin');
    const seen = await admin.get(`/account/users/${USER_ID}/lockout`);
    expect(seen.body.payload).toEqual({
      userID: USER_ID,
      locked: true,
      locks: [
        { kind: 'password', failures: 0, limit: 10, lockedUntil: null },
        {
          kind: 'secondFactor',
          failures: 10,
          limit: 10,
          lockedUntil: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
        },
      ],
    });
    expect((await admin.delete(`/account/users/${USER_ID}/lockout`)).body.payload.locked).toBe(false);
    expect((await client.post('/account/users/signin/secondFactor', { code: code(secret) })).status).toBe(200);
    const events = api.server.ctx.store.filter('events', (e) => e.name === 'Account unlocked');
    expect(events.map((e) => e.description)).toEqual(['admin@example.com unlocked the account of user@example.com.']);
  });

  it('shows and lifts a lock of wrong passwords', async () => {
    const visitor = api.client();
    for (let i = 0; i < 10; i++)
      await visitor.post('/account/users/signin', { email: demo.user[0], password: 'wrong-1' });
    expect(
      (await api.client().post('/account/users/signin', { email: demo.user[0], password: demo.user[1] })).status,
    ).toBe(429);
    const admin = await signedIn(api, 'admin');
    const seen = (await admin.get(`/account/users/${USER_ID}/lockout`)).body.payload;
    expect(seen.locked).toBe(true);
    expect(seen.locks[0]).toMatchObject({ kind: 'password', failures: 10 });
    await admin.delete(`/account/users/${USER_ID}/lockout`);
    expect(
      (await api.client().post('/account/users/signin', { email: demo.user[0], password: demo.user[1] })).status,
    ).toBe(200);
  });
});

describe('every lock in force', () => {
  it('lists the locks of accounts and clients for the superadmin, who lifts one', async () => {
    // Another address than the administrator's: a lock on one's own address is not one's own to lift.
    const visitor = api.client();
    const call = visitor.call.bind(visitor);
    visitor.call = (method, path, body, options = {}) =>
      call(method, path, body, { ...options, headers: { ...options.headers, 'x-forwarded-for': '203.0.113.9' } });
    for (let i = 0; i < 10; i++)
      await visitor.post('/account/users/signin', { email: 'ghost@example.com', password: 'wrong-1' });
    const admin = await signedIn(api, 'admin');
    const locks = (await admin.get('/account/lockouts')).body.payload;
    expect(locks).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        kind: 'password',
        subject: 'account',
        who: 'ghost@example.com',
        failures: 10,
        limit: 10,
        lockedUntil: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      },
    ]);
    for (let i = 0; i < 20; i++)
      await visitor.post('/account/users/signin', { email: `ghost${i}@example.com`, password: 'wrong-1' });
    const client = (await admin.get('/account/lockouts')).body.payload.find(
      (l: { subject: string }) => l.subject === 'client',
    );
    expect(client).toMatchObject({ kind: 'password', who: 'ip:203.0.113.9', failures: 30, limit: 30 });
    expect((await visitor.post('/account/users/signin', { email: demo.user[0], password: demo.user[1] })).status).toBe(
      429,
    );

    const lifted = await admin.delete(`/account/lockouts/${client.id}`);
    expect(lifted.body.payload).toEqual(client);
    expect((await visitor.post('/account/users/signin', { email: demo.user[0], password: demo.user[1] })).status).toBe(
      200,
    );
    expect((await admin.delete(`/account/lockouts/${client.id}`)).status).toBe(404);
    const event = api.server.ctx.store.find('events', (e) => e.name === 'Lock lifted')!;
    expect(event.description).toBe(`admin@example.com lifted the lock of the client ${client.who} (password).`);
    expect((await (await signedInAccountAdmin(api)).get('/account/lockouts')).status).toBe(403);
  });
});

describe('a passkey alone', () => {
  it('signs in from the sign-in page, with Remember Me; its challenge is answered once', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    await addPasskey(user, authenticator);
    const mark = historyMark();
    const visitor = api.client();
    const options = (await visitor.post('/account/users/signin/passkey/options', {})).body.payload;
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = authenticator.assert(options);
    const reply = await visitor.post('/account/users/signin/passkey', { response, permanent: true });
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toEqual({ defaultAppURL: expect.any(String), role: 'user' });
    expect(cookieAttributes(visitor, 'session')).toContain('Max-Age=2592000');
    expect((await visitor.get('/account/users/current')).body.payload.email).toBe(demo.user[0]);
    expect((await visitor.get('/account/users/current/sessions')).body.payload[0].via).toBe('passkey');
    // The passkey's use is its person's act in the history (issue 64), not a visitor's.
    expect(creditedToVisitor(mark)).toEqual([]);

    const replayed = await api.client().post('/account/users/signin/passkey', { response });
    expect(replayed.body).toMatchObject({ status: 401, errorCode: 'PASSKEY_NOT_RECOGNIZED' });
    // A new signature (its counter one up) over that same challenge.
    const again = await api.client().post('/account/users/signin/passkey', { response: authenticator.assert(options) });
    expect(again.body).toMatchObject({ status: 401, errorCode: 'PASSKEY_NOT_RECOGNIZED' });
  });

  it('refuses another origin, another key, a counter that went back and an unknown passkey', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    await addPasskey(user, authenticator);
    const attempt = async (make: (options: { challenge: string }) => unknown) => {
      const visitor = api.client();
      const options = (await visitor.post('/account/users/signin/passkey/options', {})).body.payload;
      return (await visitor.post('/account/users/signin/passkey', { response: make(options) })).status;
    };
    expect(await attempt((o) => authenticator.assert(o, { origin: 'https://evil.example' }))).toBe(401);
    expect(await attempt((o) => authenticator.assert(o, { rpID: 'evil.example' }))).toBe(401);
    expect(await attempt((o) => authenticator.assert(o, { type: 'webauthn.create' }))).toBe(401);
    // Alone, a passkey must verify its person (a PIN, a fingerprint); as a second step it need not.
    expect(await attempt((o) => authenticator.assert(o, { noUserVerification: true }))).toBe(401);
    const stranger = new SoftAuthenticator(api.url);
    stranger.register({ challenge: 'x', rp: {}, user: { id: 'eA' } });
    expect(await attempt((o) => authenticator.assert(o, { key: stranger.credentials[0].key }))).toBe(401);
    expect(await attempt((o) => stranger.assert(o))).toBe(401);
    expect(await attempt((o) => authenticator.assert(o, { counter: 5 }))).toBe(200);
    expect(await attempt((o) => authenticator.assert(o, { counter: 5 }))).toBe(401); // a clone's counter
    expect(await attempt((o) => authenticator.assert(o))).toBe(200);
  });
});

describe('groups that require a second factor', () => {
  it('takes their members through enrolment at their next sign-in, reaching only the enrolment routes', async () => {
    const admin = await signedIn(api, 'admin');
    const groupOfUser = api.server.ctx.store.find('userGroups', (l) => l.userID === USER_ID)!.groupID;
    expect((await admin.put(`/account/groups/${groupOfUser}`, { requireSecondFactor: true })).status).toBe(200);
    const mark = historyMark();
    const { client, reply } = await passwordOnly();
    expect(reply.body.payload).toEqual({ secondFactor: 'enrol', methods: [] });
    expect((await client.get('/account/users/current')).status).toBe(401);
    expect((await client.get('/account/users/current/factors')).status).toBe(401);
    expect((await client.post('/account/users/signin/secondFactor', { code: '123456' })).status).toBe(401);

    const started = await client.post('/account/users/current/authenticator', {});
    expect(started.status).toBe(200);
    const done = await client.post('/account/users/current/authenticator/confirm', {
      code: code(started.body.payload.secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.payload.recoveryCodes).toHaveLength(10);
    expect(done.body.payload.signedIn).toEqual({ defaultAppURL: expect.any(String), role: 'user' });
    expect((await client.get('/account/users/current')).status).toBe(200);
    expect((await client.get('/account/users/current/recoveryCodes')).body.payload).toEqual({
      left: 10,
      required: true,
    });
    expect(creditedToVisitor(mark)).toEqual([]);
  });
});

describe("administrators and a person's factors", () => {
  it('lists them (kind, name, added, last used) and resets them: audited, in the history, the person mailed and signed out', async () => {
    const user = await signedIn(api, 'user');
    await addPasskey(user, new SoftAuthenticator(api.url), 'YubiKey');
    await addApp(user);
    const admin = await signedIn(api, 'admin');
    const listed = await admin.get(`/account/users/${USER_ID}/factors`);
    expect(listed.body.payload.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual([
      ['passkey', 'YubiKey'],
      ['totp', 'Authenticator app'],
    ]);
    expect((await admin.get(`/account/users/${USER_ID}/recoveryCodes`)).body.payload.left).toBe(10);

    const reset = await admin.delete(`/account/users/${USER_ID}/factors`);
    expect(reset.body.payload).toEqual({ removed: 2 });
    expect((await admin.get(`/account/users/${USER_ID}/factors`)).body.payload).toEqual([]);
    expect((await admin.get(`/account/users/${USER_ID}/recoveryCodes`)).body.payload.left).toBe(0);
    expect((await user.get('/account/users/current')).status).toBe(401);
    const [mail] = await outbox(api, demo.user[0]);
    expect(mail.subject).toBe('Your second factors were reset');
    const event = api.server.ctx.store.find('events', (e) => e.name === 'Second factors reset')!;
    expect(event.description).toBe('admin@example.com reset the second factors of user@example.com (2 removed).');
    const history = (await admin.get(`/account/history/factors/${listed.body.payload[0].id}`)).body.payload;
    expect(history[0]).toMatchObject({ action: 'delete', actorEmail: 'admin@example.com', resource: 'factors' });
    // Signed in again with the password alone: nothing left to ask.
    expect((await passwordOnly()).reply.body.payload).toMatchObject({ role: 'user' });
  });

  it('only for administrators who outrank the person, in person', async () => {
    const user = await signedIn(api, 'user');
    await addApp(user);
    expect((await user.get(`/account/users/1/factors`)).status).toBe(403);
    expect((await user.delete(`/account/users/${USER_ID}/factors`)).status).toBe(403);
    const ada = await signedInAccountAdmin(api);
    expect((await ada.get('/account/users/1/factors')).body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    expect((await ada.delete('/account/users/1/lockout')).body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    expect((await ada.get(`/account/users/${CUSTOMER}/factors`)).status).toBe(200);
    expect((await ada.delete(`/account/users/${CUSTOMER}/lockout`)).status).toBe(200);
  });
});
