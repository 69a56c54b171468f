/** Service names and the export / import document of their roles and rules. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();

const rolesOf = async (admin: Client, serviceNameID: number) =>
  (
    await admin.get(
      `/account/roles?${filtersQuery([{ name: 'serviceNameID', comparison: 'eq', value: serviceNameID }])}`,
    )
  ).body.payload;
const rulesOf = async (admin: Client, serviceNameID: number) =>
  (
    await admin.get(
      `/account/rules?${filtersQuery([{ name: 'roles.serviceNameID', comparison: 'eq', value: serviceNameID }])}`,
    )
  ).body.payload;

describe('service names', () => {
  it('creates, reads, updates and lists service names', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/serviceNames')).body.payload).toEqual([
      { id: 1, name: 'account', color: '#1976d2' },
      { id: 2, name: 'unity', color: '#9c27b0' },
      { id: 3, name: 'billing', color: '#2e7d32' },
    ]);
    const created = await admin.post('/account/serviceNames', { name: 'reports', color: '#00838f' });
    expect(created.body.payload).toEqual({ id: 4, name: 'reports', color: '#00838f' });
    expect((await admin.put('/account/serviceNames/4', { color: '#ff0000' })).body.payload).toEqual({
      id: 4,
      name: 'reports',
      color: '#ff0000',
    });
    expect((await admin.get('/account/serviceNames/4')).body.payload.color).toBe('#ff0000');
  });

  it('deleting a service name deletes its roles with their rules and group links', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.delete('/account/serviceNames/3')).status).toBe(200);
    expect(await rolesOf(admin, 3)).toEqual([]);
    expect(await rulesOf(admin, 3)).toEqual([]);
    expect((await admin.get('/account/groups/6/roles')).body.payload.map((l: { roleID: number }) => l.roleID)).toEqual([
      3,
    ]);
    expect((await rolesOf(admin, 1)).length).toBe(6); // with the auditor's (issue 40)
  });

  it('answers 400 (bad or taken), 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/account/serviceNames', { name: 'x', color: 'red' })).status).toBe(400);
    expect((await admin.post('/account/serviceNames', { color: '#000000' })).status).toBe(400);
    expect((await admin.put('/account/serviceNames/1', { color: '#12345' })).status).toBe(400);
    expect((await admin.post('/account/serviceNames', { name: 'Unity', color: '#000000' })).status).toBe(400);
    expect((await api.client().get('/account/serviceNames')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.post('/account/serviceNames', { name: 'mine', color: '#000000' })).status).toBe(403);
    expect((await user.get('/account/serviceNames/1/export')).status).toBe(403);
    expect((await user.put('/account/serviceNames/1/import', { roles: [] })).status).toBe(403);
    expect((await admin.get('/account/serviceNames/99')).status).toBe(404);
    expect((await admin.get('/account/serviceNames/99/export')).status).toBe(404);
    expect((await admin.put('/account/serviceNames/99/import', { roles: [] })).status).toBe(404);
    expect((await admin.delete('/account/serviceNames/99')).status).toBe(404);
  });
});

describe('export and import', () => {
  it('exports the roles and rules of a service name as the contract document', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/account/serviceNames/3/export');
    expect(res.status).toBe(200);
    const doc = res.body.payload;
    expect(doc.serviceName).toEqual({ name: 'billing', color: '#2e7d32' });
    expect(doc.roles.map((r: { name: string }) => r.name)).toEqual(['superadmin', 'admin', 'user', 'any', 'anon']);
    const user = doc.roles.find((r: { name: string }) => r.name === 'user');
    expect(user.rules).toEqual([
      { method: 'GET', path: '/invoices' },
      { method: 'GET', path: '/invoices/[0-9]+' },
    ]);
    const total = doc.roles.reduce((n: number, r: { rules: unknown[] }) => n + r.rules.length, 0);
    expect(total).toBe((await rulesOf(admin, 3)).length);
  });

  it('imports into another service name, then again without duplicating anything', async () => {
    const admin = await signedIn(api, 'admin');
    const doc = (await admin.get('/account/serviceNames/3/export')).body.payload;
    const target = (await admin.post('/account/serviceNames', { name: 'billing-eu', color: '#2e7d32' })).body.payload;
    const first = await admin.put(`/account/serviceNames/${target.id}/import`, doc);
    expect(first.status).toBe(200);
    const rules = (await rulesOf(admin, 3)).length;
    expect(first.body.payload).toEqual({ rolesAdded: 5, rulesAdded: rules });
    const copy = (await admin.get(`/account/serviceNames/${target.id}/export`)).body.payload;
    expect(copy.roles).toEqual(doc.roles);

    const second = await admin.put(`/account/serviceNames/${target.id}/import`, doc);
    expect(second.body.payload).toEqual({ rolesAdded: 0, rulesAdded: 0 });
    expect(await rulesOf(admin, target.id)).toHaveLength(rules);

    // Adds what is missing to an existing role.
    const more = await admin.put(`/account/serviceNames/${target.id}/import`, {
      serviceName: { name: 'billing-eu', color: '#2e7d32' },
      roles: [
        {
          name: 'user',
          rules: [
            { method: 'GET', path: '/invoices' },
            { method: 'POST', path: '/invoices/[0-9]+/pay' },
          ],
        },
      ],
    });
    expect(more.body.payload).toEqual({ rolesAdded: 0, rulesAdded: 1 });
  });

  it('refuses a malformed document and changes nothing', async () => {
    const admin = await signedIn(api, 'admin');
    const before = await rulesOf(admin, 3);
    const rolesBefore = await rolesOf(admin, 3);
    const valid = { name: 'newrole', rules: [{ method: 'GET', path: '/plans' }] };
    for (const doc of [
      { roles: [valid, { name: 'broken', rules: [{ method: 'PATCH', path: '/plans' }] }] },
      { roles: [valid, { name: 'broken', rules: [{ method: 'GET', path: '/plans/[0-9' }] }] },
      { roles: [valid, { rules: [] }] },
      { roles: 'all' },
      { serviceName: { name: 'billing' } },
      [valid],
    ]) {
      const res = await admin.put('/account/serviceNames/3/import', doc);
      expect(res.status, JSON.stringify(doc)).toBe(400);
      expect(res.body).toMatchObject({ success: false, status: 400 });
    }
    const notJson = await admin.put('/account/serviceNames/3/import', undefined, {
      raw: '{"roles": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await rulesOf(admin, 3)).toEqual(before);
    expect(await rolesOf(admin, 3)).toEqual(rolesBefore);
  });
});
