/**
 * Hostile: nobody climbs above their rights (issue 11, item 1). An account administrator may not take
 * over the superadmin (e-mail, password, deactivation, deletion, impersonation), nor give themselves a
 * group or a role they do not hold; a plain user may not pick an organization they are not in, nor make
 * a preset that everyone sees.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Client, signedIn, useTestApi } from '../support/api';

const api = useTestApi();

const PASSWORD = 'tundra-otter-123';
let admin: Client;
let manager: Client;
let managerID: number;

/**
 * A manager: account admin and user (the groups Account Managers and Contractors), plus a role whose
 * rules reach every user-changing call, so the refusals below come from the rights check, not the rules.
 */
beforeEach(async () => {
  admin = await signedIn(api, 'admin');
  const role = await admin.post('/account/roles', { name: 'usermanager', serviceNameID: 1 });
  for (const [method, path] of [
    ['PUT', '/users/[0-9]+/password'],
    ['POST', '/users/[0-9]+/impersonate'],
    ['DELETE', '/users/[0-9]+'],
    ['POST', '/users/[0-9]+/groups'],
    ['DELETE', '/userGroups/[0-9]+'],
    ['POST', '/groups/[0-9]+/roles'],
    ['PUT', '/serviceNames/[0-9]+'],
  ]) {
    expect((await admin.post('/account/rules', { method, path, roleID: role.body.payload.id })).status).toBe(200);
  }
  const group = await admin.post('/account/groups', { name: 'User managers', default: false });
  // The superadmin gives a role they do not hold by name: they hold every right.
  expect(
    (await admin.post(`/account/groups/${group.body.payload.id}/roles`, { roleID: role.body.payload.id })).status,
  ).toBe(200);
  const created = await admin.post('/account/users', {
    firstName: 'Max',
    lastName: 'Manager',
    email: 'max@example.com',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
  });
  managerID = created.body.payload.id;
  for (const groupID of [2, 8, group.body.payload.id]) {
    expect((await admin.post(`/account/users/${managerID}/groups`, { groupID })).status).toBe(200);
  }
  manager = api.client();
  expect((await manager.signIn('max@example.com', PASSWORD)).status).toBe(200);
});

const refused = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(403);
  expect(reply.body).toMatchObject({ success: false, status: 403 });
};

describe('an account administrator against the superadmin', () => {
  it("cannot change the superadmin's e-mail, so cannot reset their password through it", async () => {
    refused(await manager.put('/account/users/1', { email: 'max+owned@example.com' }));
    expect((await admin.get('/account/users/1')).body.payload.email).toBe('admin@example.com');
  });

  it('cannot deactivate, delete, set the password of or impersonate the superadmin', async () => {
    refused(await manager.put('/account/users/1', { active: false }));
    refused(
      await manager.put('/account/users/1/password', {
        password: 'owned1234-quokka',
        passwordConfirmation: 'owned1234-quokka',
      }),
    );
    refused(await manager.delete('/account/users/1'));
    refused(await manager.post('/account/users/1/impersonate', {}));
    expect((await api.client().signIn('admin@example.com', 'admin1234')).status).toBe(200);
  });

  it('cannot join the Administrators group nor give its group the superadmin role', async () => {
    refused(await manager.post(`/account/users/${managerID}/groups`, { groupID: 1 }));
    const superadminRole = (await admin.get('/account/roles')).body.payload.find(
      (r: any) => r.name === 'superadmin' && r.serviceNameID === 1,
    );
    refused(await manager.post('/account/groups/2/roles', { roleID: superadminRole.id }));
    const groups = (await admin.get(`/account/users/${managerID}/groups`)).body.payload.map((g: any) => g.groupID);
    expect(groups).not.toContain(1);
  });

  it('changes a service name only when holding every role of it', async () => {
    // A service of one role, which the manager is given; billing's roles they do not hold.
    const tools = await admin.post('/account/serviceNames', { name: 'tools' });
    const viewer = await admin.post('/account/roles', { name: 'viewer', serviceNameID: tools.body.payload.id });
    const group = await admin.post('/account/groups', { name: 'Tool viewers', default: false });
    await admin.post(`/account/groups/${group.body.payload.id}/roles`, { roleID: viewer.body.payload.id });
    expect((await admin.post(`/account/users/${managerID}/groups`, { groupID: group.body.payload.id })).status).toBe(
      200,
    );
    expect((await manager.put(`/account/serviceNames/${tools.body.payload.id}`, { color: '#000000' })).status).toBe(
      200,
    );
    refused(await manager.put('/account/serviceNames/3', { color: '#000000' }));
    expect((await admin.get('/account/serviceNames/3')).body.payload.color).toBe('#2e7d32');
  });

  it('giving a role that does not exist is the missing role, not a right above them', async () => {
    const reply = await manager.post('/account/groups/2/roles', { roleID: 9999 });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'ROLE_NOT_FOUND' });
  });

  it('cannot take the superadmin out of their group', async () => {
    const link = (await admin.get('/account/users/1/groups')).body.payload.find((g: any) => g.groupID === 1);
    refused(await manager.delete(`/account/userGroups/${link.id}`));
  });

  it('still manages a customer, who holds nothing the manager lacks, but not one who is a billing admin', async () => {
    // User 3 is only in Customers (account user, unity user); user 2 is also in Sales (billing admin).
    expect((await manager.put('/account/users/3', { firstName: 'Patricia' })).status).toBe(200);
    expect((await manager.post('/account/users/3/groups', { groupID: 8 })).status).toBe(200);
    expect((await manager.post('/account/users/3/impersonate', {})).status).toBe(200);
    refused(await manager.put('/account/users/2', { firstName: 'Jay' }));
  });
});

describe('a plain user', () => {
  it('sets as current only an organization they belong to', async () => {
    const user = await signedIn(api, 'user');
    refused(await user.put('/account/users/2', { organizationID: 3 }));
    expect((await user.put('/account/users/2', { organizationID: 2 })).status).toBe(200);
  });

  it('cannot make a preset global, by creating or by editing it', async () => {
    const user = await signedIn(api, 'user');
    refused(
      await user.post('/unity/searchPresets', { name: 'Everyone', keyword: 'users', global: true, filter: '[]' }),
    );
    const own = await user.post('/unity/searchPresets', {
      name: 'Mine',
      keyword: 'users',
      global: false,
      filter: '[]',
    });
    refused(await user.put(`/unity/searchPresets/${own.body.payload.id}`, { global: true }));
    expect((await admin.get('/unity/searchPresets?keyword=users')).body.payload.map((p: any) => p.name)).not.toContain(
      'Mine',
    );
  });
});
