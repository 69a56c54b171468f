/**
 * The policy tester's answer (src/opa/explain.ts and the pure decide.ts) agrees with the development
 * API's own decision: for the demo users, a visitor, and a signed-in member of every seeded group, on
 * a set of calls of every service, the function given the data the console reads (the user's groups,
 * the groups' roles, the service's roles, the roles' rules, read as the superadmin) says what
 * `POST /account/users/access` says for that user. Then again after the rules change.
 */
import { describe, expect, it } from 'vitest';
import { explainCall, type PolicySource } from '../../src/opa/explain';
import { DEFAULT_PASSWORD } from '../../fixtures/seed/index';
import { filtersQuery, signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();

const CALLS: [string, string, string][] = [
  ['GET', 'account', '/users'],
  ['GET', 'account', '/users/5'],
  ['PUT', 'account', '/users/5'],
  ['DELETE', 'account', '/users/5'],
  ['GET', 'account', '/users/5/groups'],
  ['GET', 'account', '/users/current'],
  ['GET', 'account', '/users/current/apps'],
  ['POST', 'account', '/users/signin'],
  ['POST', 'account', '/users/access'],
  ['GET', 'account', '/users/searchMetadata'],
  ['GET', 'account', '/groups'],
  ['GET', 'account', '/groups/3/roles'],
  ['POST', 'account', '/groups'],
  ['DELETE', 'account', '/groups/3'],
  ['GET', 'account', '/roles'],
  ['PUT', 'account', '/rules/7'],
  ['GET', 'account', '/serviceNames'],
  ['GET', 'account', '/serviceNames/1/export'],
  ['PUT', 'account', '/serviceNames/1/import'],
  ['GET', 'account', '/apps'],
  ['GET', 'account', '/apps/2'],
  ['POST', 'account', '/apps'],
  ['GET', 'account', '/organizations'],
  ['PUT', 'account', '/organizations/2'],
  ['PUT', 'account', '/organizations/join'],
  ['GET', 'account', '/organizations/token/ABC'],
  ['GET', 'account', '/organizations/token/A/B'],
  ['GET', 'account', '/accessTokens/3'],
  ['GET', 'account', '/settings'],
  ['PUT', 'account', '/templates/1/send'],
  ['GET', 'account', '/nothing'],
  ['GET', 'unity', '/events'],
  ['PUT', 'unity', '/events/4'],
  ['DELETE', 'unity', '/events/4'],
  ['GET', 'unity', '/events/searchMetadata'],
  ['GET', 'unity', '/searchPresets'],
  ['POST', 'unity', '/uploads'],
  ['GET', 'unity', '/uploads/abc.png'],
  ['GET', 'billing', '/invoices'],
  ['POST', 'billing', '/invoices'],
  ['GET', 'billing', '/customers/2'],
  ['DELETE', 'billing', '/plans/2'],
];

/** What the console reads, through the superadmin's session. */
function sourceOf(admin: Client): PolicySource {
  const payload = async <T>(path: string): Promise<T> => {
    const reply = await admin.get(path);
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
    return reply.body.payload as T;
  };
  const all = `range=${encodeURIComponent('[0,9999]')}`;
  return {
    userGroups: (userID) => payload(`/account/users/${userID}/groups`),
    groupRoles: (groupID) => payload(`/account/groups/${groupID}/roles`),
    serviceRoles: (id) =>
      payload(`/account/roles?${filtersQuery([{ name: 'serviceNameID', comparison: 'eq', value: id }])}&${all}`),
    roleRules: (id) =>
      payload(`/account/rules?${filtersQuery([{ name: 'roleID', comparison: 'eq', value: id }])}&${all}`),
  };
}

interface Person {
  label: string;
  userID?: number;
  client: Client;
}

/** The demo users who can sign in, a visitor, and an active member of each seeded group they miss. */
async function people(): Promise<Person[]> {
  const { store } = api.server.ctx;
  const list: Person[] = [
    { label: 'visitor', client: api.client() },
    { label: 'admin@example.com', userID: 1, client: await signedIn(api, 'admin') },
    { label: 'user@example.com', userID: 2, client: await signedIn(api, 'user') },
    // The Auditors' one member (issue 40) signs in with a password of its own.
    {
      label: 'auditor@example.com',
      userID: store.find('users', (u) => u.email === 'auditor@example.com')!.id,
      client: await signedIn(api, 'auditor'),
    },
  ];
  const member = (groupID: number, userID?: number) =>
    !!store.find('userGroups', (l) => l.groupID === groupID && l.userID === userID);
  for (const group of store.all('groups')) {
    if (list.some((p) => member(group.id, p.userID))) continue;
    const link = store.find('userGroups', (l) => l.groupID === group.id && !!store.get('users', l.userID)?.active);
    if (!link) continue;
    const user = store.get('users', link.userID)!;
    const client = api.client();
    await client.signIn(user.email, DEFAULT_PASSWORD);
    list.push({ label: `${user.email} (${group.name})`, userID: user.id, client });
  }
  // Every group has someone here.
  expect(store.all('groups').filter((g) => !list.some((p) => member(g.id, p.userID)))).toEqual([]);
  return list;
}

/** Every call of CALLS for every person: the function's answer and the API's. */
async function compare(admin: Client, list: Person[]) {
  const services = (await admin.get('/account/serviceNames')).body.payload as { id: number; name: string }[];
  const source = sourceOf(admin);
  const rows: { who: string; call: string; explained: boolean; api: boolean }[] = [];
  for (const person of list) {
    for (const [method, service, path] of CALLS) {
      const serviceName = services.find((s) => s.name === service)!;
      const decision = await explainCall(source, { userID: person.userID, method, serviceName, path });
      const reply = await person.client.post('/account/users/access', { method, service, path });
      expect(reply.status).toBe(200);
      rows.push({
        who: person.label,
        call: `${method} ${service} ${path}`,
        explained: decision.allowed,
        api: reply.body.payload[method],
      });
    }
  }
  return rows;
}

// Each person × each call, one after another: about 5 s on a quiet machine, several times that beside the browsers.
const SEVERAL_HUNDRED_CALLS = 90_000;

describe('the policy tester agrees with the API', () => {
  it(
    'for every demo user, a visitor and a member of each group, on calls of every service',
    async () => {
      const admin = await signedIn(api, 'admin');
      const list = await people();
      expect(list.length).toBeGreaterThan(3);
      const rows = await compare(admin, list);
      expect(rows.filter((r) => r.explained !== r.api)).toEqual([]);
      // Not a vacuous agreement: each person is allowed some calls, and everyone but the superadmin is refused some.
      for (const person of list) {
        const mine = rows.filter((r) => r.who === person.label);
        expect(
          mine.some((r) => r.api),
          person.label,
        ).toBe(true);
        if (person.userID !== 1)
          expect(
            mine.some((r) => !r.api),
            person.label,
          ).toBe(true);
      }
    },
    SEVERAL_HUNDRED_CALLS,
  );

  it(
    'still agrees after rules, group roles and memberships change',
    async () => {
      const admin = await signedIn(api, 'admin');
      // A DELETE for the plain user's account role, a group losing a role, the plain user in a new group.
      expect((await admin.post('/account/rules', { roleID: 3, method: 'DELETE', path: '/users/[0-9]+' })).status).toBe(
        200,
      );
      const support = (await admin.get('/account/groups/3/roles')).body.payload as {
        id: number;
        roleName: string;
        serviceName: string;
      }[];
      const unityAdmin = support.find((l) => l.serviceName === 'unity' && l.roleName === 'admin')!;
      expect((await admin.delete(`/account/groupRoles/${unityAdmin.id}`)).status).toBe(200);
      expect((await admin.post('/account/users/2/groups', { groupID: 3 })).status).toBe(200);
      const list = (await people()).filter((p) => p.label !== 'visitor');
      const rows = await compare(admin, list);
      expect(rows.filter((r) => r.explained !== r.api)).toEqual([]);
      expect(rows.find((r) => r.who === 'user@example.com' && r.call === 'DELETE account /users/5')).toMatchObject({
        api: true,
      });
    },
    SEVERAL_HUNDRED_CALLS,
  );
});
