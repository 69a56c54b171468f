/**
 * Effective access and who can (issue 24): a user's roles per service with the groups that give them, the
 * rules they grant and the apps; the people a call or a rule is open to, each with the reason, paged on the
 * server. Both answered by the policy that enforces the rules: checked against the enforcement's decisions
 * and against the contract's decision by the rules alone (src/opa/decide.ts).
 */
import { describe, expect, it } from 'vitest';
import { decide, type GroupGrant, type PolicyRule } from '../../src/opa/decide';
import { type Client, bearerClient, filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

/** fatima.taylor, a customer (account and unity user). */
const CUSTOMER = 4;

const accessOf = async (client: Client, user: number | 'current') => {
  const reply = await client.get(`/account/users/${user}/access`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload;
};
const roleOf = (access: any, service: string, role: string) =>
  access.services.find((s: any) => s.service === service)?.roles.find((r: any) => r.roleName === role);

const CALLS: [string, string, string][] = [
  ['GET', 'account', '/users'],
  ['PUT', 'account', '/users/5'],
  ['DELETE', 'account', '/users/5'],
  ['GET', 'account', '/users/current'],
  ['GET', 'account', '/serviceNames'],
  ['POST', 'account', '/users/signin'],
  ['GET', 'account', '/organizations'],
  ['GET', 'unity', '/events'],
  ['GET', 'unity', '/events/searchMetadata'],
  ['POST', 'unity', '/uploads'],
  ['GET', 'billing', '/invoices'],
  ['POST', 'billing', '/invoices'],
  ['DELETE', 'billing', '/plans/2'],
];

describe('effective access', () => {
  it("answers each service's roles with the groups that give them, the rules they grant, and the apps", async () => {
    const admin = await signedIn(api, 'admin');
    const access = await accessOf(admin, 2); // the demo user: Customers and Sales
    expect(access.services.map((s: any) => s.service)).toEqual(['account', 'unity', 'billing']);
    const user = roleOf(access, 'account', 'user');
    expect(user.sources).toEqual([
      { kind: 'group', groupID: 5, groupName: 'Sales' },
      { kind: 'group', groupID: 7, groupName: 'Customers' },
    ]);
    expect(user.rules.map((r: any) => `${r.method} ${r.path}`)).toEqual(['PUT /users/[0-9]+', 'GET /serviceNames']);
    expect(user.roleID).toBe(3);
    expect(roleOf(access, 'account', 'any').sources).toEqual([{ kind: 'signedIn' }]);
    expect(roleOf(access, 'account', 'anon').sources).toEqual([{ kind: 'everyone' }]);
    expect(roleOf(access, 'billing', 'admin').sources).toEqual([{ kind: 'group', groupID: 5, groupName: 'Sales' }]);
    expect(roleOf(access, 'account', 'admin')).toBeUndefined();
    expect(access.apps.map((a: any) => [a.name, a.sources.map((s: any) => s.groupName)])).toEqual(
      expect.arrayContaining([[expect.any(String), expect.arrayContaining([expect.any(String)])]]),
    );
    expect(access.apps.length).toBe(2);
  });

  it("follows a change of the user's groups at once", async () => {
    const admin = await signedIn(api, 'admin');
    expect(roleOf(await accessOf(admin, CUSTOMER), 'unity', 'admin')).toBeUndefined();
    const link = (await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 3 })).body.payload;
    expect(roleOf(await accessOf(admin, CUSTOMER), 'unity', 'admin').sources).toEqual([
      { kind: 'group', groupID: 3, groupName: 'Support' },
    ]);
    await admin.delete(`/account/userGroups/${link.id}`);
    expect(roleOf(await accessOf(admin, CUSTOMER), 'unity', 'admin')).toBeUndefined();
  });

  it('holds the rules the enforcement decides by, for every seeded user and a set of calls', async () => {
    const admin = await signedIn(api, 'admin');
    const { ctx } = api.server;
    for (const user of ctx.store.all('users').slice(0, 20)) {
      const access = await accessOf(admin, user.id);
      const grants: GroupGrant[] = access.services.flatMap((s: any) =>
        s.roles.flatMap((r: any) =>
          r.sources
            .filter((x: any) => x.kind === 'group')
            .map((x: any) => ({ roleName: r.roleName, serviceName: s.service, groupName: x.groupName })),
        ),
      );
      const rules: PolicyRule[] = access.services.flatMap((s: any) =>
        s.roles.flatMap((r: any) =>
          r.rules.map((rule: any) => ({ ...rule, roleName: r.roleName, serviceName: s.service })),
        ),
      );
      for (const [method, service, path] of CALLS) {
        const tester = decide({ method, service, path }, { signedIn: true, grants }, rules).allowed;
        expect(tester, `${user.email} ${method} ${service}${path}`).toBe(
          ctx.policy.allows(user, method, service, path),
        );
      }
    }
  });

  it("is a person's own question, or an administrator's about anyone", async () => {
    const user = await signedIn(api, 'user');
    expect((await accessOf(user, 'current')).userID).toBe(2);
    expect((await user.get(`/account/users/${CUSTOMER}/access`)).status).toBe(403);
    expect((await user.get('/account/users/2/access')).status).toBe(403); // their own: as `current`
    expect((await api.client().get('/account/users/current/access')).status).toBe(401);
    const token = (await user.post('/account/users/current/accessTokens', { name: 'script' })).body.payload.token;
    expect((await bearerClient(api, token).get('/account/users/current/access')).status).toBe(200);
    expect((await (await signedIn(api, 'admin')).get('/account/users/99999/access')).status).toBe(404);
  });
});

