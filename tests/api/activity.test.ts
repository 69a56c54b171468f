/**
 * Every person's last sign-in and last activity (issue 39): set by each completed sign-in (password, mailed
 * code, passkey alone, after the second step when there is one; not a half sign-in, not an impersonation),
 * the activity renewed with their sessions' (to the minute, one write at most), neither an edit of the record
 * (no history entry, no `updatedAt`); answered in the list and the record, filtered ("never" is the empty
 * value) and sorted on by the server, and in the CSV export.
 */
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { type Client, demo, filtersQuery, outbox, signedIn, useTestApi } from './support/api';
import { SoftAuthenticator } from './support/authenticator';
import { DAY, MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const USER_ID = 2; // user@example.com
const PENDING_ID = 3; // never signed in
const PROOF = { currentPassword: demo.user[1] };
const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });

const stored = (id = USER_ID) => api.server.ctx.store.get('users', id)!;
const historyOf = (id = USER_ID) => api.server.ctx.history.all().filter((e) => e.about.includes(`users:${id}`));

/** The password step of a sign-in, from a new client. */
async function password(who: keyof typeof demo = 'user'): Promise<{ client: Client; payload: any }> {
  const client = api.client();
  const reply = await client.post('/account/users/signin', { email: demo[who][0], password: demo[who][1] });
  expect(reply.status).toBe(200);
  return { client, payload: reply.body.payload };
}

/** The ids of the users a filter list answers (every page). */
async function idsOf(admin: Client, filters: object[], sort = '') {
  const reply = await admin.get(`/account/users?${filtersQuery(filters)}${sort}`);
  expect(reply.status).toBe(200);
  return (reply.body.payload as { id: number }[]).map((u) => u.id);
}

describe('what the seed and a new person hold', () => {
  it('answers both fields on every user of the list and on the record, empty for who never signed in', async () => {
    const admin = await signedIn(api, 'admin');
    const rows = (await admin.get('/account/users')).body.payload as Record<string, unknown>[];
    for (const row of rows) {
      expect(typeof row.lastSigninAt).toBe('string');
      expect(typeof row.lastActiveAt).toBe('string');
      // Activity follows its sign-in.
      if (row.lastSigninAt) expect(String(row.lastActiveAt) >= String(row.lastSigninAt)).toBe(true);
      else expect(row.lastActiveAt).toBe('');
    }
    const never = rows.filter((r) => !r.lastSigninAt).map((r) => r.id);
    expect(never).toContain(PENDING_ID);
    // Some, not most.
    expect(never.length).toBeGreaterThan(1);
    expect(never.length).toBeLessThan(rows.length / 3);
    const record = (await admin.get(`/account/users/${PENDING_ID}`)).body.payload;
    expect(record).toMatchObject({ lastSigninAt: '', lastActiveAt: '' });

    const created = await admin.post('/account/users', {
      firstName: 'New',
      lastName: 'Person',
      email: 'new.person@example.com',
      password: 'secret123-quokka',
      passwordConfirmation: 'secret123-quokka',
      defaultAppID: 0,
    });
    expect(created.body.payload).toMatchObject({ lastSigninAt: '', lastActiveAt: '' });
  });

  it('offers both as date fields of the search bar', async () => {
    const admin = await signedIn(api, 'admin');
    const metadata = (await admin.get('/account/users/searchMetadata')).body.payload;
    expect(metadata.lastSigninAt).toMatchObject({ name: 'lastSigninAt', type: 'date' });
    expect(metadata.lastActiveAt).toMatchObject({ name: 'lastActiveAt', type: 'date' });
  });
});

