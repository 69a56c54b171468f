/**
 * Issue 33, item 6 as a class: derived data follows its records' policy. Generated over every collection the
 * history records: a record of each is written, each kind of caller asks the record's own route (written here,
 * apart from the server's table, so a wrong one cannot agree with itself), and a caller refused there finds
 * none of the record's entries in the history, through either history route. Then who can, effective access
 * and the users' export for a caller whose role reads them but not the records they derive from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { UNRECORDED } from '../../../fixtures/server/history/history';
import { hashPassword } from '../../../fixtures/server/secrets';
import { COLLECTIONS, type CollectionName } from '../../../fixtures/server/types';
import { type Client, bearerClient, filtersQuery, useTestApi } from '../support/api';

const api = useTestApi({ resetEach: false });

/** fatima.taylor: a customer. */
const CUSTOMER = 4;

type Viewer = 'user' | 'customer' | 'accountAdmin' | 'userToken' | 'superadminToken' | 'superadmin' | 'impersonating';
const VIEWERS: Viewer[] = [
  'user',
  'customer',
  'accountAdmin',
  'userToken',
  'superadminToken',
  'superadmin',
  'impersonating',
];

interface Writers {
  superadmin: Client;
  user: Client;
  customer: Client;
}
/**
 * How to write one record of the collection (answering its id), and the address of its own route; `self`:
 * the route its person reads it through (the customer, or whoever acts as them: their own user at
 * /users/current, their memberships in their effective access).
 */
type Recipe = (w: Writers) => Promise<Written>;
interface Written {
  id: number;
  route: string;
  self?: string;
}

const idOf = async (reply: Promise<{ status: number; text: string; body: any }>) => {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body.payload.id as number;
};

