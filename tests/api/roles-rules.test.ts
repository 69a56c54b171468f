/** Roles (with their service) and rules (patterns, keys, dotted filters), and their effect on the policy. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

describe('roles', () => {
  it('lists roles with their service name and colour, filtered by service', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/account/roles');
    expect(res.status).toBe(200);
    expect(res.body.payload[0]).toEqual({
      id: 1,
      name: 'superadmin',
      serviceNameID: 1,
      serviceName: 'account',
      serviceColor: '#1976d2',
    });
    const unity = await admin.get(
      `/account/roles?${filtersQuery([{ name: 'serviceNameID', comparison: 'eq', value: 2 }])}`,
    );
    expect(unity.body.payload).toHaveLength(6); // and the auditor (issue 40)
    expect(unity.body.payload.every((r: { serviceName: string }) => r.serviceName === 'unity')).toBe(true);
    const byName = await admin.get(
      `/account/roles?${filtersQuery([{ name: 'serviceName', comparison: 'eq', value: 'billing' }])}`,
    );
    expect(byName.body.payload.map((r: { id: number }) => r.id)).toEqual([11, 12, 13, 14, 15]);
  });

  it('creates, renames and deletes a role; names are unique within a service', async () => {
    const admin = await signedIn(api, 'admin');
    const created = await admin.post('/account/roles', { name: 'inspector', serviceNameID: 3 });
    expect(created.status).toBe(200);
    expect(created.body.payload).toEqual({
      id: expect.any(Number),
      name: 'inspector',
      serviceNameID: 3,
      serviceName: 'billing',
      serviceColor: '#2e7d32',
    });
    expect((await admin.post('/account/roles', { name: 'Inspector', serviceNameID: 3 })).status).toBe(400);
    expect((await admin.post('/account/roles', { name: 'inspector', serviceNameID: 2 })).status).toBe(200);
    const id = created.body.payload.id;
    expect((await admin.put(`/account/roles/${id}`, { name: 'controller' })).body.payload).toMatchObject({
      name: 'controller',
      serviceNameID: 3,
    });
    expect((await admin.put(`/account/roles/${id}`, { name: 'admin' })).status).toBe(400);
    expect((await admin.delete(`/account/roles/${id}`)).status).toBe(200);
    expect((await admin.get(`/account/roles/${id}`)).status).toBe(404);
  });

  it('deleting a role deletes its rules and group links, nothing else', async () => {
    const admin = await signedIn(api, 'admin');
    const allRules = (await admin.get('/account/rules')).body.payload.length;
    const own = (await admin.get(`/account/rules?${filtersQuery([{ name: 'roleID', comparison: 'eq', value: 12 }])}`))
      .body.payload.length;
    expect(own).toBeGreaterThan(0);
    expect((await admin.delete('/account/roles/12')).status).toBe(200);
    expect(
      (await admin.get(`/account/rules?${filtersQuery([{ name: 'roleID', comparison: 'eq', value: 12 }])}`)).body
        .payload,
    ).toEqual([]);
    expect((await admin.get('/account/rules')).body.payload).toHaveLength(allRules - own);
    expect((await admin.get('/account/groups/5/roles')).body.payload.map((l: { roleID: number }) => l.roleID)).toEqual([
      3,
    ]);
    expect((await admin.get('/account/groups/5')).status).toBe(200);
  });

  it('answers 400, 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/account/roles', { name: 'x' })).status).toBe(400);
    expect((await admin.post('/account/roles', { name: 'x', serviceNameID: 999 })).status).toBe(400);
    expect((await admin.post('/account/roles', { name: '', serviceNameID: 1 })).status).toBe(400);
    expect((await admin.put('/account/roles/1', { serviceNameID: 'one' })).status).toBe(400);
    expect((await api.client().get('/account/roles')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/roles')).status).toBe(403);
    expect((await user.delete('/account/roles/1')).status).toBe(403);
    expect((await admin.get('/account/roles/999')).status).toBe(404);
    expect((await admin.put('/account/roles/999', { name: 'x' })).status).toBe(404);
    expect((await admin.delete('/account/roles/999')).status).toBe(404);
  });
});

describe('rules', () => {
  it('answers rules with role name, resource key and role, filtered by role or by the role’s service', async () => {
    const admin = await signedIn(api, 'admin');
    const one = (await admin.get('/account/rules/1')).body.payload;
    expect(one).toEqual({
      id: 1,
      roleID: 5,
      method: 'POST',
      path: '/users/signin',
      roleName: 'anon',
      key: 'users',
      roles: { id: 5, name: 'anon', serviceNameID: 1 },
    });
    const billing = await admin.get(
      `/account/rules?${filtersQuery([{ name: 'roles.serviceNameID', comparison: 'eq', value: 3 }])}`,
    );
    expect(billing.body.payload.length).toBeGreaterThan(0);
    expect(billing.body.payload.every((r: { roleID: number }) => r.roleID >= 11 && r.roleID <= 15)).toBe(true);
    const paged = await admin.get(
      `/account/rules?${filtersQuery([{ name: 'roleID', comparison: 'eq', value: 11 }])}&range=[0,4]`,
    );
    expect(paged.body.payload).toHaveLength(5);
    expect(paged.headers.get('content-range')).toMatch(/^rules 0-4\/\d+$/);
  });

  it('creates a rule that the policy applies at once; updates and deletes it', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/groups')).status).toBe(403);
    const created = await admin.post('/account/rules', { path: '/groups', method: 'GET', roleID: 3 });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({
      path: '/groups',
      method: 'GET',
      roleID: 3,
      roleName: 'user',
      key: 'groups',
    });
    expect((await user.get('/account/groups')).status).toBe(200);
    // The role has it already: refused, naming the path (the rule dialog shows why on it).
    const twice = await admin.post('/account/rules', { path: '/groups', method: 'GET', roleID: 3 });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('path');

    const id = created.body.payload.id;
    const updated = await admin.put(`/account/rules/${id}`, { method: 'POST' });
    expect(updated.body.payload).toMatchObject({ method: 'POST', path: '/groups' });
    expect((await user.get('/account/groups')).status).toBe(403);
    expect((await admin.put(`/account/rules/${id}`, { path: '/groups/[0-9]+' })).body.payload.key).toBe('groups');
    expect((await admin.delete(`/account/rules/${id}`)).status).toBe(200);
    expect((await admin.get(`/account/rules/${id}`)).status).toBe(404);
  });

  it('refuses a path that is not a pattern, an unknown method or role, and missing fields, naming the field', async () => {
    const admin = await signedIn(api, 'admin');
    for (const [body, field] of [
      [{ path: '/users/[0-9', method: 'GET', roleID: 3 }, 'path'],
      [{ path: '', method: 'GET', roleID: 3 }, 'path'],
      [{ method: 'GET', roleID: 3 }, 'path'],
      [{ path: '/users', method: 'PATCH', roleID: 3 }, 'method'],
      [{ path: '/users', method: 'GET', roleID: 999 }, 'roleID'],
      [{ path: '/users', method: 'GET' }, 'roleID'],
    ] as const) {
      const res = await admin.post('/account/rules', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    const unsafe = await admin.put('/account/rules/1', { path: '(' });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body).toMatchObject({ description: 'path: The path is not a valid pattern.', field: 'path' });
    expect((await admin.get('/account/rules/1')).body.payload.path).toBe('/users/signin');
  });

  it('answers 401, 403 (plain user) and 404', async () => {
    expect((await api.client().get('/account/rules')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/rules')).status).toBe(403);
    expect((await user.post('/account/rules', { path: '/groups', method: 'GET', roleID: 3 })).status).toBe(403);
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/rules/99999')).status).toBe(404);
    expect((await admin.put('/account/rules/99999', { method: 'GET' })).status).toBe(404);
    expect((await admin.delete('/account/rules/99999')).status).toBe(404);
  });
});