describe('a completed sign-in', () => {
  it('with the password sets both to its time, and is no edit: no history entry, no updatedAt', async () => {
    const before = { ...stored() };
    clock.advance(MINUTE);
    await password();
    expect(stored()).toMatchObject({ lastSigninAt: clock.iso(), lastActiveAt: clock.iso() });
    expect(stored().updatedAt).toBe(before.updatedAt);
    expect(stored().securityStamp).toBe(before.securityStamp);
    expect(historyOf()).toEqual([]);
  });

  it('with the mailed code', async () => {
    clock.advance(MINUTE);
    const visitor = api.client();
    await visitor.post('/account/users/requestPLCode', { email: demo.user[0] });
    const mailed = /\b(\d{6})\b/.exec((await outbox(api, demo.user[0]))[0].text)![1];
    expect((await visitor.post('/account/users/signinPL', { code: mailed, email: demo.user[0] })).status).toBe(200);
    expect(stored().lastSigninAt).toBe(clock.iso());
  });

  it('only after the second step when there is one', async () => {
    const user = await signedIn(api, 'user');
    const started = await user.post('/account/users/current/authenticator', PROOF);
    const { secret } = started.body.payload as { secret: string };
    await user.post('/account/users/current/authenticator/confirm', { code: code(secret) });
    const signedInAt = stored().lastSigninAt;

    clock.advance(DAY);
    const { client, payload } = await password();
    expect(payload).toMatchObject({ secondFactor: 'verify' });
    // Half signed in: not yet.
    expect(stored().lastSigninAt).toBe(signedInAt);
    clock.advance(MINUTE);
    expect((await client.post('/account/users/signin/secondFactor', { code: code(secret) })).status).toBe(200);
    expect(stored()).toMatchObject({ lastSigninAt: clock.iso(), lastActiveAt: clock.iso() });
  });

  it('with a passkey alone', async () => {
    const user = await signedIn(api, 'user');
    const authenticator = new SoftAuthenticator(api.url);
    const options = await user.post('/account/users/current/passkeys/options', PROOF);
    await user.post('/account/users/current/passkeys', {
      name: 'Laptop',
      response: authenticator.register(options.body.payload),
    });
    clock.advance(DAY);
    const visitor = api.client();
    const challenge = (await visitor.post('/account/users/signin/passkey/options', {})).body.payload;
    const reply = await visitor.post('/account/users/signin/passkey', { response: authenticator.assert(challenge) });
    expect(reply.status).toBe(200);
    expect(stored().lastSigninAt).toBe(clock.iso());
  });

  it('a wrong password sets nothing, and an impersonation is not the person’s sign-in', async () => {
    const before = stored().lastSigninAt;
    clock.advance(MINUTE);
    await api.client().post('/account/users/signin', { email: demo.user[0], password: 'wrong-password' });
    expect(stored().lastSigninAt).toBe(before);

    const admin = await signedIn(api, 'admin');
    clock.advance(MINUTE);
    expect((await admin.post(`/account/users/${USER_ID}/impersonate`, {})).status).toBe(200);
    await admin.get('/account/users/current');
    expect(stored().lastSigninAt).toBe(before);
    expect(stored().lastActiveAt).not.toBe(clock.iso());
    // The calls are the administrator's activity.
    expect(stored(1).lastActiveAt).toBe(clock.iso());
  });
});

describe('activity', () => {
  it('follows the calls of any session of the person, to the minute: a call within it writes nothing', async () => {
    const { client } = await password();
    const signedInAt = clock.iso();
    const { store } = api.server.ctx;
    const version = store.version('users');
    clock.advance(MINUTE - 1);
    await client.get('/account/users/current');
    await client.get('/account/users/current');
    expect(store.version('users')).toBe(version);
    expect(stored().lastActiveAt).toBe(signedInAt);

    clock.advance(1);
    await client.get('/account/users/current');
    expect(stored()).toMatchObject({ lastSigninAt: signedInAt, lastActiveAt: clock.iso() });
    expect(store.version('users')).toBe(version + 1);
    expect(historyOf()).toEqual([]);

    // A second session just renewed (its first call after a minute) does not write the person again.
    const other = (await password()).client;
    const at = clock.iso();
    clock.advance(MINUTE);
    await other.get('/account/users/current');
    expect(stored().lastActiveAt).toBe(clock.iso());
    const after = store.version('users');
    clock.advance(30_000);
    await client.get('/account/users/current');
    expect(store.version('users')).toBe(after);
    expect(at < stored().lastActiveAt!).toBe(true);
  });

  it('an edit by an administrator keeps them, and its history entry does not name them', async () => {
    await password();
    const admin = await signedIn(api, 'admin');
    const before = { ...stored() };
    clock.advance(MINUTE);
    expect((await admin.put(`/account/users/${USER_ID}`, { firstName: 'Jay' })).status).toBe(200);
    expect(stored()).toMatchObject({ lastSigninAt: before.lastSigninAt, lastActiveAt: before.lastActiveAt });
    const [entry] = historyOf();
    expect(entry.changes.map((c) => c.field).sort()).toEqual(['firstName', 'updatedAt']);
  });

  it('are written by sign-ins only: no one sets them through the API, an administrator or the person', async () => {
    const admin = await signedIn(api, 'admin');
    const person = await signedIn(api, 'user');
    const before = { ...stored() };
    const forged = { lastSigninAt: '2000-01-01T00:00:00.000Z', lastActiveAt: '2000-01-01T00:00:00.000Z' };
    expect((await admin.put(`/account/users/${USER_ID}`, forged)).status).toBe(400);
    const own = await person.put(`/account/users/${USER_ID}`, forged);
    expect(own.status, JSON.stringify(own.body)).toBe(400);
    expect((await admin.post('/account/users', { ...forged, email: 'new@example.com' })).status).toBe(400);
    expect(before.lastSigninAt).not.toBe('');
    expect(stored()).toMatchObject({ lastSigninAt: before.lastSigninAt, lastActiveAt: before.lastActiveAt });
  });
});

