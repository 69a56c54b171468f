/**
 * Issue 57: one path for every write. Each block is one of the nine attacks that got through because a second
 * way to make a change (a revert, a review's close, a run, an export, an administrator's action on their own
 * account) did not repeat the first way's rules; each failed against the API before the commands of
 * fixtures/server/commands/ held every rule of their change.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { writeRefusal } from '../../../fixtures/server/commands/guard';
import { RATE_LIMITS } from '../../../fixtures/server/gate/limits';
import {
  type Client,
  type Reply,
  demo,
  filtersQuery,
  signedIn,
  signedInAccountAdmin,
  useTestApi,
} from '../support/api';

const api = useTestApi();

const refused = (reply: Reply, status: number, errorCode?: string) => {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, status, ...(errorCode ? { errorCode } : {}) });
};
const passed = (reply: Reply) => expect(reply.status, reply.text).toBe(200);

const ADMIN = 1; // admin@example.com, a superadmin (Administrators)
const USER = 2; // user@example.com
const ADMINISTRATORS = 1;
const SALES = 5; // a group of the plain user's
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/** Every active member of Administrators (the superadmins of the seed). */
const superadmins = () =>
  api.server.ctx.store
    .filter('userGroups', (l) => l.groupID === ADMINISTRATORS)
    .filter((l) => api.server.ctx.store.get('users', l.userID)?.active);

/** A campaign over Administrators reviewed by `reviewer`, every item answered revoke by them. */
async function revokeEverySuperadmin(owner: Client, reviewer: Client, reviewerID: number): Promise<number> {
  const made = await owner.post('/account/reviews', {
    name: 'Administrators, quarterly',
    scope: { kind: 'group', id: ADMINISTRATORS },
    deadline: inAWeek(),
    reviewers: [reviewerID],
  });
  passed(made);
  const id = made.body.payload.id as number;
  const items = await reviewer.get(`/account/reviews/${id}/items?range=[0,999]`);
  passed(items);
  const itemIDs = (items.body.payload as { id: number }[]).map((item) => item.id);
  expect(itemIDs.length).toBeGreaterThan(0);
  passed(await reviewer.post(`/account/reviews/${id}/decisions`, { itemIDs, decision: 'revoke' }));
  return id;
}

describe('1. a review never removes the last active superadmin', () => {
  it('refuses the close whose revocations would leave none, naming why; nothing is revoked', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    const before = superadmins().length;
    const id = await revokeEverySuperadmin(admin, user, USER);
    const close = await admin.post(`/account/reviews/${id}/close`, {});
    refused(close, 409, 'LAST_SUPERADMIN');
    expect(close.body.description).toMatch(/no active superadmin/);
    expect(superadmins()).toHaveLength(before);
    passed(await admin.get('/account/users'));
    // The campaign stays open: the owner can change the answers and close again.
    expect((await admin.get(`/account/reviews/${id}`)).body.payload.status).toBe('open');
  });
});

describe("2. a campaign's close is the closer's own change", () => {
  it('refuses an account administrator the revocation of a superadmin she may not make by its route', async () => {
    const { store } = api.server.ctx;
    // Ada may run campaigns (the superadmin's review rules given to her role), not demote a superadmin.
    const adminRole = store.find('roles', (r) => r.name === 'admin' && r.serviceNameID === 1)!;
    for (const [method, path] of [
      ['POST', '/reviews'],
      ['GET', '/reviews/.+'],
      ['POST', '/reviews/[0-9]+/.+'],
    ] as const)
      store.insert('rules', { roleID: adminRole.id, method, path });
    store.commit();
    const ada = await signedInAccountAdmin(api);
    const adaID = store.find('users', (u) => u.email === 'ada.admin@example.com')!.id;
    const membership = store.find('userGroups', (l) => l.userID === ADMIN && l.groupID === ADMINISTRATORS)!;
    refused(await ada.delete(`/account/userGroups/${membership.id}`), 403);

    const id = await revokeEverySuperadmin(ada, ada, adaID);
    const close = await ada.post(`/account/reviews/${id}/close`, {});
    refused(close, 403);
    expect(close.body.description).toMatch(/^Revoking admin@example\.com from Administrators: /);
    expect(store.get('userGroups', membership.id)).toBeTruthy();
  });
});

