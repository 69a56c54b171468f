/**
 * Lockdown (issue 59): `POST /account/users/{id}/lockdown` ends, in one call, every session, access token,
 * provisioning client, second factor and pending link or code of a person, deactivates them with a reason in
 * the event log, and is undone only by an administrator, with nothing ended coming back.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Client, demo, signedIn, useTestApi } from './support/api';
import { MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const JAMIE = 2; // user@example.com
const ADMIN = 1;
const ACME = 1;

const lockDown = (client: Client, id = JAMIE, body: object = { reason: 'Phished on Monday' }) =>
  client.post(`/account/users/${id}/lockdown`, body);

/** Jamie with a session, an access token, a provisioning client, an authenticator app and a mailed code. */
async function jamieWithEverything() {
  const { store } = api.server.ctx;
  const jamie = await signedIn(api, 'user');
  const token = (await jamie.post('/account/users/current/accessTokens', { name: 'CI script' })).body.payload.token;
  expect((await api.client().post('/account/users/requestPLCode', { email: demo.user[0] })).status).toBe(200);
  // The code is made after the answer (selfService.ts).
  await vi.waitFor(() => expect(store.filter('oneTimeTokens', (t) => t.userID === JAMIE && !t.used)).toHaveLength(1));
  const now = clock.now().toISOString();
  store.insert('provisioningClients', {
    name: 'Jamie’s sync',
    organizationID: ACME,
    groupIDs: [],
    tokenHash: 'x'.repeat(64),
    createdBy: JAMIE,
    createdAt: now,
    lastUsedAt: '',
  });
  store.insert('factors', {
    userID: JAMIE,
    kind: 'totp',
    name: 'Authenticator app',
    createdAt: now,
    lastUsedAt: '',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    confirmed: true,
  });
  store.commit();
  return { jamie, token };
}

describe('lockdown', () => {
  it('ends everything that acts for the person and deactivates them, with the reason, in one call', async () => {
    const { jamie, token } = await jamieWithEverything();
    const admin = await signedIn(api, 'admin');
    const entries = api.server.ctx.history.inOrder().length;

    const locked = await lockDown(admin);
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.payload).toEqual({ sessions: 1, accessTokens: 1, provisioningClients: 1, factors: 1, links: 1 });

    const { store } = api.server.ctx;
    expect(store.get('users', JAMIE)!.active).toBe(false);
    expect(store.filter('sessions', (s) => s.userID === JAMIE)).toEqual([]);
    expect(store.filter('accessTokens', (t) => t.userID === JAMIE)).toEqual([]);
    expect(store.filter('provisioningClients', (c) => c.createdBy === JAMIE)).toEqual([]);
    expect(store.filter('factors', (f) => f.userID === JAMIE)).toEqual([]);
    expect(store.filter('oneTimeTokens', (t) => t.userID === JAMIE && !t.used)).toEqual([]);
    // What they held no longer opens anything.
    expect((await jamie.get('/account/users/current')).status).toBe(401);
    const byToken = await api.client().get('/account/users/current', { headers: { authorization: `Bearer ${token}` } });
    expect(byToken.status).toBe(401);
    // The reason is in the event log; the history has what the call changed, each entry of that one call.
    const event = store.find('events', (e) => e.name === 'Account locked down')!;
    expect(event.description).toBe('admin@example.com locked down the account of user@example.com: Phished on Monday');
    const written = api.server.ctx.history.inOrder().slice(entries);
    expect(new Set(written.map((e) => `${e.method} ${e.path} by ${e.actorEmail}`))).toEqual(
      new Set([`POST /account/users/${JAMIE}/lockdown by admin@example.com`]),
    );
    const deactivation = written.find((e) => e.resource === 'users' && e.recordID === JAMIE)!;
    expect(deactivation.changes).toContainEqual(
      expect.objectContaining({ field: 'active', before: true, after: false }),
    );
  });

  it('is undone only by an administrator, and nothing ended comes back', async () => {
    const { token } = await jamieWithEverything();
    const admin = await signedIn(api, 'admin');
    expect((await lockDown(admin)).status).toBe(200);
    const refused = await api.client().post('/account/users/signin', { email: demo.user[0], password: demo.user[1] });
    expect(refused.status).not.toBe(200);

    expect((await admin.put(`/account/users/${JAMIE}`, { active: true })).status).toBe(200);
    const back = await signedIn(api, 'user');
    expect((await back.get('/account/users/current')).status).toBe(200);
    const byToken = await api.client().get('/account/users/current', { headers: { authorization: `Bearer ${token}` } });
    expect(byToken.status).toBe(401);
    expect(api.server.ctx.store.filter('factors', (f) => f.userID === JAMIE)).toEqual([]);
  });

  it('asks for a reason, a step-up and an administrator who outranks the person, never oneself', async () => {
    const admin = await signedIn(api, 'admin');
    const empty = await lockDown(admin, JAMIE, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'reason' });
    expect((await lockDown(admin, JAMIE, { reason: 'x', more: 1 })).status).toBe(400);

    const jamie = await signedIn(api, 'user');
    expect((await lockDown(jamie, ADMIN)).status).toBe(403);
    expect((await lockDown(admin, ADMIN)).body).toMatchObject({ status: 403 }); // never one's own
    expect(api.server.ctx.store.get('users', JAMIE)!.active).toBe(true);

    clock.advance(6 * MINUTE);
    const stale = await lockDown(admin);
    expect(stale.body).toMatchObject({ status: 403, errorCode: 'STEP_UP_REQUIRED' });
    expect(api.server.ctx.store.get('users', JAMIE)!.active).toBe(true);
  });
});
