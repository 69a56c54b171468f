/**
 * The administrators' own step-up list (issue 59: "the actions above, and any an administrator marks in the
 * settings"): the superadmin marks sensitive writes of a fixed catalogue (contract/stepUpActions.ts) in the
 * session policy's `stepUpActions`; a marked write then needs the session's password or a second factor within
 * the last 5 minutes, on its route and on a revert alike. Marking and unmarking need a step-up themselves, so a
 * stolen session cannot turn one off silently; a token never steps up.
 */
import { describe, expect, it } from 'vitest';
import { STEP_UP_ACTIONS } from '../../contract/stepUpActions';
import { type Client, bearerClient, demo, signedIn, useTestApi } from './support/api';
import { MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const USER_ID = 2; // user@example.com
const CUSTOMER = 4;
const CONTRACTORS = 8; // a group that gives no superadmin

const stepUp = (client: Client) => client.post('/account/users/signin/step-up', { password: demo.admin[1] });
const mark = (client: Client, stepUpActions: string[]) => client.put('/account/sessionPolicy', { stepUpActions });
const marked = async () => (await (await signedIn(api, 'admin')).get('/account/sessionPolicy')).body.payload;
/** The superadmin signed in more than 5 minutes ago: the sign-in's own proof has lapsed. */
async function staleAdmin(): Promise<Client> {
  const admin = await signedIn(api, 'admin');
  clock.advance(6 * MINUTE);
  return admin;
}
async function markAs(stepUpActions: string[]) {
  const admin = await signedIn(api, 'admin');
  const reply = await mark(admin, stepUpActions);
  expect(reply.status, reply.text).toBe(200);
}

describe('marking actions for step-up', () => {
  it('marks none by default, and answers the list once saved, each action once', async () => {
    expect((await marked()).stepUpActions).toEqual([]);
    await markAs(['deleteUser', 'editRule', 'deleteUser']);
    expect((await marked()).stepUpActions).toEqual(['deleteUser', 'editRule']);
  });

  it('refuses an action outside the catalogue, naming the field', async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await mark(admin, ['deleteEverything']);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'stepUpActions' });
    expect((await marked()).stepUpActions).toEqual([]);
  });

  it('needs a step-up to mark one and to unmark one, so a stolen session cannot turn it off', async () => {
    const admin = await staleAdmin();
    expect((await mark(admin, ['deleteUser'])).body.errorCode).toBe('STEP_UP_REQUIRED');
    expect((await stepUp(admin)).status).toBe(200);
    expect((await mark(admin, ['deleteUser'])).status).toBe(200);
    clock.advance(6 * MINUTE);
    expect((await mark(admin, [])).body.errorCode).toBe('STEP_UP_REQUIRED');
    expect((await marked()).stepUpActions).toEqual(['deleteUser']);
  });

  it('is refused to an administrator who is not the superadmin', async () => {
    const user = await signedIn(api, 'user');
    expect((await mark(user, [])).status).toBe(403);
  });

  it('is in the history', async () => {
    await markAs(['editRole']);
    const admin = await signedIn(api, 'admin');
    const entries = (await admin.get('/account/history?filters=' + encodeURIComponent('[]'))).body.payload;
    expect(JSON.stringify(entries)).toContain('editRole');
  });
});

describe('a marked action', () => {
  it('a single deletion of a user needs a step-up once marked, not before', async () => {
    const before = await staleAdmin();
    expect((await before.delete(`/account/users/${USER_ID}`)).status).toBe(200);
    await markAs(['deleteUser']);
    const admin = await staleAdmin();
    const refused = await admin.delete(`/account/users/${CUSTOMER}`);
    expect(refused.body).toMatchObject({ status: 403, errorCode: 'STEP_UP_REQUIRED' });
    expect(api.server.ctx.store.get('users', CUSTOMER)).toBeDefined();
    expect((await stepUp(admin)).status).toBe(200);
    expect((await admin.delete(`/account/users/${CUSTOMER}`)).status).toBe(200);
  });

  it('a deactivation needs it, another change of the same user does not', async () => {
    await markAs(['deactivateUser']);
    const admin = await staleAdmin();
    expect((await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Kim' })).status).toBe(200);
    expect((await admin.put(`/account/users/${CUSTOMER}`, { active: false })).body.errorCode).toBe('STEP_UP_REQUIRED');
    expect(api.server.ctx.store.get('users', CUSTOMER)!.active).toBe(true);
  });

  it.each([
    ['editRule', (c: Client) => c.post('/account/rules', { path: '/example', method: 'GET', roleID: 1 })],
    ['editRole', (c: Client) => c.post('/account/roles', { name: 'auditor2', serviceNameID: 1 })],
    ['createApplication', (c: Client) => c.post('/account/apps', { name: 'Payroll', url: 'https://pay.example.com' })],
    ['editOrganization', (c: Client) => c.put('/account/organizations/1', { name: 'Acme Two' })],
    ['changeMembership', (c: Client) => c.post(`/account/users/${USER_ID}/groups`, { groupID: CONTRACTORS })],
  ])('%s needs it once marked', async (action, call) => {
    await markAs([action]);
    const admin = await staleAdmin();
    expect((await call(admin)).body.errorCode).toBe('STEP_UP_REQUIRED');
    expect((await stepUp(admin)).status).toBe(200);
    const done = await call(admin);
    expect(done.status, done.text).toBe(200);
  });

  it('a revert of a marked change needs it too', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post(`/account/users/${USER_ID}/groups`, { groupID: CONTRACTORS })).status).toBe(200);
    const link = api.server.ctx.store.find('userGroups', (l) => l.userID === USER_ID && l.groupID === CONTRACTORS)!;
    const grant = api.server.ctx.history
      .all()
      .find((e) => e.resource === 'userGroups' && e.recordID === link.id && e.action === 'create')!;
    expect((await mark(admin, ['changeMembership'])).status).toBe(200);
    clock.advance(6 * MINUTE);
    const refused = await admin.post(`/account/history/${grant.id}/revert`, {});
    expect(refused.body).toMatchObject({ status: 403, errorCode: 'STEP_UP_REQUIRED' });
    expect(api.server.ctx.policy.groupIDsOf(USER_ID)).toContain(CONTRACTORS);
  });

  it('an access token cannot make a marked call', async () => {
    await markAs(['deleteUser']);
    const admin = await signedIn(api, 'admin');
    const made = await admin.post('/account/users/current/accessTokens', { name: 'CI' });
    const token = bearerClient(api, made.body.payload.token);
    expect((await token.delete(`/account/users/${CUSTOMER}`)).body.errorCode).toBe('TOKEN_NOT_ALLOWED');
    expect(api.server.ctx.store.get('users', CUSTOMER)).toBeDefined();
  });

  it('every action of the catalogue is declared by at least one route', () => {
    const declared = new Set(
      api.server.tables.flatMap((t) =>
        t.entries.flatMap((e) => (e.access.stepUpMark ? [e.access.stepUpMark.action] : [])),
      ),
    );
    expect([...declared].sort()).toEqual([...STEP_UP_ACTIONS].sort());
  });
});