describe('filters, sort and export', () => {
  it('"never" is the empty value; a day before excludes who never signed in', async () => {
    const admin = await signedIn(api, 'admin');
    const all = (await admin.get('/account/users')).body.payload as {
      id: number;
      lastSigninAt: string;
      lastActiveAt: string;
    }[];
    const never = all.filter((u) => !u.lastSigninAt).map((u) => u.id);
    expect(await idsOf(admin, [{ name: 'lastSigninAt', comparison: 'eq', value: '' }])).toEqual(never);
    expect(await idsOf(admin, [{ name: 'lastSigninAt', comparison: 'neq', value: '' }])).toEqual(
      all.filter((u) => u.lastSigninAt).map((u) => u.id),
    );
    const day = '2026-08-01';
    const before = all.filter((u) => u.lastSigninAt && u.lastSigninAt.slice(0, 10) < day).map((u) => u.id);
    expect(before.length).toBeGreaterThan(0);
    expect(await idsOf(admin, [{ name: 'lastSigninAt', comparison: 'lt', value: day }])).toEqual(before);
    const since = all.filter((u) => u.lastActiveAt && u.lastActiveAt.slice(0, 10) >= day).map((u) => u.id);
    expect(since.length).toBeGreaterThan(0);
    expect(await idsOf(admin, [{ name: 'lastActiveAt', comparison: 'gte', value: day }])).toEqual(since);
  });

  it('sorts on the server, newest first, who never signed in last in both directions', async () => {
    const admin = await signedIn(api, 'admin');
    const page = async (order: 'ASC' | 'DESC', range = '[0,999]') =>
      (await admin.get(`/account/users?sort=${encodeURIComponent(`["lastSigninAt","${order}"]`)}&range=${range}`)).body
        .payload as { lastSigninAt: string }[];
    const desc = (await page('DESC')).map((u) => u.lastSigninAt);
    const signedInOnes = desc.filter(Boolean);
    expect(signedInOnes).toEqual([...signedInOnes].sort().reverse());
    expect(desc.slice(signedInOnes.length).every((v) => v === '')).toBe(true);
    const asc = (await page('ASC')).map((u) => u.lastSigninAt);
    expect(asc.filter(Boolean)).toEqual([...signedInOnes].reverse());
    expect(asc.at(-1)).toBe('');
    expect((await page('DESC', '[0,0]'))[0].lastSigninAt).toBe(signedInOnes[0]);
  });

  it('exports both in the CSV', async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await admin.get(
      `/account/users/csv?${filtersQuery([{ name: 'id', comparison: 'eq', value: PENDING_ID }])}`,
    );
    const [header, row] = reply.text.trim().split(/\r?\n/);
    expect(header.split(',').slice(-2)).toEqual(['lastSigninAt', 'lastActiveAt']);
    expect(row.endsWith(',,')).toBe(true);
  });
});
