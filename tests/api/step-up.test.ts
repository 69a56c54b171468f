/**
 * Step-up (issue 59, ASVS 7.5.3): granting superadmin, a bulk deletion of people, a reset of someone's factors,
 * the mail server's settings, an impersonation and a provisioning token need the session's password (or a
 * code of the authenticator app) given within the last 5 minutes: at the sign-in or by
 * `POST /account/users/signin/step-up`. The mark is the session's; a token or an impersonation never steps up;
 * wrong passwords count toward the sign-in lock; a revert that grants superadmin needs it too.
 */
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { type Client, bearerClient, demo, signedIn, useTestApi } from './support/api';
import { MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const USER_ID = 2; // user@example.com
const CUSTOMER = 4;
const ADMINISTRATORS = 1; // gives account and unity superadmin
const CONTRACTORS = 8; // gives no superadmin
const ACME = 1;

const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });

/** The superadmin signed in more than 5 minutes ago: the sign-in's own proof has lapsed. */
async function staleAdmin(): Promise<Client> {
  const admin = await signedIn(api, 'admin');
  clock.advance(6 * MINUTE);
  return admin;
}

const stepUp = (client: Client, body: object = { password: demo.admin[1] }) =>
  client.post('/account/users/signin/step-up', body);

const grantSuperadmin = (client: Client) =>
  client.post(`/account/users/${USER_ID}/groups`, { groupID: ADMINISTRATORS });

const events = (name: string) => api.server.ctx.store.filter('events', (e) => e.name === name);

