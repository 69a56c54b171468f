/**
 * The policy tester's question (`GET /account/rules/test`, issue 64): the gate's own decision for a person, a
 * visitor or a person's access token, and the part that decided it. tests/api/hostile/gate-matrix.test.ts
 * holds the same decision (`ctx.gate.verdict`) to the API's answer on every route for every kind of caller;
 * here, that the tester's route asks it for the person named, and what it answers about why.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Client, signedIn, useTestApi } from './support/api';

const api = useTestApi();

let admin: Client;
let jamie: number;
beforeEach(async () => {
  admin = await signedIn(api, 'admin');
  jamie = api.server.ctx.store.find('users', (u) => u.email === 'user@example.com')!.id;
});

const test = async (query: Record<string, string | number>) => {
  const reply = await admin.get(
    `/account/rules/test?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload;
};

describe('the policy tester answers as the API decides', () => {
  it('denies Jamie another person’s record by the records rule, though a rule of his role matches', async () => {
    const answer = await test({ service: 'account', method: 'PUT', path: '/users/5', as: 'session', userID: jamie });
    expect(answer).toMatchObject({
      allowed: false,
      status: 403,
      errorCode: 'FORBIDDEN',
      decidedBy: 'records',
      route: { path: '/users/:id(\\d+|current)', caller: 'signedIn', records: ['outranks'] },
      rule: { method: 'PUT', path: '/users/[0-9]+', roleName: 'user' },
    });
    // The call made as Jamie is refused alike.
    const made = await (await signedIn(api, 'user')).put('/account/users/5', { firstName: 'X' });
    expect(made.status).toBe(403);
    // His own record: allowed, by the rule.
    const own = await test({
      service: 'account',
      method: 'PUT',
      path: `/users/${jamie}`,
      as: 'session',
      userID: jamie,
    });
    expect(own).toMatchObject({ allowed: true, status: 200, decidedBy: 'rule' });
  });

  it('names the rule, its role and the group giving it when allowed', async () => {
    const answer = await test({ service: 'account', method: 'DELETE', path: '/users/5', as: 'session', userID: 1 });
    expect(answer).toMatchObject({ allowed: true, decidedBy: 'rule', rule: { roleName: 'superadmin' } });
    expect(answer.rule.groups).toEqual([{ id: 1, name: 'Administrators' }]);
    expect(typeof answer.rule.roleID).toBe('number');
  });

  it('a visitor: allowed to sign in by anon, refused the rest as not signed in', async () => {
    const signin = await test({ service: 'account', method: 'POST', path: '/users/signin', as: 'visitor' });
    expect(signin).toMatchObject({ allowed: true, rule: { roleName: 'anon' } });
    const users = await test({ service: 'account', method: 'GET', path: '/users', as: 'visitor' });
    expect(users).toMatchObject({ allowed: false, status: 401, decidedBy: 'callerKind' });
  });

  it('an access token is refused a credential route by its kind; a role without the rule by the rule', async () => {
    const token = await test({
      service: 'account',
      method: 'POST',
      path: '/users/current/accessTokens',
      as: 'token',
      userID: jamie,
    });
    expect(token).toMatchObject({ allowed: false, errorCode: 'TOKEN_NOT_ALLOWED', decidedBy: 'callerKind' });
    const list = await test({ service: 'account', method: 'GET', path: '/users', as: 'session', userID: jamie });
    expect(list).toMatchObject({ allowed: false, errorCode: 'FORBIDDEN', decidedBy: 'rule', rule: null });
    expect(list.roles.map((r: { roleName: string }) => r.roleName)).toEqual(['user', 'any', 'anon']);
  });

  it('a service this API does not serve: its rules alone decide; an address that is no route says so', async () => {
    const billing = await test({ service: 'billing', method: 'GET', path: '/invoices', as: 'session', userID: jamie });
    expect(billing).toMatchObject({ allowed: true, decidedBy: 'rule' });
    expect(billing.route).toBeUndefined();
    const none = await test({ service: 'account', method: 'GET', path: '/nothing', as: 'session', userID: jamie });
    expect(none).toMatchObject({ allowed: false, status: 404, decidedBy: 'route' });
  });

  it('refuses a question without its person, or about an unknown one', async () => {
    expect((await admin.get('/account/rules/test?service=account&method=GET&path=/users&as=session')).status).toBe(400);
    expect(
      (await admin.get('/account/rules/test?service=account&method=GET&path=/users&as=session&userID=99999')).status,
    ).toBe(404);
    expect((await admin.get('/account/rules/test?service=nope&method=GET&path=/users&as=visitor')).body.errorCode).toBe(
      'SERVICE_NAME_NOT_FOUND',
    );
  });
});