describe('3. a revert is held to the route it stands in for', () => {
  it("asks a person's current password to revert an administrator's change of their address, then mails a confirmation", async () => {
    const admin = await signedIn(api, 'admin');
    passed(await admin.put(`/account/users/${USER}`, { email: 'changed.by.admin@example.com' }));
    const user = await signedIn(api, 'user').catch(() => undefined);
    // The administrator's change ended the person's sessions and their address is the new one.
    expect(user).toBeUndefined();
    const person = api.client();
    passed(
      await person.post('/account/users/signin', { email: 'changed.by.admin@example.com', password: demo.user[1] }),
    );
    const entry = (
      await person.get(
        `/account/history/users/${USER}?${filtersQuery([{ name: 'action', comparison: 'eq', value: 'update' }])}`,
      )
    ).body.payload.find((e: { changes: { field: string }[] }) => e.changes.some((c) => c.field === 'email'));
    expect(entry).toBeTruthy();

    refused(await person.post(`/account/history/${entry.id}/revert`, {}), 403, 'CURRENT_PASSWORD_REQUIRED');
    refused(
      await person.post(`/account/history/${entry.id}/revert`, { currentPassword: 'wrong-one1' }),
      403,
      'WRONG_CURRENT_PASSWORD',
    );
    passed(await person.post(`/account/history/${entry.id}/revert`, { currentPassword: demo.user[1] }));
    // As PUT /users/current does: the old address comes back only once its link is opened.
    const row = api.server.ctx.store.get('users', USER)!;
    expect(row.email).toBe('changed.by.admin@example.com');
    expect(row.pendingEmail).toBe(demo.user[0]);
  });

  it('refuses to make an organization current by revert once its membership has ended (NOT_A_MEMBER)', async () => {
    const { store } = api.server.ctx;
    const [first, second] = ['First Org', 'Second Org'].map((name) =>
      store.insert('organizations', { name, ownerID: ADMIN, default: false } as never),
    );
    for (const org of [first, second])
      store.insert('organizationUsers', { organizationID: org.id, userID: USER, email: '', pending: false } as never);
    store.update('users', USER, { organizationID: first.id });
    store.commit();
    const user = await signedIn(api, 'user');
    passed(await user.put(`/account/users/${USER}`, { organizationID: second.id }));
    const entry = (await user.get(`/account/history/users/${USER}`)).body.payload.find(
      (e: { changes: { field: string }[] }) => e.changes.some((c) => c.field === 'organizationID'),
    );
    const admin = await signedIn(api, 'admin');
    const membership = store.find('organizationUsers', (l) => l.organizationID === first.id && l.userID === USER)!;
    passed(await admin.delete(`/account/organizationUsers/${membership.id}`));
    refused(await user.post(`/account/history/${entry.id}/revert`, {}), 403, 'NOT_A_MEMBER');
    expect(store.get('users', USER)!.organizationID).toBe(second.id);
  });
});

describe("3. a revert of an organization's domains and provider is held to their commands", () => {
  const ACME = 1;
  const GLOBEX = 2;
  /** The history entry of `action` on record `id` of `resource`, newest first. */
  const entryOf = (resource: string, id: number, action: string) =>
    api.server.ctx.history.all().find((e) => e.resource === resource && e.recordID === id && e.action === action)!;

  it('cannot give back a domain another organization took since (DOMAIN_TAKEN); a free one comes back unverified', async () => {
    const { store } = api.server.ctx;
    const admin = await signedIn(api, 'admin');
    const made = await admin.post(`/account/organizations/${ACME}/domains`, { domain: 'corp.example.com' });
    passed(made);
    const id = made.body.payload.id as number;
    passed(await admin.put(`/account/organizationDomains/${id}`, { verified: true }));
    passed(await admin.delete(`/account/organizations/${ACME}/domains/${id}`));
    const taken = await admin.post(`/account/organizations/${GLOBEX}/domains`, { domain: 'corp.example.com' });
    passed(taken);

    const removal = entryOf('organizationDomains', id, 'delete');
    refused(await admin.post(`/account/history/${removal.id}/revert`, {}), 409, 'DOMAIN_TAKEN');
    expect(store.filter('organizationDomains', (d) => d.domain === 'corp.example.com')).toEqual([
      expect.objectContaining({ organizationID: GLOBEX }),
    ]);

    passed(await admin.delete(`/account/organizations/${GLOBEX}/domains/${taken.body.payload.id}`));
    passed(await admin.post(`/account/history/${removal.id}/revert`, {}));
    expect(store.get('organizationDomains', id)).toMatchObject({ organizationID: ACME, verified: false });
  });

  it('cannot point an organization at a provider removed since (IDENTITY_PROVIDER_NOT_FOUND)', async () => {
    const { store } = api.server.ctx;
    const [gone, kept] = ['Old Login', 'New Login'].map((name) =>
      store.insert('identityProviders', { name, kind: 'oidc', enabled: false } as never),
    );
    store.commit();
    const admin = await signedIn(api, 'admin');
    passed(await admin.put(`/account/organizations/${ACME}`, { identityProviderID: gone.id }));
    passed(await admin.put(`/account/organizations/${ACME}`, { identityProviderID: kept.id }));
    const change = api.server.ctx.history
      .all()
      .find(
        (e) =>
          e.resource === 'organizations' &&
          e.recordID === ACME &&
          e.changes.some((c) => c.field === 'identityProviderID' && c.after === kept.id),
      )!;
    passed(await admin.delete(`/account/identityProviders/${gone.id}`));

    refused(await admin.post(`/account/history/${change.id}/revert`, {}), 400, 'IDENTITY_PROVIDER_NOT_FOUND');
    expect(store.get('organizations', ACME)!.identityProviderID).toBe(kept.id);
  });
});

