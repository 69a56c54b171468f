/** Groups and their links to roles, apps and organizations. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

describe('groups', () => {
  it('creates, reads, updates one field at a time and deletes a group', async () => {
    const admin = await signedIn(api, 'admin');
    const list = await admin.get('/account/groups');
    expect(list.status).toBe(200);
    expect(list.body.payload).toHaveLength(9); // with the Auditors (issue 40)
    expect(list.body.payload[0]).toEqual({ id: 1, name: 'Administrators', default: false });

    const created = await admin.post('/account/groups', { name: 'Inspectors' });
    expect(created.status).toBe(200);
    expect(created.body.payload).toEqual({ id: expect.any(Number), name: 'Inspectors', default: false });
    const id = created.body.payload.id;
    expect((await admin.put(`/account/groups/${id}`, { default: true })).body.payload).toMatchObject({
      name: 'Inspectors',
      default: true,
    });
    // Changing the name keeps the flag.
    expect((await admin.put(`/account/groups/${id}`, { name: 'Internal Inspectors' })).body.payload).toEqual({
      id,
      name: 'Internal Inspectors',
      default: true,
    });
    expect((await admin.get(`/account/groups/${id}`)).body.payload.name).toBe('Internal Inspectors');
    expect((await admin.delete(`/account/groups/${id}`)).status).toBe(200);
    expect((await admin.get(`/account/groups/${id}`)).status).toBe(404);
  });

  it('answers 400 to bad bodies, 400 to a taken name, 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/account/groups', {})).status).toBe(400);
    expect((await admin.post('/account/groups', { name: 'X', default: 'yes' })).status).toBe(400);
    expect((await admin.put('/account/groups/1', { default: 1 })).status).toBe(400);
    expect((await admin.post('/account/groups', { name: 'support' })).status).toBe(400);
    expect((await api.client().get('/account/groups')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/groups')).status).toBe(403);
    expect((await user.post('/account/groups', { name: 'Mine' })).status).toBe(403);
    expect((await admin.get('/account/groups/999')).status).toBe(404);
    expect((await admin.get('/account/groups/999/roles')).status).toBe(404);
    expect((await admin.delete('/account/groups/999')).status).toBe(404);
  });
});

describe('group links', () => {
  it('links roles with their service, refuses duplicates and unknown roles, unlinks', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.post('/account/groups/8/roles', { roleID: 13 });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      id: expect.any(Number),
      groupID: 8,
      roleID: 13,
      roleName: 'user',
      serviceName: 'billing',
      serviceColor: '#2e7d32',
    });
    const roles = (await admin.get('/account/groups/8/roles')).body.payload;
    expect(roles.map((r: { roleID: number }) => r.roleID)).toEqual([3, 13]);
    expect((await admin.post('/account/groups/8/roles', { roleID: 13 })).status).toBe(400);
    expect((await admin.post('/account/groups/8/roles', { roleID: 999 })).status).toBe(400);
    expect((await admin.post('/account/groups/8/roles', {})).status).toBe(400);

    expect((await admin.delete(`/account/groupRoles/${res.body.payload.id}`)).status).toBe(200);
    expect((await admin.get('/account/groups/8/roles')).body.payload.map((r: { roleID: number }) => r.roleID)).toEqual([
      3,
    ]);
    expect((await admin.delete(`/account/groupRoles/${res.body.payload.id}`)).status).toBe(404);
  });

  it("a role added to a group decides its members' next call, and so does its removal", async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    // The plain user is in Customers (7); account superadmin is role 1.
    expect((await user.get('/account/users')).status).toBe(403);
    const link = await admin.post('/account/groups/7/roles', { roleID: 1 });
    expect(link.status).toBe(200);
    expect((await user.get('/account/users')).status).toBe(200);
    expect((await user.get('/account/users/current')).body.payload.services.account).toContain('superadmin');
    expect(
      (await user.post('/account/users/access', { method: 'GET', service: 'account', path: '/users' })).body.payload,
    ).toEqual({ GET: true });

    expect((await admin.delete(`/account/groupRoles/${link.body.payload.id}`)).status).toBe(200);
    expect((await user.get('/account/users')).status).toBe(403);
    expect((await user.get('/account/users/current')).body.payload.services.account).not.toContain('superadmin');
  });

  it("links apps, which then reach the group's members", async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    const before = (await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id);
    expect(before).not.toContain(6);
    const link = await admin.post('/account/groupApps', { appID: 6, groupID: 7 });
    expect(link.status).toBe(200);
    const apps = (await admin.get('/account/groups/7/apps')).body.payload;
    expect(apps).toContainEqual({
      id: 6,
      name: 'Status',
      url: 'https://status.example.com',
      icon: 'MonitorHeart',
      color: '#c62828',
      groupAppID: link.body.payload.id,
    });
    expect((await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id)).toContain(6);
    expect((await admin.post('/account/groupApps', { appID: 6, groupID: 7 })).status).toBe(400);
    expect((await admin.post('/account/groupApps', { appID: 999, groupID: 7 })).status).toBe(400);
    expect((await admin.post('/account/groupApps', { appID: 6 })).status).toBe(400);
    expect((await admin.delete(`/account/groupApps/${link.body.payload.id}`)).status).toBe(200);
    expect((await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id)).not.toContain(
      6,
    );
    expect((await admin.delete('/account/groupApps/9999')).status).toBe(404);
  });

  it('links organizations', async () => {
    const admin = await signedIn(api, 'admin');
    const link = await admin.post('/account/organizationGroups', { organizationID: 5, groupID: 1 });
    expect(link.status).toBe(200);
    expect((await admin.get('/account/groups/1/organizations')).body.payload).toEqual([
      { relationID: link.body.payload.id, id: 5, name: 'Stark Logistics' },
    ]);
    expect((await admin.post('/account/organizationGroups', { organizationID: 5, groupID: 1 })).status).toBe(400);
    expect((await admin.post('/account/organizationGroups', { organizationID: 999, groupID: 1 })).status).toBe(400);
    expect((await admin.delete(`/account/organizationGroups/${link.body.payload.id}`)).status).toBe(200);
    expect((await admin.get('/account/groups/1/organizations')).body.payload).toEqual([]);
    expect((await admin.delete(`/account/organizationGroups/${link.body.payload.id}`)).status).toBe(404);
  });

  it('deleting a group removes its memberships and links, not the roles, apps or organizations', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.delete('/account/groups/5')).status).toBe(200);
    const user = await signedIn(api, 'user');
    // Sales gave the plain user the CRM (app 2); the app itself remains.
    expect((await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id)).toEqual([1]);
    expect((await admin.get('/account/apps/2')).status).toBe(200);
    expect((await admin.get('/account/organizations/2')).status).toBe(200);
    expect(
      (await admin.get('/account/users/2/groups')).body.payload.map((g: { groupID: number }) => g.groupID),
    ).toEqual([7]);
  });

  it('a group created after a deletion gets a new id and starts without links', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.post('/account/organizationGroups', { organizationID: 1, groupID: 8 });
    expect((await admin.delete('/account/groups/8')).status).toBe(200);
    const created = (await admin.post('/account/groups', { name: 'Freelancers' })).body.payload;
    // Ids are never reused (issue 11): the deleted group's id stays unused (9 is the seed's Auditors, issue 40).
    expect(created.id).toBe(10);
    expect((await admin.get('/account/groups/10/roles')).body.payload).toEqual([]);
    expect((await admin.get('/account/groups/10/apps')).body.payload).toEqual([]);
    expect((await admin.get('/account/groups/10/organizations')).body.payload).toEqual([]);
    expect((await admin.get('/account/groups/8')).status).toBe(404);
  });

  it('answers 401 and 403 on link calls', async () => {
    expect((await api.client().post('/account/groupApps', { appID: 6, groupID: 7 })).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.post('/account/groupApps', { appID: 6, groupID: 7 })).status).toBe(403);
    expect((await user.post('/account/groups/7/roles', { roleID: 1 })).status).toBe(403);
    expect((await user.delete('/account/groupRoles/1')).status).toBe(403);
    expect((await user.post('/account/organizationGroups', { organizationID: 1, groupID: 1 })).status).toBe(403);
  });
});

describe("a group's members (issue 64)", () => {
  it('lists a group’s members a page at a time, finds them by name or e-mail, and names each one’s groups', async () => {
    const admin = await signedIn(api, 'admin');
    const { store } = api.server.ctx;
    const customers = store.filter('userGroups', (l) => l.groupID === 7).map((l) => l.userID);
    const members = (filters: object[], range = '[0,9]') =>
      admin.get(
        `/account/users?${filtersQuery(filters)}&range=${encodeURIComponent(range)}&sort=${encodeURIComponent('["lastName","ASC"]')}`,
      );
    const page = await members([{ name: 'groupID', comparison: 'eq', value: 7 }], '[0,1]');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe(`users 0-1/${customers.length}`);
    expect(page.body.payload.every((u: { id: number }) => customers.includes(u.id))).toBe(true);
    expect(page.body.payload[0].groupNames).toContain('Customers');

    const jamie = store.find('users', (u) => u.email === 'user@example.com')!;
    for (const needle of ['jamie', 'RIVERA', 'user@exa']) {
      const found = await members([
        { name: 'groupID', comparison: 'eq', value: 7 },
        { name: 'nameOrEmail', comparison: 'like', value: needle },
      ]);
      expect(
        found.body.payload.map((u: { id: number }) => u.id),
        needle,
      ).toEqual([jamie.id]);
    }
    // Another group's search finds nobody there.
    const elsewhere = await members([
      { name: 'groupID', comparison: 'eq', value: 1 },
      { name: 'nameOrEmail', comparison: 'like', value: 'jamie' },
    ]);
    expect(elsewhere.body.payload).toEqual([]);
  });

  it('offers Group in the users’ search, its choices the groups', async () => {
    const admin = await signedIn(api, 'admin');
    const metadata = (await admin.get('/account/users/searchMetadata')).body.payload;
    expect(metadata.groupID).toMatchObject({ name: 'groupID', label: 'Group', type: 'autocomplete' });
    expect(metadata.groupID.options).toContainEqual({ id: 7, name: 'Customers' });
  });
});
