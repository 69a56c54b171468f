/** The policy: 401/403 for every call, roles through groups, anon and any, and POST /users/access. */
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApi, type TestApi } from './support/api';

const api = useTestApi();

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

  it('uses the rules as stored: a new rule opens a call to a role, within what the route lets anyone call', async () => {
    const { store } = api.server.ctx;
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/users/searchMetadata')).status).toBe(403);
    const plain = store.find('roles', (r) => r.name === 'user' && r.serviceNameID === 1)!;
    store.insert('rules', { roleID: plain.id, method: 'GET', path: '/users/searchMetadata' });
    expect((await user.get('/account/users/searchMetadata')).status).toBe(200);
    // An anon rule does not open a route declared for signed-in callers to visitors: the access table is the floor.
    const visitor = api.client();
    const anon = store.find('roles', (r) => r.name === 'anon' && r.serviceNameID === 1)!;
    store.insert('rules', { roleID: anon.id, method: 'GET', path: '/users/searchMetadata' });
    expect((await visitor.get('/account/users/searchMetadata')).status).toBe(401);
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
    const token = await access(api.client(), {
      method: 'GET',
      service: 'account',
      path: '/organizations/token/ORG1-ACME-JOIN',
    });
    expect(token.body.payload).toEqual({ GET: true });
  });

  it('agrees with the enforcement for every demo user', async () => {
    const calls: [string, string, string][] = [
      ['GET', 'account', '/users'],
      ['GET', 'account', '/users/current'],
      ['DELETE', 'account', '/users/7'],
      ['PUT', 'account', '/users/2'],
      ['GET', 'unity', '/events'],
      ['GET', 'account', '/groups'],
    ];
    for (const who of ['admin', 'user'] as const) {
      const client = await signedIn(api, who);
      for (const [method, service, path] of calls) {
        const decision = (await access(client, { method, service, path })).body.payload[method];
        expect(decision, `${who} ${method} ${service}${path}`).toBe(
          who === 'admin' || ['/users/current', '/users/2'].includes(path),
        );
      }
    }
  });

  it('rejects a malformed check with 400', async () => {
    const res = await access(api.client(), { method: 'FETCH', service: 'account', path: '/users' });
    expect(res.status).toBe(400);
    expect((await access(api.client(), [])).status).toBe(400);
  });
});

/** Every call of section 7 of both specs, as the console makes it (ids from the seed). */
const SUPERADMIN_CALLS: [string, 'account' | 'unity', string][] = [
  ['GET', 'account', '/users/current'],
  ['GET', 'account', '/users/current/apps'],
  ['POST', 'account', '/users/access'],
  ['POST', 'account', '/users/search'],
  ['GET', 'account', '/users'],
  ['POST', 'account', '/users'],
  ['GET', 'account', '/users/5'],
  ['PUT', 'account', '/users/5'],
  ['DELETE', 'account', '/users/5'],
  ['PUT', 'account', '/users/5/password'],
  ['PUT', 'account', '/users/current/password'],
  ['POST', 'account', '/users/5/impersonate'],
  ['DELETE', 'account', '/users/current/stopImpersonate'],
  ['GET', 'account', '/users/5/groups'],
  ['POST', 'account', '/users/5/groups'],
  ['DELETE', 'account', '/userGroups/3'],
  ['POST', 'account', '/users/requestPLCode'],
  ['POST', 'account', '/users/signinPL'],
  ['GET', 'account', '/users/opaReady'],
  ['POST', 'account', '/users/signup'],
  ['POST', 'account', '/users/validateEmail'],
  ['POST', 'account', '/users/requestResetPassword'],
  ['GET', 'account', '/users/searchMetadata'],
  ['GET', 'account', '/users/csv'],
  ['POST', 'account', '/users/signin'],
  ['DELETE', 'account', '/users/signout'],
  ['GET', 'account', '/accessTokens'],
  ['POST', 'account', '/users/current/accessTokens'],
  ['GET', 'account', '/accessTokens/1'],
  ['PUT', 'account', '/accessTokens/1'],
  ['DELETE', 'account', '/accessTokens/1'],
  ['PUT', 'account', '/organizations/2/default'],
  ['GET', 'account', '/groups'],
  ['POST', 'account', '/groups'],
  ['GET', 'account', '/groups/1'],
  ['PUT', 'account', '/groups/1'],
  ['DELETE', 'account', '/groups/1'],
  ['GET', 'account', '/groups/1/roles'],
  ['POST', 'account', '/groups/1/roles'],
  ['GET', 'account', '/groups/1/apps'],
  ['GET', 'account', '/groups/1/organizations'],
  ['DELETE', 'account', '/groupRoles/1'],
  ['POST', 'account', '/groupApps'],
  ['DELETE', 'account', '/groupApps/1'],
  ['POST', 'account', '/organizationGroups'],
  ['DELETE', 'account', '/organizationGroups/1'],
  ['GET', 'account', '/roles'],
  ['POST', 'account', '/roles'],
  ['GET', 'account', '/roles/1'],
  ['PUT', 'account', '/roles/1'],
  ['DELETE', 'account', '/roles/1'],
  ['GET', 'account', '/rules'],
  ['POST', 'account', '/rules'],
  ['GET', 'account', '/rules/1'],
  ['PUT', 'account', '/rules/1'],
  ['DELETE', 'account', '/rules/1'],
  ['GET', 'account', '/serviceNames'],
  ['POST', 'account', '/serviceNames'],
  ['GET', 'account', '/serviceNames/1'],
  ['PUT', 'account', '/serviceNames/1'],
  ['DELETE', 'account', '/serviceNames/1'],
  ['GET', 'account', '/serviceNames/1/export'],
  ['PUT', 'account', '/serviceNames/1/import'],
  ['GET', 'account', '/apps'],
  ['POST', 'account', '/apps'],
  ['GET', 'account', '/apps/1'],
  ['PUT', 'account', '/apps/1'],
  ['DELETE', 'account', '/apps/1'],
  ['GET', 'account', '/organizations'],
  ['POST', 'account', '/organizations'],
  ['GET', 'account', '/organizations/1'],
  ['PUT', 'account', '/organizations/1'],
  ['DELETE', 'account', '/organizations/1'],
  ['GET', 'account', '/organizations/token/ORG1-ACME-JOIN'],
  ['GET', 'account', '/organizations/1/users'],
  ['POST', 'account', '/organizations/1/users'],
  ['PUT', 'account', '/organizations/join'],
  ['POST', 'account', '/organizationUsers'],
  ['GET', 'account', '/organizationUsers/1/full'],
  ['PUT', 'account', '/organizationUsers/1/invite'],
  ['DELETE', 'account', '/organizationUsers/1'],
  ['GET', 'account', '/organizations/searchMetadata'],
  ['GET', 'account', '/settings'],
  ['POST', 'account', '/settings'],
  ['GET', 'account', '/settings/1'],
  ['PUT', 'account', '/settings/1'],
  ['DELETE', 'account', '/settings/1'],
  ['GET', 'account', '/templates'],
  ['POST', 'account', '/templates'],
  ['GET', 'account', '/templates/1'],
  ['PUT', 'account', '/templates/1'],
  ['DELETE', 'account', '/templates/1'],
  ['PUT', 'account', '/templates/1/send'],
  ['GET', 'unity', '/events'],
  ['POST', 'unity', '/events'],
  ['GET', 'unity', '/events/1'],
  ['PUT', 'unity', '/events/1'],
  ['DELETE', 'unity', '/events/1'],
  ['GET', 'unity', '/events/testOpa'],
  ['GET', 'unity', '/events/searchMetadata'],
  ['GET', 'unity', '/searchPresets'],
  ['POST', 'unity', '/searchPresets'],
  ['PUT', 'unity', '/searchPresets/1'],
  ['DELETE', 'unity', '/searchPresets/1'],
  ['POST', 'unity', '/uploads'],
];