describe("4 and 5. an administrator's own account is self-service", () => {
  it('refuses an administrator the reset of their own second factors and the lift of their own lock', async () => {
    const admin = await signedIn(api, 'admin');
    refused(await admin.delete(`/account/users/${ADMIN}/factors`), 403, 'OWN_ACCOUNT');
    // Ten wrong current passwords lock the account; the stolen session cannot lift its own lock.
    for (let i = 0; i < RATE_LIMITS.signinFailuresPerAccount.limit; i++)
      await admin.put('/account/users/current/password', {
        password: 'another123',
        passwordConfirmation: 'another123',
        currentPassword: `wrong-${i}-x1`,
      });
    const locked = await admin.get(`/account/users/${ADMIN}/lockout`);
    expect(locked.body.payload.locked).toBe(true);
    refused(await admin.delete(`/account/users/${ADMIN}/lockout`), 403, 'OWN_ACCOUNT');
    const own = (await admin.get('/account/lockouts')).body.payload.find(
      (l: { who: string }) => l.who === demo.admin[0],
    );
    expect(own).toBeTruthy();
    refused(await admin.delete(`/account/lockouts/${own.id}`), 403, 'OWN_ACCOUNT');
    expect((await admin.get(`/account/users/${ADMIN}/lockout`)).body.payload.locked).toBe(true);
  });

  it('still lets an administrator reset and unlock another person they outrank', async () => {
    const admin = await signedIn(api, 'admin');
    passed(await admin.delete(`/account/users/${USER}/factors`));
    passed(await admin.delete(`/account/users/${USER}/lockout`));
  });
});

describe('6. a limit counts the address, whatever cookie the caller shows', () => {
  it('keeps refusing wrong sign-ins from an address past its limit when the caller is signed in', async () => {
    const mine = await signedIn(api, 'user');
    const stranger = api.client();
    const wrong = (client: Client, i: number) =>
      client.post('/account/users/signin', { email: `nobody${i}@example.com`, password: 'wrong-pass1' });
    for (let i = 0; i < RATE_LIMITS.signinFailuresPerClient.limit; i++) await wrong(stranger, i);
    refused(await wrong(stranger, 100), 429);
    refused(await wrong(mine, 101), 429);
  });

  it('keeps refusing one-time codes from an address past its limit when the caller is signed in', async () => {
    const mine = await signedIn(api, 'user');
    const stranger = api.client();
    const ask = (client: Client, i: number) =>
      client.post('/account/users/requestPLCode', { email: `code${i}@example.com` });
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerClient.limit; i++) await ask(stranger, i);
    refused(await ask(stranger, 100), 429);
    refused(await ask(mine, 101), 429);
  });
});

describe('7. derived reads filter after the read rule', () => {
  it("answers every filter of the history's list and of its export alike, for every kind of reader", async () => {
    const admin = await signedIn(api, 'admin');
    // Changes whose entries name a group some readers may not read: the plain user's own membership of it.
    passed(await admin.put('/account/groups/6', { name: 'Finance and Treasury' }));
    passed(await admin.post(`/account/users/${USER}/groups`, { groupID: 6 }));
    passed(await admin.put(`/account/users/${USER}`, { firstName: 'Renamed' }));
    const readers = {
      admin,
      ada: await signedInAccountAdmin(api),
      user: await signedIn(api, 'user'),
      auditor: await signedIn(api, 'auditor'),
    };
    const values = ['Finance', 'Treasury', 'Renamed', 'groups', 'users', 'admin@example.com', 'zzz-nothing'];
    const fields = ['summary', 'resource', 'actorEmail', 'about'];
    for (const [who, client] of Object.entries(readers)) {
      for (const name of fields) {
        for (const value of values) {
          const query = filtersQuery([{ name, comparison: 'like', value }]);
          const list = await client.get(`/account/history?${query}&range=[0,9999]`);
          passed(list);
          const exported = await client.get(`/account/history/export?format=jsonl&${query}`);
          passed(exported);
          const lines = String(exported.text).split('\n').filter(Boolean);
          const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
          expect(ids(lines.map((l) => JSON.parse(l))), `${who}: ${name} like ${value}`).toEqual(ids(list.body.payload));
        }
      }
    }
  });
});

