/** The policy: 401/403 for every call, roles through groups, anon and any, and POST /users/access. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, startApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.stop());

const access = (client: ReturnType<TestApi['client']>, body: unknown) => client.post('/account/users/access', body);

describe('enforcement', () => {
  it('answers 401 to a visitor and 403 to a signed-in user without a rule', async () => {
    const visitor = api.client();
    const v = await visitor.get('/account/users');
    expect(v.status).toBe(401);
    expect(v.body).toMatchObject({ success: false, status: 401, errorCode: 'UNAUTHORIZED' });
    const user = await signedIn(api, 'user');
    const u = await user.get('/account/users');
    expect(u.status).toBe(403);
    expect(u.body).toMatchObject({ success: false, status: 403, errorCode: 'FORBIDDEN' });
    expect((await user.delete('/account/users/5')).status).toBe(403);
    expect((await (await signedIn(api, 'admin')).get('/account/users')).status).toBe(200);
  });

  it('matches the whole path: a rule for /users/[0-9]+ does not open /users/5/groups', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.put('/account/users/2', { firstName: 'Jo' })).status).toBe(200);
    expect((await user.post('/account/users/2/groups', { groupID: 1 })).status).toBe(403);
  });

  it('lets a plain user change only their own record, whatever the rule allows', async () => {
    const user = await signedIn(api, 'user');
    const other = await user.put('/account/users/5', { firstName: 'Hacked' });
    expect(other.status).toBe(403);
    const active = await user.put('/account/users/2', { active: false });
    expect(active.status).toBe(403);
  });

  it('follows group changes at once', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/users')).status).toBe(403);
    const link = await admin.post('/account/users/2/groups', { groupID: 1 });
    expect(link.status).toBe(200);
    expect((await user.get('/account/users')).status).toBe(200);
    expect((await user.get('/account/users/current')).body.payload.services.account).toEqual(['superadmin', 'user']);
    await admin.delete(`/account/userGroups/${link.body.payload.id}`);
    expect((await user.get('/account/users')).status).toBe(403);
  });

  it('uses the rules as stored: a new rule opens a call, and anon rules open it to visitors', async () => {
    const { store } = api.server.ctx;
    const visitor = api.client();
    expect((await visitor.get('/account/users/searchMetadata')).status).toBe(401);
    const anon = store.find('roles', (r) => r.name === 'anon' && r.serviceNameID === 1)!;
    store.insert('rules', { roleID: anon.id, method: 'GET', path: '/users/searchMetadata' });
    expect((await visitor.get('/account/users/searchMetadata')).status).toBe(200);
  });
});

describe('POST /account/users/access', () => {
  it('answers one check keyed by its method', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await access(admin, { method: 'GET', service: 'account', path: '/users' });
    expect(res.body).toEqual({ success: true, payload: { GET: true } });
  });

  it('answers a list keyed by method, true only if every check with that method is allowed', async () => {
    const user = await signedIn(api, 'user');
    const res = await access(user, [
      { method: 'GET', service: 'account', path: '/users/current' },
      { method: 'GET', service: 'account', path: '/users' },
      { method: 'PUT', service: 'account', path: '/users/2' },
      { method: 'DELETE', service: 'account', path: '/users/2' },
    ]);
    expect(res.body.payload).toEqual({ GET: false, PUT: true, DELETE: false });
    const gets = await access(user, [
      { method: 'GET', service: 'account', path: '/users/current' },
      { method: 'GET', service: 'account', path: '/users/current/apps?x=1' },
      { method: 'GET', service: 'unity', path: '/searchPresets' },
    ]);
    expect(gets.body.payload).toEqual({ GET: true });
  });

  it('decides for a visitor with the anon role only', async () => {
    const res = await access(api.client(), [
      { method: 'POST', service: 'account', path: '/users/signin' },
      { method: 'GET', service: 'account', path: '/users/current' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ POST: true, GET: false });
    const token = await access(api.client(), { method: 'GET', service: 'account', path: '/organizations/token/ORG1-ACME-JOIN' });
    expect(token.body.payload).toEqual({ GET: true });
  });

  it('agrees with the enforcement for every demo user', async () => {
    const calls: [string, string, string][] = [
      ['GET', 'account', '/users'], ['GET', 'account', '/users/current'], ['DELETE', 'account', '/users/7'],
      ['PUT', 'account', '/users/2'], ['GET', 'unity', '/events'], ['GET', 'account', '/groups'],
    ];
    for (const who of ['admin', 'user'] as const) {
      const client = await signedIn(api, who);
      for (const [method, service, path] of calls) {
        const decision = (await access(client, { method, service, path })).body.payload[method];
        expect(decision, `${who} ${method} ${service}${path}`).toBe(who === 'admin' || ['/users/current', '/users/2'].includes(path));
      }
    }
  });

  it('rejects a malformed check with 400', async () => {
    const res = await access(api.client(), { method: 'FETCH', service: 'account', path: '/users' });
    expect(res.status).toBe(400);
    expect((await access(api.client(), [])).status).toBe(400);
  });
});
