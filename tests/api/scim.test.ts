/**
 * SCIM 2.0 provisioning (issue 58): provisioning clients made in the console's API, and `/scim/v2` used as
 * real clients use it. The Entra ID and Okta sequences replay the requests their provisioning documentation
 * shows (Microsoft Learn, "Tutorial: Develop and plan provisioning for a SCIM endpoint in Microsoft Entra ID"
 * and its "Known issues" page; Okta developer docs, "Okta and SCIM Version 2.0"): their bodies, their habits
 * (capitalised ops, "False" strings, path-less replaces, PUT of the whole user), in their order.
 */
import { describe, expect, it } from 'vitest';
import { type Client, bearerClient, signedIn, signedInAccountAdmin, useTestApi } from './support/api';

const api = useTestApi();

const SCIM = 'application/scim+json';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** Acme Corporation: the seed's organization 1. */
const ACME = 1;

interface Made {
  id: number;
  token: string;
  scim: Client;
}

async function makeClient(admin: Client, body: Record<string, unknown> = {}): Promise<Made> {
  const made = await admin.post('/account/provisioningClients', { name: 'Entra ID', organizationID: ACME, ...body });
  expect(made.status, made.text).toBe(200);
  const { id, token } = made.body.payload as { id: number; token: string };
  return { id, token, scim: scimClient(token) };
}

/** A client that talks as SCIM clients do: bearer token, SCIM's media type. */
function scimClient(token: string): Client {
  const client = bearerClient(api, token);
  const call = client.call.bind(client);
  client.call = (method, path, body, options = {}) =>
    call(method, path, body, {
      ...options,
      headers: { ...(body !== undefined && { 'content-type': SCIM }), ...options.headers },
    });
  return client;
}

const patch = (client: Client, path: string, Operations: unknown[], headers: Record<string, string> = {}) =>
  client.call('PATCH', path, { schemas: [PATCH_OP], Operations }, { headers });

/** Makes `userID` a joined member of Acme (the client's organization), so the client sees them. */
function joinAcme(userID: number): void {
  const { store } = api.server.ctx;
  if (store.find('organizationUsers', (l) => l.userID === userID && l.organizationID === ACME && !l.pending)) return;
  store.insert('organizationUsers', {
    organizationID: ACME,
    userID,
    inviteEmail: '',
    pending: false,
    instantJoin: false,
    inviteToken: `join-${userID}`,
    createdAt: '',
  });
}

const eq = (attr: string, value: string) => `filter=${encodeURIComponent(`${attr} eq "${value}"`)}`;