/** What a plain signed-in user's screens call (sign-in, My Account, access tokens, launcher, presets, join). */
const USER_CALLS = SUPERADMIN_CALLS.filter(
  ([, , path]) =>
    /^\/users\/(current|access|opaReady|signin|signout|signup|signinPL|requestPLCode|requestResetPassword|validateEmail)/.test(
      path,
    ) ||
    /^\/accessTokens/.test(path) ||
    /^\/searchPresets/.test(path) ||
    path === '/uploads' ||
    ['/organizations/join', '/organizations/2/default', '/organizations/token/ORG1-ACME-JOIN'].includes(path),
);

const VISITOR_CALLS: [string, 'account' | 'unity', string][] = [
  ['POST', 'account', '/users/signin'],
  ['DELETE', 'account', '/users/signout'],
  ['POST', 'account', '/users/signup'],
  ['POST', 'account', '/users/requestPLCode'],
  ['POST', 'account', '/users/signinPL'],
  ['POST', 'account', '/users/requestResetPassword'],
  ['POST', 'account', '/users/validateEmail'],
  ['PUT', 'account', '/users/current/password'],
  ['GET', 'account', '/organizations/token/ORG1-ACME-JOIN'],
  ['GET', 'account', '/users/opaReady'],
  ['POST', 'account', '/users/access'],
];

describe('the seed rules cover every call of section 7', () => {
  const decide = async (client: ReturnType<TestApi['client']>, [method, service, path]: [string, string, string]) =>
    (await access(client, { method, service, path })).body.payload[method];

  it('allows the superadmin every call', async () => {
    const admin = await signedIn(api, 'admin');
    for (const call of SUPERADMIN_CALLS) expect(await decide(admin, call), call.join(' ')).toBe(true);
  });

  it('allows a plain user the calls of their screens, and no administration', async () => {
    const user = await signedIn(api, 'user');
    expect(USER_CALLS.length).toBeGreaterThan(20);
    for (const call of USER_CALLS) expect(await decide(user, call), call.join(' ')).toBe(true);
    expect(await decide(user, ['PUT', 'account', '/users/2'])).toBe(true);
    for (const call of [
      ['GET', 'account', '/users'],
      ['DELETE', 'account', '/groups/1'],
      ['POST', 'account', '/rules'],
      ['GET', 'unity', '/events'],
      ['PUT', 'account', '/templates/1/send'],
    ] as [string, string, string][]) {
      expect(await decide(user, call), call.join(' ')).toBe(false);
    }
  });

  it('allows a visitor the sign-in flows only', async () => {
    const visitor = api.client();
    for (const call of VISITOR_CALLS) expect(await decide(visitor, call), call.join(' ')).toBe(true);
    for (const call of [
      ['GET', 'account', '/users/current'],
      ['GET', 'account', '/accessTokens'],
      ['GET', 'unity', '/searchPresets'],
    ] as [string, string, string][]) {
      expect(await decide(visitor, call), call.join(' ')).toBe(false);
    }
  });

  it('has a route for every call (none falls through to 404)', async () => {
    const admin = await signedIn(api, 'admin');
    for (const [method, service, path] of SUPERADMIN_CALLS) {
      if (method === 'DELETE' || path.includes('signout') || path.includes('impersonate')) continue; // keep the session and data
      const res = await admin.call(method, `/${service}${path}`, method === 'GET' ? undefined : {});
      expect(res.body?.errorCode, `${method} ${service}${path}`).not.toBe('ROUTE_NOT_FOUND');
    }
  });
});