const RECIPES: Record<string, Recipe> = {
  // The dormancy rule (issue 39), and a warning its run wrote (a rule that mails and does nothing else).
  dormancyRules: async (w) => ({
    id: await idOf(w.superadmin.put('/account/dormancy', { warnAfterDays: 60 })),
    route: '/account/dormancy',
  }),
  dormancyWarnings: async (w) => {
    await idOf(w.superadmin.put('/account/dormancy', { warnAfterDays: 1, deactivateAfterDays: 3650 }));
    const run = await w.superadmin.post('/account/dormancy/run');
    expect(run.status, run.text).toBe(200);
    return { id: api.server.ctx.store.all('dormancyWarnings').at(-1)!.id, route: '/account/dormancy' };
  },
  // The session policy (issue 59): the superadmin's, saved once (in person, stepped up by the sign-in).
  sessionPolicies: async (w) => ({
    id: await idOf(w.superadmin.put('/account/sessionPolicy', { idleMinutes: 240 })),
    route: '/account/sessionPolicy',
  }),
  // A webhook destination (issue 58), on this machine's loopback: the test API delivers nowhere else.
  webhooks: async (w) => ({
    id: await idOf(
      w.superadmin.post('/account/webhooks', { url: 'http://127.0.0.1:9/in', eventTypes: ['person.created'] }),
    ),
    route: '/account/webhooks',
  }),
  // A joiner/mover/leaver rule (issue 62): the superadmin's.
  lifecycleRules: async (w) => ({
    id: await idOf(
      w.superadmin.post('/account/lifecycleRules', {
        name: 'Derived leavers',
        trigger: 'leaver',
        steps: [{ action: 'removeGroup', groupID: 8 }],
      }),
    ),
    route: '/account/lifecycleRules',
  }),
  // A provisioning client (issue 58): its administrators', the superadmin.
  provisioningClients: async (w) => {
    const id = await idOf(
      w.superadmin.post('/account/provisioningClients', { name: 'Derived directory', organizationID: 1 }),
    );
    return { id, route: `/account/provisioningClients/${id}` };
  },
  // An identity provider (issue 65), made without reaching its issuer: the superadmin's.
  identityProviders: async (w) => {
    const id = await idOf(
      w.superadmin.post('/account/identityProviders', {
        name: 'Derived IdP',
        issuer: 'https://idp.example.com',
        clientID: 'console',
      }),
    );
    return { id, route: `/account/identityProviders/${id}` };
  },
  // The customer's link to a provider (issue 65), arranged in the store (a link is made by a provider's round
  // trip), then removed by the superadmin through its route: the entry the history keeps.
  identityLinks: async (w) => {
    const providerID = await idOf(
      w.superadmin.post('/account/identityProviders', {
        name: 'Linked IdP',
        issuer: 'https://linked.example.com',
        clientID: 'console',
      }),
    );
    const link = api.server.ctx.store.insert('identityLinks', {
      userID: CUSTOMER,
      providerID,
      subject: 'derived-subject',
      email: 'fatima@idp.example.com',
      createdAt: new Date().toISOString(),
      lastUsedAt: '',
    });
    await idOf(w.superadmin.delete(`/account/users/${CUSTOMER}/identityLinks/${link.id}`));
    return {
      id: link.id,
      route: `/account/users/${CUSTOMER}/identityLinks`,
      self: '/account/users/current/identityLinks',
    };
  },
  // An organization's e-mail domain (issue 65): below the organization's routes.
  organizationDomains: async (w) => ({
    id: await idOf(w.superadmin.post('/account/organizations/1/domains', { domain: 'derived.example.com' })),
    route: '/account/organizations/1/domains',
  }),
  users: async (w) => ({
    id: await idOf(w.superadmin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' })),
    route: `/account/users/${CUSTOMER}`,
    self: '/account/users/current',
  }),
  accessTokens: async (w) => {
    const id = await idOf(w.user.post('/account/users/current/accessTokens', { name: 'derived' }));
    return { id, route: `/account/accessTokens/${id}` };
  },
  groups: async (w) => ({
    id: await idOf(w.superadmin.put('/account/groups/8', { name: 'Freelancers' })),
    route: '/account/groups/8',
  }),
  userGroups: async (w) => ({
    id: await idOf(w.superadmin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 8 })),
    route: `/account/users/${CUSTOMER}/groups`,
    self: '/account/users/current/access',
  }),
  serviceNames: async (w) => ({
    id: await idOf(w.superadmin.put('/account/serviceNames/3', { color: '#000000' })),
    route: '/account/serviceNames/3',
  }),
  roles: async (w) => ({
    id: await idOf(w.superadmin.put('/account/roles/13', { name: 'reader' })),
    route: '/account/roles/13',
  }),
  rules: async (w) => {
    const id = await idOf(w.superadmin.post('/account/rules', { roleID: 3, method: 'GET', path: '/reports' }));
    return { id, route: `/account/rules/${id}` };
  },
  groupRoles: async (w) => ({
    id: await idOf(w.superadmin.post('/account/groups/8/roles', { roleID: 8 })),
    route: '/account/groups/8/roles',
  }),
  apps: async (w) => ({
    id: await idOf(w.superadmin.put('/account/apps/1', { name: 'Portal 2' })),
    route: '/account/apps/1',
  }),
  groupApps: async (w) => ({
    id: await idOf(w.superadmin.post('/account/groupApps', { groupID: 8, appID: 1 })),
    route: '/account/groups/8/apps',
  }),
  organizations: async (w) => ({
    id: await idOf(w.superadmin.put('/account/organizations/2', { description: 'Renamed' })),
    route: '/account/organizations/2',
  }),
  organizationUsers: async (w) => {
    const reply = await w.superadmin.post('/account/organizationUsers', {
      organizationID: 1,
      inviteEmail: 'derived@invited.example.com',
    });
    expect(reply.status, reply.text).toBe(200);
    const id = reply.body.payload.relationID as number;
    return { id, route: `/account/organizationUsers/${id}/full` };
  },
  organizationGroups: async (w) => ({
    id: await idOf(w.superadmin.post('/account/organizationGroups', { organizationID: 1, groupID: 8 })),
    route: '/account/groups/8/organizations',
  }),
  events: async (w) => ({
    id: await idOf(w.superadmin.put('/unity/events/1', { resolved: true, comments: 'derived' })),
    route: '/unity/events/1',
  }),
  settings: async (w) => ({
    id: await idOf(w.superadmin.put('/account/settings/1', { mailSentName: 'Derived' })),
    route: '/account/settings/1',
  }),
  templates: async (w) => ({
    id: await idOf(w.superadmin.put('/account/templates/1', { title: 'Derived' })),
    route: '/account/templates/1',
  }),
  // A passkey of the customer (put in the store: no test authenticator here), removed by them in person.
  factors: async (w) => {
    const now = new Date().toISOString();
    const passkey = api.server.ctx.store.insert('factors', {
      userID: CUSTOMER,
      kind: 'passkey',
      name: 'Derived',
      createdAt: now,
      lastUsedAt: '',
      credentialID: 'ZGVyaXZlZA',
      publicKey: '',
      counter: 0,
      transports: [],
    });
    await idOf(
      w.customer.call('DELETE', `/account/users/current/passkeys/${passkey.id}`, { currentPassword: 'password1' }),
    );
    return { id: passkey.id, route: `/account/users/${CUSTOMER}/factors`, self: '/account/users/current/factors' };
  },
  searchPresets: async (w) => {
    const id = await idOf(w.superadmin.post('/unity/searchPresets', { name: 'Private of the superadmin' }));
    return { id, route: `/unity/searchPresets/${id}` };
  },
};