describe('8. whoever acts is recorded as the actor', () => {
  it('records the person who answered a review item while acting as its reviewer', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await admin.post('/account/reviews', {
      name: 'Engineering',
      scope: { kind: 'group', id: 4 },
      deadline: inAWeek(),
      reviewers: [USER],
    });
    passed(made);
    passed(await admin.post(`/account/users/${USER}/impersonate`, {}));
    const items = await admin.get(`/account/reviews/${made.body.payload.id}/items`);
    const item = items.body.payload[0];
    passed(await admin.put(`/account/reviews/${made.body.payload.id}/items/${item.id}`, { decision: 'keep' }));
    const row = api.server.ctx.store.get('reviewItems', item.id)!;
    expect(row.decidedBy).toBe(USER);
    expect(row.decidedByReal).toBe(ADMIN);
  });
});

describe('9. a group that requires a second factor keeps one for each signed-in member', () => {
  it("refuses the removal of a person's last factor while a group of theirs requires one", async () => {
    const { store } = api.server.ctx;
    const user = await signedIn(api, 'user');
    const proof = { currentPassword: demo.user[1] };
    const started = await user.post('/account/users/current/authenticator', proof);
    passed(started);
    const secret = started.body.payload.secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    passed(await user.post('/account/users/current/authenticator/confirm', { code }));
    const group = store.get('groups', SALES)!;
    store.update('groups', group.id, { requireSecondFactor: true });
    store.commit();
    refused(await user.call('DELETE', '/account/users/current/authenticator', proof), 409, 'SECOND_FACTOR_REQUIRED');
    const factors = await user.get('/account/users/current/factors');
    expect(factors.body.payload.map((f: { kind: string }) => f.kind)).toEqual(['totp']);
    expect((await user.get('/account/users/current/recoveryCodes')).body.payload).toEqual({ left: 10, required: true });
  });

  it('signs out a member with no factor when a group of theirs starts requiring one', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    passed(await user.get('/account/users/current'));
    passed(await admin.put(`/account/groups/${SALES}`, { requireSecondFactor: true }));
    refused(await user.get('/account/users/current'), 401);
  });
});

describe('the commands own their collections', () => {
  it("refuses a write of a command's collection from any other module of the API, not from the commands or tests", () => {
    const root = '/repo/fixtures/server';
    expect(writeRefusal('users', undefined, `${root}/routes/users.ts`)).toMatch(/routes\/users\.ts writes users/);
    expect(writeRefusal('userGroups', undefined, `${root}/domain/reviews.ts`)).toMatch(
      /only fixtures\/server\/commands/,
    );
    expect(writeRefusal('users', ['active'], `${root}/auth.ts`)).toBeTruthy();
    expect(writeRefusal('users', ['lastSigninAt', 'lastActiveAt'], `${root}/auth.ts`)).toBeUndefined();
    expect(writeRefusal('users', undefined, `${root}/commands/people.ts`)).toBeUndefined();
    expect(writeRefusal('users', undefined, '/repo/tests/api/x.test.ts')).toBeUndefined();
    expect(writeRefusal('events', undefined, `${root}/routes/events.ts`)).toBeUndefined();
    // The identity providers, people's links to them, organizations and their domains.
    for (const name of ['identityProviders', 'identityLinks', 'organizationDomains', 'organizations'] as const)
      expect(writeRefusal(name, undefined, `${root}/routes/x.ts`)).toMatch(new RegExp(`writes ${name}`));
    expect(writeRefusal('identityLinks', ['lastUsedAt'], `${root}/domain/idpPeople.ts`)).toBeUndefined();
    expect(writeRefusal('organizations', ['name'], `${root}/routes/organizations.ts`)).toBeTruthy();
    expect(writeRefusal('organizations', undefined, `${root}/commands/organizations.ts`)).toBeUndefined();
  });

  it('is on in the running API: a write from a route module fails loudly, one from the commands goes through', () => {
    const { store } = api.server.ctx;
    // A function whose frames name a file of the API, as a route module's would.
    const from = (file: string) =>
      // An indirect eval: the only way to give a frame another file's name.
      (0, eval)(
        `(store) => store.update('users', ${USER}, { firstName: 'Sneaky' })\n//# sourceURL=${process.cwd()}/${file}`,
      ) as (s: typeof store) => void;
    expect(() => from('fixtures/server/routes/fake.ts')(store)).toThrow(/routes\/fake\.ts writes users/);
    expect(store.get('users', USER)!.firstName).not.toBe('Sneaky');
    from('fixtures/server/commands/fake.ts')(store);
    expect(store.get('users', USER)!.firstName).toBe('Sneaky');
  });
});