describe('who can', () => {
  it('finds the superadmins, with their group, for DELETE /users/{id} on account', async () => {
    const admin = await signedIn(api, 'admin');
    const ask = 'service=account&method=DELETE&path=/users/17';
    const summary = (await admin.get(`/account/rules/whoCan?${ask}`)).body.payload;
    expect(summary).toMatchObject({ service: 'account', everyone: false, signedIn: false });
    expect(summary.roles).toEqual([
      {
        roleID: 1,
        roleName: 'superadmin',
        rules: [
          { id: expect.any(Number), method: 'DELETE', path: '/users/[0-9]+' },
          { id: expect.any(Number), method: 'DELETE', path: '/users/.+' },
        ],
      },
    ]);
    expect(summary.groups).toEqual([{ id: 1, name: 'Administrators', roles: ['superadmin'], members: 1 }]);
    const people = await admin.get(`/account/rules/whoCan/users?${ask}&range=[0,24]`);
    expect(people.headers.get('content-range')).toBe('users 0-0/1');
    expect(people.body.payload).toEqual([
      {
        id: 1,
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: 'admin@example.com',
        active: true,
        reasons: [{ roleName: 'superadmin', groupID: 1, groupName: 'Administrators' }],
      },
    ]);
  });

  it('answers for a rule: the groups that give its role and their members, paged, each with the reason', async () => {
    const admin = await signedIn(api, 'admin');
    const { ctx } = api.server;
    const rule = ctx.store.find('rules', (r) => r.roleID === 3 && r.method === 'PUT')!; // account user: PUT /users/[0-9]+
    const summary = (await admin.get(`/account/rules/whoCan?ruleID=${rule.id}`)).body.payload;
    expect(summary.roles).toEqual([
      { roleID: 3, roleName: 'user', rules: [{ id: rule.id, method: 'PUT', path: '/users/[0-9]+' }] },
    ]);
    expect(summary.groups.map((g: any) => g.name)).toEqual([
      'Contractors',
      'Customers',
      'Engineering',
      'Finance',
      'Sales',
    ]);
    const members = new Set(
      ctx.store.filter('userGroups', (l) => [4, 5, 6, 7, 8].includes(l.groupID)).map((l) => l.userID),
    );
    const page = await admin.get(`/account/rules/whoCan/users?ruleID=${rule.id}&range=[0,9]&sort=["email","ASC"]`);
    expect(page.headers.get('content-range')).toBe(`users 0-9/${members.size}`);
    const emails = page.body.payload.map((p: any) => p.email);
    expect(emails).toEqual([...emails].sort());
    for (const person of page.body.payload) {
      expect(members.has(person.id)).toBe(true);
      expect(person.reasons.length).toBeGreaterThan(0);
      for (const reason of person.reasons) {
        expect(reason.roleName).toBe('user');
        expect(
          ctx.store.find('userGroups', (l) => l.userID === person.id && l.groupID === reason.groupID),
        ).toBeDefined();
      }
    }
    const demoUser = await admin.get(
      `/account/rules/whoCan/users?ruleID=${rule.id}&${filtersQuery([{ name: 'email', comparison: 'eq', value: 'user@example.com' }])}`,
    );
    expect(demoUser.body.payload[0].reasons).toEqual([
      { roleName: 'user', groupID: 5, groupName: 'Sales' },
      { roleName: 'user', groupID: 7, groupName: 'Customers' },
    ]);
    const bySales = await admin.get(
      `/account/rules/whoCan/users?ruleID=${rule.id}&${filtersQuery([{ name: 'reasons.groupName', comparison: 'eq', value: 'Sales' }])}&range=[0,99]`,
    );
    expect(bySales.body.payload.every((p: any) => p.reasons.some((r: any) => r.groupName === 'Sales'))).toBe(true);
  });

  it('lists exactly the users the enforcement allows, for calls of every kind', async () => {
    const admin = await signedIn(api, 'admin');
    const { ctx } = api.server;
    for (const [method, service, path] of CALLS) {
      const reply = await admin.get(
        `/account/rules/whoCan/users?service=${service}&method=${method}&path=${encodeURIComponent(path)}&range=[0,999]`,
      );
      const listed = new Set(reply.body.payload.map((p: any) => p.id));
      const allowed = ctx.store
        .all('users')
        .filter((u) => ctx.policy.allows(u, method, service, path))
        .map((u) => u.id);
      expect([...listed].sort(), `${method} ${service}${path}`).toEqual(allowed.sort());
    }
  });

  it('says when every signed-in user, or everyone, may make the call', async () => {
    const admin = await signedIn(api, 'admin');
    const current = (await admin.get('/account/rules/whoCan?service=account&method=GET&path=/users/current')).body
      .payload;
    expect(current).toMatchObject({ everyone: false, signedIn: true });
    // Besides `any`, the superadmin's `GET /users/.+` allows it.
    expect(current.roles.map((r: any) => r.roleName)).toEqual(['superadmin', 'any']);
    const everyone = await admin.get(
      '/account/rules/whoCan/users?service=account&method=GET&path=/users/current&range=[0,4]',
    );
    expect(everyone.headers.get('content-range')).toBe(`users 0-4/${api.server.ctx.store.all('users').length}`);
    expect(everyone.body.payload[0].reasons).toEqual([
      { roleName: 'superadmin', groupID: 1, groupName: 'Administrators' },
      { roleName: 'any', groupID: 0, groupName: '' },
    ]);
    expect(everyone.body.payload[1].reasons).toEqual([{ roleName: 'any', groupID: 0, groupName: '' }]);
    const visitors = (await admin.get('/account/rules/whoCan?service=account&method=POST&path=/users/signin')).body
      .payload;
    expect(visitors).toMatchObject({ everyone: true, signedIn: true });
    const nobody = await admin.get('/account/rules/whoCan/users?service=account&method=GET&path=/nothing&range=[0,4]');
    expect(nobody.headers.get('content-range')).toBe('users */0');
  });

  it("refuses a malformed question with a clear error, and is the superadmin's", async () => {
    const admin = await signedIn(api, 'admin');
    for (const query of [
      '',
      'service=account&method=GET',
      'service=account&method=FETCH&path=/users',
      'service=account&method=GET&path=users',
      'ruleID=abc',
      'ruleID=1&service=account',
    ]) {
      const reply = await admin.get(`/account/rules/whoCan/users?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.errorCode, query).toBe('INVALID_QUERY');
    }
    expect((await admin.get('/account/rules/whoCan?service=nope&method=GET&path=/x')).body.errorCode).toBe(
      'SERVICE_NAME_NOT_FOUND',
    );
    expect((await admin.get('/account/rules/whoCan?ruleID=99999')).body.errorCode).toBe('RULE_NOT_FOUND');
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/rules/whoCan?service=account&method=GET&path=/users')).status).toBe(403);
  });
});
