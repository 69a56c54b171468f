/**
 * Where a person is signed in (issue 24): every sign-in is a session with its device and browser, address,
 * start, last activity and whether it is remembered; a person lists and ends their own, an administrator
 * those of a user they outrank. An ended session is refused on its very next call and its socket closes;
 * ending sessions is a unity event.
 */
import { request as httpRequest } from 'node:http';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../fixtures/seed/index';
import {
  type Client,
  bearerClient,
  connectSocket,
  demo,
  outbox,
  signedIn,
  signedInAccountAdmin,
  useTestApi,
} from './support/api';

/** The server's clock runs `shift` ms ahead of the wall clock (last activity is kept to the minute). */
let shift = 0;
const api = useTestApi({ now: () => new Date(Date.now() + shift) });
const sockets: Socket[] = [];
afterEach(() => {
  shift = 0;
  sockets.splice(0).forEach((s) => s.disconnect());
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a browser that says who it is. */
async function signInAs(who: keyof typeof demo, userAgent: string, permanent = false): Promise<Client> {
  const client = api.client();
  const reply = await client.post(
    '/account/users/signin',
    { email: demo[who][0], password: demo[who][1], permanent },
    { headers: { 'user-agent': userAgent } },
  );
  expect(reply.status).toBe(200);
  return client;
}

const sessionsOf = async (client: Client, user: number | 'current' = 'current') => {
  const reply = await client.get(`/account/users/${user}/sessions`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as any[];
};
const refused = async (client: Client) => expect((await client.get('/account/users/current')).status).toBe(401);
const accepted = async (client: Client) => expect((await client.get('/account/users/current')).status).toBe(200);
const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
async function socketOf(client: Client): Promise<Socket> {
  const socket = await connectSocket(api, client);
  sockets.push(socket);
  return socket;
}

/** fatima.taylor, a customer: account and unity user. */
const CUSTOMER = 4;

describe("a person's own sessions", () => {
  it('lists every sign-in with its device, browser, address, start, last activity and Remember Me, the current one marked', async () => {
    const laptop = await signInAs('user', CHROME_WINDOWS);
    await signInAs('user', SAFARI_IPHONE, true);
    const list = await laptop.get('/account/users/current/sessions?range=[0,9]');
    expect(list.headers.get('content-range')).toBe('sessions 0-1/2');
    const [current, phone] = list.body.payload;
    expect(current).toMatchObject({
      current: true,
      via: 'password',
      browser: 'Chrome 126',
      os: 'Windows 10',
      device: 'desktop',
      permanent: false,
      ipAddress: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: CHROME_WINDOWS,
      impersonating: null,
      impersonatedBy: null,
    });
    expect(phone).toMatchObject({
      current: false,
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      device: 'mobile',
      deviceName: 'Apple iPhone',
      permanent: true,
    });
    for (const session of [current, phone]) {
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(session.lastActiveAt >= session.createdAt).toBe(true);
      expect(Object.keys(session).join(' ')).not.toMatch(/hash|token/i);
    }
  });

  it('renews the last activity as the session is used (to the minute)', async () => {
    const client = await signInAs('user', CHROME_WINDOWS);
    const [before] = await sessionsOf(client);
    shift = 5 * 60_000;
    const [after] = await sessionsOf(client);
    expect(Date.parse(after.lastActiveAt) - Date.parse(before.lastActiveAt)).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(after.createdAt).toBe(before.createdAt);
  });

  it("keeps the first 1000 characters of a browser's name", async () => {
    const client = await signInAs('user', CHROME_WINDOWS + ' x'.repeat(1000));
    const [session] = await sessionsOf(client);
    expect(session.userAgent).toBe((CHROME_WINDOWS + ' x'.repeat(1000)).slice(0, 1000));
  });

  it('a browser that does not say who it is shows no name', async () => {
    // fetch always names itself: node:http sends no User-Agent unless told.
    const cookie = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        `${api.url}/account/users/signin`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (reply) => {
          reply.resume();
          resolve(reply.headers['set-cookie']!.find((c) => c.startsWith('session='))!.split(';')[0]);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email: demo.user[0], password: demo.user[1] }));
    });
    const client = api.client();
    client.cookies.set('session', cookie.slice('session='.length));
    const listed = await sessionsOf(client);
    expect(listed.find((s) => s.current)).toMatchObject({ userAgent: '' });
  });

  it('records a one-time code sign-in as a code session', async () => {
    await api.client().post('/account/users/requestPLCode', { email: 'user@example.com' });
    const [mail] = await outbox(api, 'user@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const client = api.client();
    expect(
      (
        await client.post(
          '/account/users/signinPL',
          { code, email: 'user@example.com' },
          { headers: { 'user-agent': SAFARI_IPHONE } },
        )
      ).status,
    ).toBe(200);
    expect((await sessionsOf(client))[0]).toMatchObject({
      current: true,
      via: 'code',
      permanent: true,
      device: 'mobile',
    });
  });

  it('ends another of its sessions: refused on its very next call, its socket closed, an event recorded', async () => {
    const here = await signInAs('user', CHROME_WINDOWS);
    const phone = await signInAs('user', SAFARI_IPHONE);
    const socket = await socketOf(phone);
    const ended = closed(socket);
    const other = (await sessionsOf(here)).find((s) => !s.current);
    const reply = await here.delete(`/account/users/current/sessions/${other.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toMatchObject({ id: other.id, browser: 'Mobile Safari 17' });
    await refused(phone);
    expect(await ended).toBe('io server disconnect');
    await accepted(here);
    expect((await sessionsOf(here)).map((s) => s.id)).not.toContain(other.id);

    const admin = await signedIn(api, 'admin');
    const events = (await admin.get('/unity/events?sort=["id","DESC"]&range=[0,0]')).body.payload;
    expect(events[0]).toMatchObject({ name: 'Session ended', userEmail: 'user@example.com' });
    expect(events[0].description).toMatch(/user@example\.com ended their session of Mobile Safari 17 on iOS 17\.5/);
  });

  it('ending its own current session signs it out', async () => {
    const here = await signInAs('user', CHROME_WINDOWS);
    const [current] = await sessionsOf(here);
    expect((await here.delete(`/account/users/current/sessions/${current.id}`)).status).toBe(200);
    expect(here.cookies.has('session')).toBe(false);
    await refused(here);
  });

  it('signs out of every other session and keeps the current one', async () => {
    const here = await signInAs('user', CHROME_WINDOWS);
    const others = [await signInAs('user', SAFARI_IPHONE), await signedIn(api, 'user', true)];
    const socket = await socketOf(others[0]);
    const ended = closed(socket);
    const reply = await here.delete('/account/users/current/sessions');
    expect(reply.body.payload).toEqual({ ended: 2 });
    for (const other of others) await refused(other);
    expect(await ended).toBe('io server disconnect');
    await accepted(here);
    expect(await sessionsOf(here)).toHaveLength(1);
  });

  it('lists no half-signed-in session (a password given, the second factor not yet), and still ends it with the others', async () => {
    const here = await signInAs('user', CHROME_WINDOWS);
    const { store } = api.server.ctx;
    const group = store.find('userGroups', (l) => l.userID === 2)!.groupID; // user@example.com
    store.update('groups', group, { requireSecondFactor: true });
    const half = api.client();
    const reply = await half.post('/account/users/signin', { email: demo.user[0], password: demo.user[1] });
    expect(reply.body.payload).toEqual({ secondFactor: 'enrol', methods: [] });
    expect((await half.post('/account/users/current/authenticator', {})).status).toBe(200);

    expect(await sessionsOf(here)).toHaveLength(1);
    expect((await here.delete('/account/users/current/sessions')).body.payload).toEqual({ ended: 1 });
    expect((await half.post('/account/users/current/authenticator', {})).status).toBe(401);
  });
});

describe('rights', () => {
  it("a plain user sees only their own sessions, and can end no one else's", async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    const adminSession = (await sessionsOf(admin))[0];
    const mine = await sessionsOf(user);
    expect(mine.every((s) => s.userID === 2)).toBe(true);
    expect(mine.map((s) => s.id)).not.toContain(adminSession.id);
    expect((await user.get('/account/users/1/sessions')).status).toBe(403);
    expect((await user.get('/account/users/2/sessions')).status).toBe(403); // their own id: only as `current`
    expect((await user.delete(`/account/users/current/sessions/${adminSession.id}`)).status).toBe(404);
    expect((await user.delete(`/account/users/1/sessions/${adminSession.id}`)).status).toBe(403);
    expect((await user.delete('/account/users/1/sessions')).status).toBe(403);
    await accepted(admin);
  });

  it('an access token neither lists nor ends sessions', async () => {
    const user = await signedIn(api, 'user');
    const token = (await user.post('/account/users/current/accessTokens', { name: 'script' })).body.payload.token;
    const script = bearerClient(api, token);
    expect((await script.get('/account/users/current/sessions')).body.errorCode).toBe('TOKEN_NOT_ALLOWED');
    expect((await script.delete('/account/users/current/sessions')).body.errorCode).toBe('TOKEN_NOT_ALLOWED');
    await accepted(user);
  });

  it('an account administrator manages the sessions of a user they outrank, never of one above them', async () => {
    const ada = await signedInAccountAdmin(api);
    // fatima.taylor, a customer (account and unity user): Ada holds both rights. The demo user's billing
    // admin role is above her.
    const customer = api.client();
    const email = api.server.ctx.store.get('users', CUSTOMER)!.email;
    await customer.post(
      '/account/users/signin',
      { email, password: DEFAULT_PASSWORD },
      { headers: { 'user-agent': SAFARI_IPHONE } },
    );
    await signedIn(api, 'admin');
    expect((await sessionsOf(ada, CUSTOMER))[0]).toMatchObject({
      userID: CUSTOMER,
      current: false,
      browser: 'Mobile Safari 17',
    });
    expect((await ada.get('/account/users/2/sessions')).body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    const above = await ada.get('/account/users/1/sessions');
    expect(above.status).toBe(403);
    expect(above.body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    expect((await ada.delete('/account/users/1/sessions')).body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    expect((await ada.delete(`/account/users/${CUSTOMER}/sessions`)).body.payload).toEqual({ ended: 1 });
    await refused(customer);
  });
});

describe("an administrator and a user's sessions", () => {
  it('signs a user out everywhere: every session refused at once, every socket closed, an event recorded', async () => {
    const admin = await signedIn(api, 'admin');
    const laptop = await signInAs('user', CHROME_WINDOWS);
    const phone = await signInAs('user', SAFARI_IPHONE, true);
    const closing = [closed(await socketOf(laptop)), closed(await socketOf(phone))];
    expect(await sessionsOf(admin, 2)).toHaveLength(2);
    const reply = await admin.delete('/account/users/2/sessions');
    expect(reply.body.payload).toEqual({ ended: 2 });
    await refused(laptop);
    await refused(phone);
    expect(await Promise.all(closing)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await sessionsOf(admin, 2)).toEqual([]);
    await accepted(admin);
    const [event] = (await admin.get('/unity/events?sort=["id","DESC"]&range=[0,0]')).body.payload;
    expect(event).toMatchObject({
      name: 'Sessions ended',
      userEmail: 'admin@example.com',
      description: 'admin@example.com signed user@example.com out everywhere (2 session(s)).',
    });
  });

  it("deleting a user ends their sessions at once: every socket closed, the other users' kept", async () => {
    const admin = await signedIn(api, 'admin');
    const email = api.server.ctx.store.get('users', CUSTOMER)!.email;
    const customer = api.client();
    expect((await customer.post('/account/users/signin', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
    const user = await signInAs('user', CHROME_WINDOWS);
    const closing = closed(await socketOf(customer));
    const kept = await socketOf(user);
    expect((await admin.delete(`/account/users/${CUSTOMER}`)).status).toBe(200);
    expect(await closing).toBe('io server disconnect');
    expect(api.server.ctx.store.filter('sessions', (s) => s.userID === CUSTOMER)).toEqual([]);
    expect(kept.connected).toBe(true);
    await accepted(user);
  });

  it("ends one session of a user, and not the user's others", async () => {
    const admin = await signedIn(api, 'admin');
    const laptop = await signInAs('user', CHROME_WINDOWS);
    const phone = await signInAs('user', SAFARI_IPHONE);
    const target = (await sessionsOf(admin, 2)).find((s) => s.browser === 'Chrome 126');
    expect((await admin.delete(`/account/users/2/sessions/${target.id}`)).status).toBe(200);
    await refused(laptop);
    await accepted(phone);
    expect((await admin.delete(`/account/users/2/sessions/${target.id}`)).body.errorCode).toBe('SESSION_NOT_FOUND');
  });

  it("an impersonation shows in the impersonated user's sessions, with who is acting", async () => {
    const admin = await signInAs('admin', CHROME_WINDOWS);
    expect((await admin.post('/account/users/2/impersonate', {})).status).toBe(200);
    const user = await signedIn(api, 'user');
    const [mine, acting] = [...(await sessionsOf(user))].sort((a) => (a.current ? -1 : 1));
    expect(mine.current).toBe(true);
    expect(acting).toMatchObject({
      via: 'impersonation',
      impersonatedBy: { id: 1, email: 'admin@example.com' },
      browser: 'Chrome 126',
    });
    await admin.delete('/account/users/current/stopImpersonate');
    const own = await sessionsOf(admin);
    expect(own[0]).toMatchObject({ current: true, via: 'password', impersonating: null });
    expect(own.some((s) => s.via === 'impersonation')).toBe(false);
  });
});