const RECORDED = COLLECTIONS.filter((name) => !UNRECORDED.has(name));

async function signIn(email: string, password: string): Promise<Client> {
  const client = api.client();
  await client.signIn(email, password);
  return client;
}

let viewers: Record<Viewer, Client>;
let written: Record<string, Written>;
/** The viewers who act as the customer. */
const ACTING_AS_CUSTOMER: Viewer[] = ['customer', 'impersonating'];

beforeAll(async () => {
  await api.reset();
  const { store } = api.server.ctx;
  const now = new Date().toISOString();
  const ada = store.insert('users', {
    uuid: 'derived-account-admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.admin@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('ada12345'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: ada.id, groupID: 2 });
  store.insert('userGroups', { userID: ada.id, groupID: 8 });
  store.commit();
  const superadmin = await signIn('admin@example.com', 'admin1234');
  const user = await signIn('user@example.com', 'user1234');
  const token = async (owner: Client) =>
    bearerClient(api, (await owner.post('/account/users/current/accessTokens', { name: 'viewer' })).body.payload.token);
  const impersonating = await signIn('admin@example.com', 'admin1234');
  expect((await impersonating.post(`/account/users/${CUSTOMER}/impersonate`, {})).status).toBe(200);
  viewers = {
    user,
    customer: await signIn('fatima.taylor@example.net', 'password1'),
    accountAdmin: await signIn('ada.admin@example.com', 'ada12345'),
    userToken: await token(user),
    superadminToken: await token(superadmin),
    superadmin,
    impersonating,
  };
  written = {};
  for (const collection of RECORDED) {
    if (RECIPES[collection])
      written[collection] = await RECIPES[collection]({ superadmin, user, customer: viewers.customer });
  }
});

describe('the history answers only entries of records the caller may read through their own route', () => {
  it('has a recipe for every collection the history records', () => {
    expect(
      RECORDED.filter((name) => !RECIPES[name]),
      'collections without a recipe',
    ).toEqual([]);
    expect(
      Object.keys(RECIPES).filter((name) => !RECORDED.includes(name as CollectionName)),
      'recipes of no recorded collection',
    ).toEqual([]);
  });

  it.each(RECORDED)(
    '%s: a caller refused on its own route sees none of its entries; one allowed sees them',
    async (collection) => {
      const { id, route, self } = written[collection];
      const ofRecord = (entries: any[]) => entries.filter((e) => e.resource === collection && e.recordID === id);
      const seenBy: Viewer[] = [];
      for (const viewer of VIEWERS) {
        const client = viewers[viewer];
        const own = await client.get(self && ACTING_AS_CUSTOMER.includes(viewer) ? self : route);
        const listed = await client.get(
          `/account/history?${filtersQuery([{ name: 'resource', comparison: 'eq', value: collection }])}`,
        );
        expect(listed.status, `${viewer}: ${listed.text}`).toBe(200);
        const single = await client.get(`/account/history/${collection}/${id}`);
        const entries = [
          ...ofRecord(listed.body.payload),
          ...(single.status === 200 ? ofRecord(single.body.payload) : []),
        ];
        if (own.status >= 400)
          expect(entries, `${viewer} is refused on ${route} (${own.status}) yet reads its history`).toEqual([]);
        else if (entries.length) seenBy.push(viewer);
      }
      // Not vacuous: someone who reads the record reads its history.
      expect(seenBy.length, `nobody reads the history of ${collection}`).toBeGreaterThan(0);
    },
  );
});

describe('the names an entry carries are of records the caller may read', () => {
  /** Each linked record's own route, written here apart from the server's table; one's own user is current. */
  const routeOf = (collection: string, id: number, me: number) =>
    collection === 'users' && id === me ? '/account/users/current' : `/account/${collection}/${id}`;

  it('leaves out, from names, changes and summary, every linked record the caller may not read', async () => {
    let withheld = 0;
    for (const viewer of VIEWERS) {
      const client = viewers[viewer];
      const me = (await client.get('/account/users/current')).body.payload?.id as number;
      const listed = await client.get('/account/history');
      expect(listed.status, `${viewer}: ${listed.text}`).toBe(200);
      const reads = new Map<string, boolean>();
      const mayRead = async (key: string) => {
        if (!reads.has(key)) {
          const [collection, id] = key.split(':');
          reads.set(key, (await client.get(routeOf(collection, Number(id), me))).status === 200);
        }
        return reads.get(key)!;
      };
      for (const entry of listed.body.payload as any[]) {
        // The entry's own record: read through its route already (the test above); here the records it links.
        const linked = Object.keys(entry.names ?? {}).filter((key) => key !== `${entry.resource}:${entry.recordID}`);
        for (const key of linked)
          expect(await mayRead(key), `${viewer} reads the name of ${key} in entry ${entry.id}`).toBe(true);
        for (const change of entry.changes as any[]) {
          for (const name of [change.beforeName, change.afterName].filter(Boolean))
            expect(Object.values(entry.names), `${viewer}: a change names what the entry does not`).toContain(name);
          // A link whose name is left out: the summary does not carry it either.
          if (viewer === 'customer' && change.field === 'groupID' && change.after === 8 && !change.afterName) {
            withheld++;
            expect(entry.summary).not.toContain('Freelancers');
          }
        }
      }
    }
    // Not vacuous: the customer was added to group 8 (the userGroups recipe) and may not read that group.
    expect(withheld, 'the customer reads their membership without the group they may not read').toBeGreaterThan(0);
    const asAdmin = await viewers.superadmin.get(`/account/history/users/${CUSTOMER}`);
    const membership = (asAdmin.body.payload as any[]).find((e) =>
      e.changes.some((c: any) => c.field === 'groupID' && c.after === 8),
    );
    expect(membership.summary, 'the superadmin reads the name').toContain('Freelancers');
  });

  it('does not find an entry by a name the caller may not read', async () => {
    const query = filtersQuery([{ name: 'summary', comparison: 'like', value: 'Freelancers' }]);
    expect((await viewers.superadmin.get(`/account/history?${query}`)).body.payload.length).toBeGreaterThan(0);
    expect((await viewers.customer.get(`/account/history?${query}`)).body.payload).toEqual([]);
  });
});

describe('who can, effective access and exports answer only what the caller may read', () => {
  /** An auditor: a role of their own that may ask who can, read effective access and export users, and nothing else. */
  let auditor: Client;
  beforeAll(async () => {
    const superadmin = viewers.superadmin;
    const role = (await superadmin.post('/account/roles', { name: 'inspector', serviceNameID: 1 })).body.payload
      .id as number;
    for (const [method, path] of [
      ['GET', '/rules/whoCan'],
      ['GET', '/rules/whoCan/users'],
      ['GET', '/users/[0-9]+/access'],
      ['GET', '/users/csv'],
    ]) {
      expect((await superadmin.post('/account/rules', { roleID: role, method, path })).status).toBe(200);
    }
    const group = (await superadmin.post('/account/groups', { name: 'Inspectors' })).body.payload.id as number;
    expect((await superadmin.post(`/account/groups/${group}/roles`, { roleID: role })).status).toBe(200);
    const { store } = api.server.ctx;
    const now = new Date().toISOString();
    const aud = store.insert('users', {
      uuid: 'derived-auditor',
      firstName: 'Au',
      lastName: 'Ditor',
      email: 'inspector@example.com',
      phone: '',
      active: true,
      defaultAppID: 0,
      organizationID: 0,
      password: hashPassword('audit1234'),
      createdAt: now,
      updatedAt: now,
    });
    store.insert('userGroups', { userID: aud.id, groupID: group });
    store.commit();
    auditor = await signIn('inspector@example.com', 'audit1234');
    // Refused on the records themselves.
    for (const path of [
      '/account/users',
      '/account/users/4',
      '/account/groups/1',
      '/account/roles/1',
      '/account/rules/1',
      '/account/apps/1',
    ]) {
      expect((await auditor.get(path)).status, path).toBe(403);
    }
  });

  it('who can names no person, role, rule or group the caller may not read', async () => {
    const question = 'service=account&method=DELETE&path=/users/5';
    const summary = await auditor.get(`/account/rules/whoCan?${question}`);
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.payload).toMatchObject({ roles: [], groups: [] });
    const people = await auditor.get(`/account/rules/whoCan/users?${question}`);
    expect(people.status, people.text).toBe(200);
    expect(people.body.payload).toEqual([]);
    // The superadmin, who reads them all, is answered them.
    expect(
      (await viewers.superadmin.get(`/account/rules/whoCan/users?${question}`)).body.payload.length,
    ).toBeGreaterThan(0);
    expect(
      (await viewers.superadmin.get(`/account/rules/whoCan?${question}`)).body.payload.groups.length,
    ).toBeGreaterThan(0);
  });

  it("effective access shows another user's roles, rules, groups and apps only as far as the caller reads them", async () => {
    const reply = await auditor.get('/account/users/2/access');
    expect(reply.status, reply.text).toBe(200);
    const shown = JSON.stringify(reply.body.payload);
    // Jamie's groups (Customers, Sales), their billing admin role and their apps are none of the auditor's records.
    for (const hidden of ['Customers', 'Sales', '"admin"', '"apps":[{']) expect(shown).not.toContain(hidden);
    const full = await viewers.superadmin.get('/account/users/2/access');
    for (const seen of ['Customers', 'Sales', '"admin"']) expect(JSON.stringify(full.body.payload)).toContain(seen);
    // One's own is one's own.
    const own = await viewers.user.get('/account/users/current/access');
    expect(JSON.stringify(own.body.payload)).toContain('Sales');
  });

  it('the users export holds no user the caller may not read', async () => {
    const reply = await auditor.get('/account/users/csv');
    expect(reply.status, reply.text).toBe(200);
    const lines = reply.text.trim().split('\n');
    // The auditor reads themself only.
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['inspector@example.com']);
    expect((await viewers.superadmin.get('/account/users/csv')).text.trim().split('\n').length).toBeGreaterThan(50);
  });
});