describe('provisioning clients in the console', () => {
  it('answers the token once, keeps its hash only, lists the client, and revokes it', async () => {
    const admin = await signedIn(api, 'admin');
    const { id, token, scim } = await makeClient(admin);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const stored = api.server.ctx.store.get('provisioningClients', id)!;
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await admin.get('/account/provisioningClients');
    expect(listed.body.payload).toEqual([
      expect.objectContaining({ id, name: 'Entra ID', organizationName: 'Acme Corporation', lastUsedAt: '' }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(JSON.stringify(listed.body)).not.toContain('tokenHash');

    expect((await scim.get('/scim/v2/Users?count=1')).status).toBe(200);
    expect((await admin.get(`/account/provisioningClients/${id}`)).body.payload.lastUsedAt).not.toBe('');

    expect((await admin.delete(`/account/provisioningClients/${id}`)).status).toBe(200);
    const revoked = await scim.get('/scim/v2/Users');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ schemas: [ERROR], status: '401' });
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('is made in person only, by the superadmin, with groups whose rights the maker holds', async () => {
    const admin = await signedIn(api, 'admin');
    const token = (await admin.post('/account/users/current/accessTokens', { name: 'script' })).body.payload.token;
    const byToken = await bearerClient(api, token).post('/account/provisioningClients', {
      name: 'x',
      organizationID: ACME,
    });
    expect(byToken.body.errorCode).toBe('TOKEN_NOT_ALLOWED');
    const ada = await signedInAccountAdmin(api);
    expect((await ada.post('/account/provisioningClients', { name: 'x', organizationID: ACME })).status).toBe(403);
    const unknown = await admin.post('/account/provisioningClients', { name: 'x', organizationID: 999 });
    expect(unknown.body).toMatchObject({ status: 400, errorCode: 'ORGANIZATION_NOT_FOUND', field: 'organizationID' });
  });

  it('dies with its maker: a client of a superadmin who is no longer one answers 401', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const { store } = api.server.ctx;
    const link = store.find('userGroups', (l) => l.userID === 1 && l.groupID === 1)!;
    store.remove('userGroups', link.id);
    expect((await scim.get('/scim/v2/Users')).status).toBe(401);
  });
});

describe('Microsoft Entra ID, as its documentation shows it', () => {
  it('reads the configuration, looks a person up, creates, changes, disables and deletes them', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim, id: clientID } = await makeClient(admin);

    const config = await scim.get('/scim/v2/ServiceProviderConfig');
    expect(config.headers.get('content-type')).toContain(SCIM);
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      etag: { supported: true },
    });
    const types = await scim.get('/scim/v2/ResourceTypes');
    expect(types.body.Resources.map((t: { id: string }) => t.id)).toEqual(['User', 'Group']);
    const schemas = await scim.get('/scim/v2/Schemas');
    expect(schemas.body.Resources.map((s: { id: string }) => s.id)).toEqual([USER, ENTERPRISE, GROUP]);

    // "Get User by query - Zero results": the look-up before every create.
    const userName = 'Test_User_dfeef4c5-5681-4387-b016-bdf221e82081';
    const none = await scim.get(`/scim/v2/Users?${eq('userName', userName)}`);
    expect(none.body).toEqual({ schemas: [LIST], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    // "Create User"
    const created = await scim.post('/scim/v2/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_11bb6097-6de8-4e46-87e5-f8adc81e8d1a@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get('location')).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    expect(created.headers.get('etag')).toBe(created.body.meta.version);
    expect(created.body).toMatchObject({
      userName,
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      active: true,
      name: { givenName: 'givenName', familyName: 'familyName' },
      emails: [{ value: 'test_user_11bb6097-6de8-4e46-87e5-f8adc81e8d1a@testuser.com', type: 'work', primary: true }],
      meta: { resourceType: 'User' },
    });
    // A person of the client's organization, made as an administrator's create makes one.
    const person = api.server.ctx.store.get('users', Number(id))!;
    expect(person).toMatchObject({ firstName: 'givenName', active: true, organizationID: ACME });

    // "Get User by query" (case-insensitive userName), by externalId, by id.
    const found = await scim.get(`/scim/v2/Users?${eq('userName', userName.toUpperCase())}`);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id }] });
    const byExternal = await scim.get(`/scim/v2/Users?${eq('externalId', '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef')}`);
    expect(byExternal.body.totalResults).toBe(1);
    expect((await scim.get(`/scim/v2/Users/${id}`)).body.id).toBe(id);

    // "Create Duplicate User": 409 uniqueness.
    const duplicate = await scim.post('/scim/v2/Users', { ...created.body, id: undefined, meta: undefined });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });

    // "Update User [Multi-valued properties]" and "[Single-valued properties]", with capitalised ops.
    const multi = await patch(scim, `/scim/v2/Users/${id}`, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
      { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
    ]);
    expect(multi.status, multi.text).toBe(200);
    expect(multi.body.emails[0].value).toBe('updatedemail@microsoft.com');
    expect(multi.body.name.familyName).toBe('updatedFamilyName');
    const single = await patch(scim, `/scim/v2/Users/${id}`, [
      { op: 'Replace', path: 'userName', value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com' },
    ]);
    expect(single.body.userName).toBe('5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com');
    // The Enterprise extension: department, a manager by id.
    const enterprise = await patch(scim, `/scim/v2/Users/${id}`, [
      { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Engineering' },
      { op: 'Add', path: `${ENTERPRISE}:manager`, value: '2' },
      { op: 'Add', path: 'title', value: 'Engineer' },
    ]);
    expect(enterprise.status, enterprise.text).toBe(200);
    expect(enterprise.body[ENTERPRISE]).toMatchObject({
      department: 'Engineering',
      manager: { value: '2' },
      organization: 'Acme Corporation',
    });

    // The person signs in; "Disable User" with Entra's string "False" ends their sessions and tokens.
    api.server.ctx.store.update('users', Number(id), {
      password: (await import('../../fixtures/server/secrets')).hashPassword('pass12345'),
    });
    const theirSession = api.client();
    await theirSession.signIn('updatedemail@microsoft.com', 'pass12345');
    const theirToken = (await theirSession.post('/account/users/current/accessTokens', { name: 't' })).body.payload
      .token;
    const disabled = await patch(scim, `/scim/v2/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.active).toBe(false);
    expect((await theirSession.get('/account/users/current')).status).toBe(401);
    expect((await bearerClient(api, theirToken).get('/account/users/current')).status).toBe(401);

    // In the history, as made by that client.
    const history = await admin.get(
      `/account/history?filters=${encodeURIComponent(JSON.stringify([{ name: 'recordID', comparison: 'eq', value: Number(id) }]))}`,
    );
    expect(history.status).toBe(200);
    const actors = new Set((history.body.payload as { actorEmail: string }[]).map((e) => e.actorEmail));
    expect([...actors]).toEqual([`provisioning client ${clientID} (Entra ID)`]);

    // "Delete User"
    expect((await scim.delete(`/scim/v2/Users/${id}`)).status).toBe(204);
    expect((await scim.get(`/scim/v2/Users/${id}`)).body).toMatchObject({ status: '404', schemas: [ERROR] });
  });

  it('creates a group, reads it without members, adds and removes many members in one PATCH, renames it', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const none = await scim.get(`/scim/v2/Groups?${eq('displayName', 'Group1DisplayName')}&excludedAttributes=members`);
    expect(none.body.totalResults).toBe(0);
    const created = await scim.post('/scim/v2/Groups', {
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'Group1DisplayName',
      meta: { resourceType: 'Group' },
      schemas: [GROUP],
    });
    expect(created.status, created.text).toBe(201);
    const gid = created.body.id as string;
    const read = await scim.get(`/scim/v2/Groups/${gid}?excludedAttributes=members`);
    expect(read.body).not.toHaveProperty('members');
    expect(read.body.displayName).toBe('Group1DisplayName');

    const people = (await scim.get('/scim/v2/Users?count=200')).body.Resources.map((u: { id: string }) => u.id);
    expect(people.length).toBeGreaterThan(2);
    const added = await patch(scim, `/scim/v2/Groups/${gid}`, [
      { name: 'addMember', op: 'Add', path: 'members', value: people.map((value: string) => ({ value })) },
    ]);
    expect(added.status, added.text).toBe(200);
    expect(added.body.members).toHaveLength(people.length);
    // "Get Group by query - members": the membership check.
    const member = await scim.get(
      `/scim/v2/Groups?filter=${encodeURIComponent(`id eq "${gid}" and members[value eq "${people[0]}"]`)}&excludedAttributes=members`,
    );
    expect(member.body.totalResults).toBe(1);
    const removed = await patch(scim, `/scim/v2/Groups/${gid}`, [
      { name: 'removeMember', op: 'Remove', path: 'members', value: [{ value: people[0] }] },
    ]);
    expect(removed.body.members.map((m: { value: string }) => m.value)).not.toContain(people[0]);
    const renamed = await patch(scim, `/scim/v2/Groups/${gid}`, [
      { op: 'Replace', path: 'displayName', value: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' },
    ]);
    expect(renamed.body.displayName).toBe('1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName');
    expect((await scim.delete(`/scim/v2/Groups/${gid}`)).status).toBe(204);
    expect(api.server.ctx.store.get('groups', Number(gid))).toBeUndefined();
  });
});

describe('Okta, as its documentation shows it', () => {
  it('looks up by userName, creates, replaces the whole user with PUT, deactivates with active: false', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin, { name: 'Okta' });
    const lookup = await scim.get(
      `/scim/v2/Users?filter=${encodeURIComponent('userName eq "test.user@okta.local"')}&startIndex=1&count=100`,
    );
    expect(lookup.body.totalResults).toBe(0);
    const body = {
      schemas: [USER],
      userName: 'test.user@okta.local',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mPassw0rd!',
      active: true,
    };
    const created = await scim.post('/scim/v2/Users', body);
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    // Okta signs the person in with the password it sent.
    await api.client().signIn('test.user@okta.local', '1mPassw0rd!');

    const replaced = await scim.put(`/scim/v2/Users/${id}`, {
      ...body,
      id,
      name: { givenName: 'Another', familyName: 'User' },
      password: undefined,
      meta: created.body.meta,
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.name).toMatchObject({ givenName: 'Another', familyName: 'User' });
    // The same PUT again changes nothing: the version stays.
    const again = await scim.put(`/scim/v2/Users/${id}`, {
      ...body,
      id,
      name: { givenName: 'Another', familyName: 'User' },
    });
    expect(again.body.meta.version).toBe(replaced.body.meta.version);

    const deactivated = await patch(scim, `/scim/v2/Users/${id}`, [{ op: 'replace', value: { active: false } }]);
    expect(deactivated.body.active).toBe(false);
    const reactivated = await scim.put(`/scim/v2/Users/${id}`, { ...body, id, active: true });
    expect(reactivated.body.active).toBe(true);
    const byPut = await scim.put(`/scim/v2/Users/${id}`, { ...body, id, active: false });
    expect(byPut.body.active).toBe(false);
    expect(api.server.ctx.store.get('users', Number(id))!.active).toBe(false);
  });

  it('pushes a group: create with members, path-less rename, remove a member by filter', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin, { name: 'Okta' });
    const people = (await scim.get('/scim/v2/Users?count=3')).body.Resources.map((u: { id: string }) => u.id);
    const created = await scim.post('/scim/v2/Groups', {
      schemas: [GROUP],
      displayName: 'Test SCIMv2',
      members: people.map((value: string) => ({ value, display: 'x' })),
    });
    expect(created.body.members).toHaveLength(3);
    const id = created.body.id;
    const renamed = await patch(scim, `/scim/v2/Groups/${id}`, [
      { op: 'replace', value: { id, displayName: 'Test SCIMv2 renamed' } },
    ]);
    expect(renamed.body.displayName).toBe('Test SCIMv2 renamed');
    const removed = await patch(scim, `/scim/v2/Groups/${id}`, [
      { op: 'remove', path: `members[value eq "${people[1]}"]` },
    ]);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.members.map((m: { value: string }) => m.value)).toEqual([people[0], people[2]]);
  });
});

describe('filters, paging, sorting', () => {
  it('takes every operator, grouping, not, attribute paths and the extension', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const all = (await scim.get('/scim/v2/Users?count=200')).body.Resources as {
      id: string;
      userName: string;
      name: { familyName: string };
    }[];
    const q = async (filter: string) => {
      const r = await scim.get(`/scim/v2/Users?count=200&filter=${encodeURIComponent(filter)}`);
      expect(r.status, `${filter}: ${r.text}`).toBe(200);
      return (r.body.Resources as { id: string }[]).map((u) => u.id);
    };
    const first = all[0];
    expect(await q(`userName eq "${first.userName}"`)).toEqual([first.id]);
    expect(await q(`userName ne "${first.userName}"`)).toHaveLength(all.length - 1);
    expect(await q(`userName co "${first.userName.slice(1, 5).toUpperCase()}"`)).toContain(first.id);
    expect(await q(`userName sw "${first.userName.slice(0, 3)}"`)).toContain(first.id);
    expect(await q(`userName ew "${first.userName.slice(-6)}"`)).toContain(first.id);
    expect(await q('title pr')).toEqual([]);
    expect(await q('userName pr')).toHaveLength(all.length);
    expect(await q(`id gt "0"`)).toHaveLength(all.length);
    expect(await q(`meta.created le "1970-01-01"`)).toEqual([]);
    expect(await q(`meta.lastModified ge "1970-01-01"`)).toHaveLength(all.length);
    expect(await q(`meta.lastModified lt "1970-01-01"`)).toEqual([]);
    expect(await q(`emails[type eq "work" and value co "@"]`)).toHaveLength(all.length);
    expect(await q(`not (userName eq "${first.userName}")`)).toHaveLength(all.length - 1);
    expect(await q(`(userName eq "${first.userName}" or userName eq "${all[1].userName}") and active eq true`)).toEqual(
      expect.arrayContaining([first.id, all[1].id]),
    );
    expect(await q(`${ENTERPRISE}:organization eq "Acme Corporation"`)).toHaveLength(all.length);
    expect(await q(`name.familyName eq "${first.name.familyName}"`)).toContain(first.id);
  });

  it('pages with startIndex and count, and sorts by the attribute asked', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const all = (await scim.get('/scim/v2/Users?count=200')).body;
    const page = await scim.get('/scim/v2/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((u: { id: string }) => u.id)).toEqual(
      all.Resources.slice(1, 3).map((u: { id: string }) => u.id),
    );
    expect((await scim.get('/scim/v2/Users?count=0')).body).toMatchObject({ itemsPerPage: 0, Resources: [] });
    const sorted = await scim.get('/scim/v2/Users?sortBy=userName&sortOrder=descending&count=200');
    const names = sorted.body.Resources.map((u: { userName: string }) => u.userName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('what a client may not do (hostile)', () => {
  it('a bad filter is 400 invalidFilter; an injected one matches nothing more than it says', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    for (const filter of [
      'userName eq',
      'userName eq "a" or',
      'userName xx "a"',
      '((userName eq "a")',
      'x'.repeat(2_001),
    ]) {
      const r = await scim.get(`/scim/v2/Users?filter=${encodeURIComponent(filter)}`);
      expect(r.status, filter.slice(0, 40)).toBe(400);
      expect(r.body).toMatchObject({ schemas: [ERROR], scimType: 'invalidFilter' });
    }
    // A quote in a value stays in the value: it does not close it and add an "or true".
    const injected = await scim.get(
      `/scim/v2/Users?filter=${encodeURIComponent('userName eq "x\\" or userName pr or userName eq \\"y"')}`,
    );
    expect(injected.status).toBe(200);
    expect(injected.body.totalResults).toBe(0);
    // Nor does a filter reach the password hash or another organization's people.
    expect((await scim.get(`/scim/v2/Users?filter=${encodeURIComponent('password pr')}`)).body.totalResults).toBe(0);
  });

  it("another client's scope: another organization's people and groups are unknown (404), never changed", async () => {
    const admin = await signedIn(api, 'admin');
    const acme = await makeClient(admin);
    const globex = await makeClient(admin, { name: 'Globex directory', organizationID: 2 });
    const mine = (await acme.scim.get('/scim/v2/Users?count=200')).body.Resources.map((u: { id: string }) => u.id);
    const theirs = (await globex.scim.get('/scim/v2/Users?count=200')).body.Resources.map((u: { id: string }) => u.id);
    const onlyMine = mine.find((id: string) => !theirs.includes(id));
    expect(onlyMine).toBeDefined();
    expect((await globex.scim.get(`/scim/v2/Users/${onlyMine}`)).status).toBe(404);
    const attempt = await patch(globex.scim, `/scim/v2/Users/${onlyMine}`, [
      { op: 'replace', value: { active: false } },
    ]);
    expect(attempt.status).toBe(404);
    expect((await globex.scim.delete(`/scim/v2/Users/${onlyMine}`)).status).toBe(404);
    expect(api.server.ctx.store.get('users', Number(onlyMine))!.active).toBe(true);
    // A group of the platform it was not given, and a group another client made.
    expect((await acme.scim.get('/scim/v2/Groups/1')).status).toBe(404);
    const made = await acme.scim.post('/scim/v2/Groups', { schemas: [GROUP], displayName: 'Acme only' });
    expect((await globex.scim.get(`/scim/v2/Groups/${made.body.id}`)).status).toBe(404);
    // Members from beyond its organization are refused.
    const outsider = theirs.find((id: string) => !mine.includes(id));
    const added = await patch(acme.scim, `/scim/v2/Groups/${made.body.id}`, [
      { op: 'add', path: 'members', value: [{ value: outsider }] },
    ]);
    expect(added.status).toBe(400);
  });

  it("a token is no person: the platform's routes treat it as a visitor, and a person's token is not a client", async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    expect((await scim.get('/account/users')).status).toBe(401);
    expect((await admin.get('/scim/v2/Users')).status).toBe(401);
    const personal = (await admin.post('/account/users/current/accessTokens', { name: 'p' })).body.payload.token;
    expect((await scimClient(personal).get('/scim/v2/Users')).status).toBe(401);
    expect((await scimClient('not-a-token').get('/scim/v2/Users')).status).toBe(401);
  });

  it('If-Match with another version is 412 and changes nothing; the current one passes', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const [user] = (await scim.get('/scim/v2/Users?count=1')).body.Resources;
    const read = await scim.get(`/scim/v2/Users/${user.id}`);
    const version = read.headers.get('etag')!;
    const stale = await patch(scim, `/scim/v2/Users/${user.id}`, [{ op: 'replace', path: 'title', value: 'Boss' }], {
      'if-match': 'W/"stale"',
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ schemas: [ERROR], status: '412' });
    expect(api.server.ctx.store.get('users', Number(user.id))!.title).toBeUndefined();
    const fresh = await patch(scim, `/scim/v2/Users/${user.id}`, [{ op: 'replace', path: 'title', value: 'Boss' }], {
      'if-match': version,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.meta.version).not.toBe(version);
    expect((await scim.delete(`/scim/v2/Users/${user.id}`, { headers: { 'if-match': version } })).status).toBe(412);
  });

  it('never deactivates nor deletes the last active superadmin, nor anyone its maker does not outrank', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    const { store } = api.server.ctx;
    // The seed's superadmin (user 1) as the only one, in the client's organization.
    const superadmins = store.filter('userGroups', (l) => l.groupID === 1).map((l) => l.userID);
    for (const id of superadmins.filter((id) => id !== 1)) store.update('users', id, { active: false });
    if (!store.find('organizationUsers', (l) => l.userID === 1 && l.organizationID === ACME && !l.pending)) {
      store.insert('organizationUsers', {
        organizationID: ACME,
        userID: 1,
        inviteEmail: '',
        pending: false,
        instantJoin: false,
        inviteToken: 'x',
        createdAt: '',
      });
    }
    const off = await patch(scim, '/scim/v2/Users/1', [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(off.status).toBe(409);
    expect(off.body.errorCode).toBe('LAST_SUPERADMIN');
    expect((await scim.delete('/scim/v2/Users/1')).status).toBe(409);
    expect(store.get('users', 1)!.active).toBe(true);
  });

  it("holds its group writes to the console's: no group PATCH or delete leaves the platform without a superadmin", async () => {
    const admin = await signedIn(api, 'admin');
    // The client manages Administrators (group 1), whose only active member is the seed's superadmin.
    const { scim } = await makeClient(admin, { groupIDs: [1] });
    const { store } = api.server.ctx;
    for (const l of store.filter('userGroups', (l) => l.groupID === 1 && l.userID !== 1)) {
      store.update('users', l.userID, { active: false });
    }
    joinAcme(1);
    const emptied = await patch(scim, '/scim/v2/Groups/1', [
      { op: 'Remove', path: 'members', value: [{ value: '1' }] },
    ]);
    expect(emptied.status, emptied.text).toBe(409);
    expect(emptied.body.errorCode).toBe('LAST_SUPERADMIN');
    const replaced = await scim.put('/scim/v2/Groups/1', {
      schemas: [GROUP],
      displayName: 'Administrators',
      members: [],
    });
    expect(replaced.status, replaced.text).toBe(409);
    expect((await scim.delete('/scim/v2/Groups/1')).status).toBe(409);
    expect(store.find('userGroups', (l) => l.groupID === 1 && l.userID === 1)).toBeTruthy();
    expect(store.get('groups', 1)).toBeTruthy();
  });

  it('a member it adds to a group that requires a second factor is sent to enrolment, as the console does', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/users/current')).status).toBe(200);
    const { store } = api.server.ctx;
    const strict = store.insert('groups', { name: 'Strict', default: false, requireSecondFactor: true });
    const { scim } = await makeClient(admin, { groupIDs: [strict.id] });
    joinAcme(2);
    const added = await patch(scim, `/scim/v2/Groups/${strict.id}`, [
      { op: 'Add', path: 'members', value: [{ value: '2' }] },
    ]);
    expect(added.status, added.text).toBe(200);
    // No factor yet: every session of theirs ends, the next sign-in enrols one.
    expect((await user.get('/account/users/current')).status).toBe(401);
  });

  it('a client made by an account administrator acts within her rights', async () => {
    // Ada may not make one (the rule is the superadmin's); given the rule, she still never outranks a superadmin.
    const admin = await signedIn(api, 'admin');
    const { id, scim } = await makeClient(admin);
    const { store } = api.server.ctx;
    await signedInAccountAdmin(api);
    const ada = store.find('users', (u) => u.email === 'ada.admin@example.com')!;
    store.update('provisioningClients', id, { createdBy: ada.id });
    // Her client no longer holds: she could not make it.
    expect((await scim.get('/scim/v2/Users')).status).toBe(401);
  });

  it('refuses bodies that are not resources', async () => {
    const admin = await signedIn(api, 'admin');
    const { scim } = await makeClient(admin);
    expect((await scim.post('/scim/v2/Users', { schemas: [USER], userName: 'no-address' })).body).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
    });
    const [user] = (await scim.get('/scim/v2/Users?count=1')).body.Resources;
    expect((await patch(scim, `/scim/v2/Users/${user.id}`, [{ op: 'Move', path: 'title', value: 'x' }])).status).toBe(
      400,
    );
    expect(
      (await patch(scim, `/scim/v2/Users/${user.id}`, [{ op: 'replace', path: 'title[[', value: 'x' }])).status,
    ).toBe(400);
    expect(
      (await patch(scim, `/scim/v2/Users/${user.id}`, [{ op: 'replace', path: 'active', value: 'maybe' }])).status,
    ).toBe(400);
    expect((await patch(scim, `/scim/v2/Users/${user.id}`, [])).status).toBe(400);
  });
});
