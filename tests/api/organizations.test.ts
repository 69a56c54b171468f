/** Organizations, members and invitations, join by token and the current organization. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, outbox, signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();

const query = (link: string) => new URL(link, 'http://console').searchParams;
const members = async (client: Client, id: number) =>
  (await client.get(`/account/organizations/${id}/users`)).body.payload as {
    id: number;
    relationID: number;
    email: string;
    pending: boolean;
    inviteEmail: string;
    instantJoin: boolean;
  }[];

describe('organizations CRUD', () => {
  it('lists organizations with their owner, token and member count; filters and pages', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/account/organizations');
    expect(res.status).toBe(200);
    expect(res.body.payload).toHaveLength(5);
    expect(res.body.payload[0]).toMatchObject({
      id: 1,
      name: 'Acme Corporation',
      description: expect.any(String),
      organizationType: 'enterprise',
      referenceID: expect.any(Number),
      logo: expect.stringMatching(/^\/unity\/uploads\/seed-logo-/),
      active: true,
      default: false,
      ownerID: 1,
      ownerFullName: 'Alex Morgan',
      ownerEmail: 'admin@example.com',
      token: 'ORG1-ACME-JOIN',
      users: expect.any(Number),
    });
    const acmeMembers = (await members(admin, 1)).filter((m) => !m.pending).length;
    expect(res.body.payload[0].users).toBe(acmeMembers);

    const like = await admin.get(
      `/account/organizations?${filtersQuery([{ name: 'name', comparison: 'like', value: 'GLOB' }])}`,
    );
    expect(like.body.payload.map((o: { name: string }) => o.name)).toEqual(['Globex']);
    const byOwner = await admin.get(
      `/account/organizations?${filtersQuery([{ name: 'ownerEmail', comparison: 'eq', value: 'admin@example.com' }])}`,
    );
    expect(byOwner.body.payload.map((o: { id: number }) => o.id)).toEqual([1]);
    const paged = await admin.get('/account/organizations?sort=["name","DESC"]&range=[0,1]');
    expect(paged.headers.get('content-range')).toBe('organizations 0-1/5');
    expect(paged.body.payload.map((o: { name: string }) => o.name)).toEqual(['Umbrella Health', 'Stark Logistics']);
  });

  it('answers the search metadata', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/account/organizations/searchMetadata');
    expect(res.status).toBe(200);
    expect(res.body.payload.name).toMatchObject({ name: 'name', label: 'Name', type: 'string' });
    expect(res.body.payload.referenceID.type).toBe('int');
  });

  it('creates an organization owned by and joined by its creator; names are unique', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.post('/account/organizations', { name: 'Wayne Enterprises', description: 'Gotham' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      name: 'Wayne Enterprises',
      description: 'Gotham',
      ownerID: 1,
      ownerFullName: 'Alex Morgan',
      users: 1,
      active: true,
    });
    expect(res.body.payload.token).toMatch(/.{8,}/);
    expect((await admin.post('/account/organizations', { name: 'wayne enterprises' })).status).toBe(400);
    expect((await admin.post('/account/organizations', { description: 'no name' })).status).toBe(400);
  });

  it('updates single fields; only administrators set the default flag, one organization at a time', async () => {
    const admin = await signedIn(api, 'admin');
    const put = (id: number, body: object) => admin.put(`/account/organizations/${id}`, body);
    expect((await put(2, { referenceID: '77' })).body.payload.referenceID).toBe(77);
    expect((await put(2, { referenceID: 4242 })).body.payload.referenceID).toBe(4242);
    expect((await put(2, { logo: '/unity/uploads/abcdefgh12.png' })).body.payload.logo).toBe(
      '/unity/uploads/abcdefgh12.png',
    );
    expect((await put(2, { organizationType: 'partner' })).body.payload).toMatchObject({
      organizationType: 'partner',
      referenceID: 4242,
    });
    expect((await put(2, { default: true })).body.payload.default).toBe(true);
    expect((await put(3, { default: true })).body.payload.default).toBe(true);
    expect((await admin.get('/account/organizations/2')).body.payload.default).toBe(false);

    for (const body of [
      { referenceID: 'abc' },
      { referenceID: -1 },
      { logo: 'not a url' },
      { name: '' },
      { default: 'yes' },
      {},
      { ownerID: 2 },
    ]) {
      const res = await put(2, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await put(2, { name: 'Acme Corporation' })).status).toBe(400);
    expect((await admin.get('/account/organizations/2')).body.payload).toMatchObject({
      name: 'Globex',
      referenceID: 4242,
    });
  });

  it('answers 401, 403 (plain user) and 404', async () => {
    const visitor = api.client();
    expect((await visitor.get('/account/organizations')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/organizations')).status).toBe(403);
    expect((await user.put('/account/organizations/1', { default: true })).status).toBe(403);
    expect((await user.delete('/account/organizations/1')).status).toBe(403);
    const admin = await signedIn(api, 'admin');
    const missing = await admin.get('/account/organizations/999');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('ORGANIZATION_NOT_FOUND');
    expect((await admin.put('/account/organizations/999', { name: 'X' })).status).toBe(404);
    expect((await admin.get('/account/organizations/999/users')).status).toBe(404);
  });

  it('deleting an organization removes its memberships, invitations and group links only', async () => {
    const admin = await signedIn(api, 'admin');
    const userCount = (await admin.get('/account/users?range=[0,0]')).headers.get('content-range');
    expect((await admin.delete('/account/organizations/2')).status).toBe(200);
    expect((await admin.get('/account/organizations/2')).status).toBe(404);
    expect((await admin.get('/account/users?range=[0,0]')).headers.get('content-range')).toBe(userCount);
    expect((await admin.get('/account/groups/5/organizations')).body.payload).toEqual([]);
    expect((await admin.get('/account/groups/5')).status).toBe(200);
    expect((await api.client().get('/account/organizations/token/INVITE-GLOBEX-CONSULTANT')).status).toBe(404);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/users/current')).body.payload.organizations).toEqual([
      { id: 1, name: 'Acme Corporation', default: true },
    ]);
  });
});

describe('tokens, joining and the current organization', () => {
  it('resolves a shared token or an invitation token, for visitors too', async () => {
    const visitor = api.client();
    const shared = await visitor.get('/account/organizations/token/ORG3-INITECH-JOIN');
    expect(shared.status).toBe(200);
    expect(shared.body.payload).toEqual({ id: 3, name: 'Initech', logo: expect.any(String) });
    const invite = await visitor.get('/account/organizations/token/INVITE-INITECH-INTERN');
    expect(invite.body.payload).toEqual({
      id: 3,
      name: 'Initech',
      logo: expect.any(String),
      inviteEmail: 'intern@example.net',
    });
    expect((await visitor.get('/account/organizations/token/NOPE')).status).toBe(404);
  });

  it('joins by token and switches the current organization of a member only', async () => {
    const visitor = api.client();
    expect((await visitor.put('/account/organizations/join', { token: 'ORG3-INITECH-JOIN' })).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.put('/account/organizations/3/default', {})).status).toBe(403);
    expect((await user.put('/account/organizations/join', {})).status).toBe(400);
    expect((await user.put('/account/organizations/join', { token: 'NOPE' })).status).toBe(404);
    const joined = await user.put('/account/organizations/join', { token: 'ORG3-INITECH-JOIN' });
    expect(joined.status).toBe(200);
    expect(joined.body.payload).toMatchObject({ id: 3, name: 'Initech' });

    expect((await user.put('/account/organizations/3/default', {})).status).toBe(200);
    const current = (await user.get('/account/users/current')).body.payload;
    expect(current.organizationID).toBe(3);
    expect(current.organizations).toEqual([
      { id: 1, name: 'Acme Corporation', default: false },
      { id: 2, name: 'Globex', default: false },
      { id: 3, name: 'Initech', default: true },
    ]);
    expect((await user.put('/account/organizations/999/default', {})).status).toBe(404);
  });

  it("lets an administrator set another member's current organization (users page), nobody else", async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.put('/account/organizations/2/default', { userID: 2 });
    expect(res.status).toBe(200);
    expect((await admin.get('/account/users/2')).body.payload.organizationID).toBe(2);
    expect((await admin.put('/account/organizations/3/default', { userID: 2 })).status).toBe(403);
    expect((await admin.put('/account/organizations/2/default', { userID: 'two' })).status).toBe(400);
    expect((await admin.get('/account/users/1')).body.payload.organizationID).toBe(1);
    const user = await signedIn(api, 'user');
    expect((await user.put('/account/organizations/1/default', { userID: 1 })).status).toBe(403);
  });
});

describe('members and invitations', () => {
  it('invites an address with an account (pending) and one without (No Account), by mail', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.post('/account/organizationUsers', [
      { organizationID: 3, inviteEmail: 'user@example.com' },
      { organizationID: 3, inviteEmail: 'Someone.New@example.com' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([
      expect.objectContaining({
        id: 2,
        email: 'user@example.com',
        pending: true,
        organizationID: 3,
        firstName: 'Jamie',
      }),
      expect.objectContaining({
        id: 0,
        email: 'someone.new@example.com',
        inviteEmail: 'someone.new@example.com',
        pending: true,
      }),
    ]);

    const [toUser] = await outbox(api, 'user@example.com');
    expect(toUser.link).toMatch(/^\/joinOrganization\?token=[^&]+&email=/);
    expect(query(toUser.link).get('email')).toBe('user@example.com');
    expect(toUser.subject).toContain('Initech');

    // The invited user accepts with the invitation's token.
    const user = await signedIn(api, 'user');
    const token = query(toUser.link).get('token')!;
    expect((await user.get(`/account/organizations/token/${token}`)).body.payload.inviteEmail).toBe('user@example.com');
    expect((await user.put('/account/organizations/join', { token })).status).toBe(200);
    const row = (await members(admin, 3)).find((m) => m.email === 'user@example.com')!;
    expect(row.pending).toBe(false);

    // The address without an account signs up from its invitation: active and a member at once.
    const [toNew] = await outbox(api, 'someone.new@example.com');
    const signup = await api.client().post('/account/users/signup', {
      email: 'someone.new@example.com',
      password: 'secret123-quokka',
      passwordConfirmation: 'secret123-quokka',
      firstName: 'Some',
      lastName: 'One',
      inviteToken: query(toNew.link).get('token'),
    });
    expect(signup.body.payload).toMatchObject({ active: true, organizationID: 3 });
    expect((await members(admin, 3)).find((m) => m.email === 'someone.new@example.com')).toMatchObject({
      id: signup.body.payload.id,
      pending: false,
    });
  });

  it('refuses a bad invitation list as a whole', async () => {
    const admin = await signedIn(api, 'admin');
    const before = await members(admin, 3);
    for (const body of [
      [
        { organizationID: 3, inviteEmail: 'ok@example.com' },
        { organizationID: 3, inviteEmail: 'broken' },
      ],
      [
        { organizationID: 3, inviteEmail: 'ok@example.com' },
        { organizationID: 999, inviteEmail: 'ok2@example.com' },
      ],
      [],
      { inviteEmail: 'ok@example.com' },
    ]) {
      expect((await admin.post('/account/organizationUsers', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await members(admin, 3)).toEqual(before);
    expect(await outbox(api)).toEqual([]);
  });

  it('shows a member in full, resends an invitation, forces a join, removes a member', async () => {
    const admin = await signedIn(api, 'admin');
    const [invited] = (
      await admin.post('/account/organizationUsers', [{ organizationID: 4, inviteEmail: 'user@example.com' }])
    ).body.payload;
    const full = await admin.get(`/account/organizationUsers/${invited.relationID}/full`);
    expect(full.status).toBe(200);
    expect(full.body.payload).toMatchObject({
      id: 2,
      relationID: invited.relationID,
      organizationID: 4,
      pending: true,
      organizationName: 'Umbrella Health',
    });

    const resend = await admin.put(`/account/organizationUsers/${invited.relationID}/invite`, { instantJoin: false });
    expect(resend.status).toBe(200);
    expect(await outbox(api, 'user@example.com')).toHaveLength(2);

    const forced = await admin.put(`/account/organizationUsers/${invited.relationID}/invite`, { instantJoin: true });
    expect(forced.body.payload).toMatchObject({ pending: false, instantJoin: true });
    const user = await signedIn(api, 'user');
    expect(
      (await user.get('/account/users/current')).body.payload.organizations.map((o: { id: number }) => o.id),
    ).toContain(4);
    // A member is not invited again.
    expect(
      (await admin.put(`/account/organizationUsers/${invited.relationID}/invite`, { instantJoin: false })).status,
    ).toBe(400);
    expect(
      (await admin.put(`/account/organizationUsers/${invited.relationID}/invite`, { instantJoin: 'now' })).status,
    ).toBe(400);

    expect((await admin.delete(`/account/organizationUsers/${invited.relationID}`)).status).toBe(200);
    expect((await members(admin, 4)).some((m) => m.relationID === invited.relationID)).toBe(false);
    expect((await admin.get(`/account/organizationUsers/${invited.relationID}/full`)).status).toBe(404);
    expect((await admin.delete(`/account/organizationUsers/${invited.relationID}`)).status).toBe(404);
  });

  it('Force Join for an address without an account takes effect when it signs up', async () => {
    const admin = await signedIn(api, 'admin');
    const row = (await members(admin, 1)).find((m) => m.inviteEmail === 'new.hire@example.com')!;
    expect(row).toMatchObject({ id: 0, pending: true });
    await admin.put(`/account/organizationUsers/${row.relationID}/invite`, { instantJoin: true });
    expect(await outbox(api, 'new.hire@example.com')).toHaveLength(1);
    const signup = await api.client().post('/account/users/signup', {
      email: 'new.hire@example.com',
      password: 'secret123-quokka',
      passwordConfirmation: 'secret123-quokka',
      firstName: 'New',
      lastName: 'Hire',
    });
    expect(signup.body.payload.organizationID).toBe(1);
    expect((await members(admin, 1)).find((m) => m.relationID === row.relationID)).toMatchObject({
      pending: false,
      id: signup.body.payload.id,
    });
  });

  it('answers a single invitation as one record; Force Join adds an account at once, without a mail', async () => {
    const admin = await signedIn(api, 'admin');
    const one = await admin.post('/account/organizationUsers', { organizationID: 5, inviteEmail: 'solo@example.com' });
    expect(one.status).toBe(200);
    expect(one.body.payload).toMatchObject({
      id: 0,
      inviteEmail: 'solo@example.com',
      pending: true,
      organizationID: 5,
    });
    expect(await outbox(api, 'solo@example.com')).toHaveLength(1);

    const forced = await admin.post('/account/organizationUsers', {
      organizationID: 5,
      inviteEmail: 'user@example.com',
      instantJoin: true,
    });
    expect(forced.body.payload).toMatchObject({ id: 2, pending: false, instantJoin: true });
    expect(await outbox(api, 'user@example.com')).toEqual([]);
  });

  it('adds an existing account directly', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.post('/account/organizations/5/users', { userID: 2 });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ id: 2, pending: false, organizationID: 5 });
    expect((await admin.post('/account/organizations/5/users', { userID: 2 })).status).toBe(400);
    expect((await admin.post('/account/organizations/5/users', {})).status).toBe(400);
  });

  it('answers 401 and 403 on member calls', async () => {
    const visitor = api.client();
    expect(
      (await visitor.post('/account/organizationUsers', [{ organizationID: 1, inviteEmail: 'a@example.com' }])).status,
    ).toBe(401);
    const user = await signedIn(api, 'user');
    expect(
      (await user.post('/account/organizationUsers', [{ organizationID: 1, inviteEmail: 'a@example.com' }])).status,
    ).toBe(403);
    expect((await user.get('/account/organizations/1/users')).status).toBe(403);
    expect((await user.delete('/account/organizationUsers/1')).status).toBe(403);
  });
});