describe('step-up before dangerous actions', () => {
  it('a sign-in counts as a step-up for 5 minutes, then granting superadmin is refused until the password is given', async () => {
    const admin = await signedIn(api, 'admin');
    clock.advance(4 * MINUTE);
    const early = await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: ADMINISTRATORS });
    expect(early.status, early.text).toBe(200);
    clock.advance(2 * MINUTE);
    const refused = await grantSuperadmin(admin);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'STEP_UP_REQUIRED' });
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).not.toContain(ADMINISTRATORS);
    // A group that gives no superadmin needs nothing.
    expect((await admin.post(`/account/users/${USER_ID}/groups`, { groupID: CONTRACTORS })).status).toBe(200);

    const stepped = await stepUp(admin);
    expect(stepped.status, stepped.text).toBe(200);
    expect(stepped.body.payload.steppedUpUntil).toBe(new Date(clock.now().getTime() + 5 * MINUTE).toISOString());
    expect((await grantSuperadmin(admin)).status).toBe(200);
    expect(events('Stepped up')).toHaveLength(1);
    expect(events('Stepped up')[0].description).toContain('admin@example.com');
  });

  it('lapses 5 minutes after the step-up, by the API clock', async () => {
    const admin = await staleAdmin();
    expect((await stepUp(admin)).status).toBe(200);
    clock.advance(5 * MINUTE - 1000);
    expect((await admin.post(`/account/users/${CUSTOMER}/impersonate`, {})).status).toBe(200);
    await admin.delete('/account/users/current/stopImpersonate');
    clock.advance(1000);
    const lapsed = await admin.post(`/account/users/${CUSTOMER}/impersonate`, {});
    expect(lapsed.body).toMatchObject({ status: 403, errorCode: 'STEP_UP_REQUIRED' });
  });

  it('marks the session, not the person: another session of the same person is not stepped up', async () => {
    const first = await signedIn(api, 'admin');
    const second = await signedIn(api, 'admin');
    clock.advance(6 * MINUTE);
    expect((await stepUp(first)).status).toBe(200);
    expect((await grantSuperadmin(second)).body.errorCode).toBe('STEP_UP_REQUIRED');
    expect((await grantSuperadmin(first)).status).toBe(200);
  });

  it('needs it for each action: impersonation, a factor reset, the SMTP settings, a provisioning token, the superadmin role, a bulk deletion', async () => {
    const admin = await staleAdmin();
    const refusedCode = async (reply: Promise<{ body: any }>) => (await reply).body?.errorCode;
    expect(await refusedCode(admin.post(`/account/users/${CUSTOMER}/impersonate`, {}))).toBe('STEP_UP_REQUIRED');
    expect(await refusedCode(admin.delete(`/account/users/${CUSTOMER}/factors`))).toBe('STEP_UP_REQUIRED');
    expect(await refusedCode(admin.put('/account/settings/1', { mailHost: 'smtp.evil.example' }))).toBe(
      'STEP_UP_REQUIRED',
    );
    expect(await refusedCode(admin.put('/account/settings/1', { mailPassword: 'stolen-1' }))).toBe('STEP_UP_REQUIRED');
    expect(
      await refusedCode(admin.post('/account/provisioningClients', { name: 'Entra ID', organizationID: ACME })),
    ).toBe('STEP_UP_REQUIRED');
    const superadminRole = api.server.ctx.store.find('roles', (r) => r.name === 'superadmin' && r.serviceNameID === 2)!;
    expect(await refusedCode(admin.post(`/account/groups/${CONTRACTORS}/roles`, { roleID: superadminRole.id }))).toBe(
      'STEP_UP_REQUIRED',
    );
    const bulk = { headers: { 'X-Bulk-Run': 'run-1' } };
    expect(await refusedCode(admin.delete(`/account/users/${CUSTOMER}`, bulk))).toBe('STEP_UP_REQUIRED');
    expect(api.server.ctx.store.get('users', CUSTOMER)).toBeDefined();

    // What is not dangerous goes on: the sender's name, a single deletion (no bulk run).
    expect((await admin.put('/account/settings/1', { mailSentName: 'Acme' })).status).toBe(200);
    expect((await admin.delete(`/account/users/${USER_ID}`)).status).toBe(200);

    expect((await stepUp(admin)).status).toBe(200);
    expect((await admin.put('/account/settings/1', { mailHost: 'smtp.example.com' })).status).toBe(200);
    expect((await admin.delete(`/account/users/${CUSTOMER}`, bulk)).status).toBe(200);
    expect((await admin.post(`/account/groups/${CONTRACTORS}/roles`, { roleID: superadminRole.id })).status).toBe(200);
  });

  it('a wrong password is refused, logged, and counts toward the sign-in lock (no oracle of its own)', async () => {
    const admin = await staleAdmin();
    const wrong = await stepUp(admin, { password: 'not-it-123' });
    expect(wrong.body).toMatchObject({ status: 403, errorCode: 'WRONG_CURRENT_PASSWORD' });
    expect(events('Step-up refused')).toHaveLength(1);
    for (let i = 1; i < 10; i++) await stepUp(admin, { password: `not-it-${i}` });
    // The account is locked now: even the right password waits, at the step-up and at the sign-in.
    expect((await stepUp(admin)).status).toBe(429);
    expect(
      (await api.client().post('/account/users/signin', { email: demo.admin[0], password: demo.admin[1] })).status,
    ).toBe(429);
    // The session is still signed in (a wrong password is no 401).
    expect((await admin.get('/account/users/current')).status).toBe(200);
  });

  it('steps up with a code of the authenticator app', async () => {
    const admin = await signedIn(api, 'admin');
    const started = await admin.post('/account/users/current/authenticator', { currentPassword: demo.admin[1] });
    const { secret } = started.body.payload as { secret: string };
    expect((await admin.post('/account/users/current/authenticator/confirm', { code: code(secret) })).status).toBe(200);
    clock.advance(6 * MINUTE);
    expect((await stepUp(admin, { code: '000000' })).body.errorCode).toBe('WRONG_CODE');
    expect((await stepUp(admin, { code: code(secret) })).status).toBe(200);
    expect((await grantSuperadmin(admin)).status).toBe(200);
  });

  it('an access token can never step up, nor make a call that needs it', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await admin.post('/account/users/current/accessTokens', { name: 'CI' });
    const token = bearerClient(api, made.body.payload.token);
    const stepped = await stepUp(token);
    expect(stepped.body).toMatchObject({ status: 403, errorCode: 'TOKEN_NOT_ALLOWED' });
    // Even while the person's own session is stepped up (it just signed in).
    const grant = await grantSuperadmin(token);
    expect(grant.body).toMatchObject({ status: 403, errorCode: 'TOKEN_NOT_ALLOWED' });
    const bulk = await token.delete(`/account/users/${CUSTOMER}`, { headers: { 'X-Bulk-Run': 'run-2' } });
    expect(bulk.body.errorCode).toBe('TOKEN_NOT_ALLOWED');
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).not.toContain(ADMINISTRATORS);
  });

  it('an impersonation cannot step up, nor make a dangerous call as the person acted as', async () => {
    // The person acted as is a superadmin too: their rights would allow the grant.
    const { store } = api.server.ctx;
    store.insert('userGroups', { userID: CUSTOMER, groupID: ADMINISTRATORS });
    store.commit();
    const admin = await signedIn(api, 'admin');
    expect((await admin.post(`/account/users/${CUSTOMER}/impersonate`, {})).status).toBe(200);
    expect((await stepUp(admin)).body.errorCode).toBe('IMPERSONATION_NOT_ALLOWED');
    // The session was stepped up by its sign-in a moment ago: acting as someone, that does not count.
    expect((await grantSuperadmin(admin)).body.errorCode).toBe('IMPERSONATION_NOT_ALLOWED');
    const bulk = await admin.delete(`/account/users/${USER_ID}`, { headers: { 'X-Bulk-Run': 'run-3' } });
    expect(bulk.body.errorCode).toBe('IMPERSONATION_NOT_ALLOWED');
    expect(store.get('users', USER_ID)).toBeDefined();
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).not.toContain(ADMINISTRATORS);
  });

  it('a revert that grants superadmin needs it too', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await grantSuperadmin(admin)).status).toBe(200);
    const link = api.server.ctx.store.find('userGroups', (l) => l.userID === USER_ID && l.groupID === ADMINISTRATORS)!;
    expect((await admin.delete(`/account/userGroups/${link.id}`)).status).toBe(200);
    const removal = api.server.ctx.history
      .all()
      .find((e) => e.resource === 'userGroups' && e.recordID === link.id && e.action === 'delete')!;
    clock.advance(6 * MINUTE);
    const refused = await admin.post(`/account/history/${removal.id}/revert`, {});
    expect(refused.body).toMatchObject({ status: 403, errorCode: 'STEP_UP_REQUIRED' });
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).not.toContain(ADMINISTRATORS);
    expect((await stepUp(admin)).status).toBe(200);
    const reverted = await admin.post(`/account/history/${removal.id}/revert`, {});
    expect(reverted.status, reverted.text).toBe(200);
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).toContain(ADMINISTRATORS);
  });
});
