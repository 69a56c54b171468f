/** The framework of the development API: envelope, body handling, unknown routes and ids, reset, state. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();
let admin: Client;
beforeEach(async () => {
  admin = await signedIn(api, 'admin');
});

const expectEnvelope = (body: any, status: number, errorCode?: string) => {
  expect(body).toMatchObject({ success: false, status });
  expect(typeof body.description).toBe('string');
  expect(body.description.length).toBeGreaterThan(0);
  expect(typeof body.resolution).toBe('string');
  if (errorCode) expect(body.errorCode).toBe(errorCode);
};

describe('envelope', () => {
  it('answers success with {success: true, payload}', async () => {
    const res = await admin.get('/account/users/current');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.payload.email).toBe('admin@example.com');
    expect(res.body.payload).not.toHaveProperty('password');
  });

  it('answers an unknown route with a 404 envelope, signed in or not', async () => {
    for (const client of [admin, api.client()]) {
      const res = await client.get('/account/nothing/here');
      expect(res.status).toBe(404);
      expectEnvelope(res.body, 404, 'ROUTE_NOT_FOUND');
    }
    const outside = await api.client().get('/elsewhere');
    expectEnvelope(outside.body, 404, 'ROUTE_NOT_FOUND');
  });

  it('answers an unknown id with 404', async () => {
    const res = await admin.get('/account/users/987654');
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 404, 'USER_NOT_FOUND');
    expect((await admin.put('/account/users/987654', { firstName: 'X' })).status).toBe(404);
    expect((await admin.delete('/account/users/987654')).status).toBe(404);
    expect((await admin.delete('/account/userGroups/987654')).status).toBe(404);
  });
});

describe('bodies', () => {
  it('rejects malformed JSON with 400 and changes nothing', async () => {
    const res = await admin.post('/account/users', undefined, {
      raw: '{"firstName": "Ann", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 400, 'MALFORMED_JSON');
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await admin.post('/account/users', undefined, {
      raw: 'firstName=Ann&lastName=Lee',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expectEnvelope(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const text = await admin.post('/account/users/search', undefined, {
      raw: 'Lee',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('rejects a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const res = await admin.post('/account/users/search', undefined, {
      raw: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('rejects a body of the wrong shape with 400 naming the field, and creates nothing', async () => {
    const before = (await admin.get('/account/users')).body.payload.length;
    const res = await admin.post('/account/users', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'not-an-email',
      password: 'abcdefg1-quokka',
      passwordConfirmation: 'abcdefg1-quokka',
    });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 400, 'VALIDATION_ERROR');
    expect(res.body.description).toMatch(/email/);
    expect(res.body.field).toBe('email');
    const wrongType = await admin.post('/account/users', {
      firstName: 12,
      lastName: 'Lee',
      email: 'ann@x.io',
      password: 'abcdefg1-quokka',
      passwordConfirmation: 'abcdefg1-quokka',
    });
    expect(wrongType.status).toBe(400);
    expect((await admin.get('/account/users')).body.payload.length).toBe(before);
  });

  it('checks the policy before the body: a visitor posting garbage gets 401', async () => {
    const res = await api
      .client()
      .post('/account/users', undefined, { raw: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
});

describe('development endpoints', () => {
  it('reset restores the seed', async () => {
    const created = await admin.post('/account/users', {
      firstName: 'Temp',
      lastName: 'Person',
      email: 'temp@example.com',
      password: 'abcdefg1-quokka',
      passwordConfirmation: 'abcdefg1-quokka',
    });
    expect(created.status).toBe(200);
    await api.reset();
    const again = await signedIn(api, 'admin');
    const res = await again.get(`/account/users/${created.body.payload.id}`);
    expect(res.status).toBe(404);
  });

  it('keeps runtime state in DATA_DIR, never in the seed, one whole JSON file per collection', async () => {
    const { ctx } = api.server;
    await admin.put('/account/users/2', { firstName: 'Jamie-Lee' });
    ctx.store.flush();
    const file = join(ctx.config.dataDir, 'users.json');
    expect(existsSync(file)).toBe(true);
    const users = JSON.parse(readFileSync(file, 'utf8'));
    expect(users.find((u: { id: number }) => u.id === 2).firstName).toBe('Jamie-Lee');
    expect(readFileSync(join(process.cwd(), 'fixtures/seed/users.ts'), 'utf8')).not.toContain('Jamie-Lee');
  });

  it('lists mails newest first', async () => {
    const { ctx } = api.server;
    ctx.outbox.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    ctx.outbox.send({ to: 'b@example.com', subject: 'Second', text: 'two', link: '/signin?resetPassword=x' });
    const res = await api.client().get('/__dev/outbox');
    expect(res.body.payload.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual(['Second', 'First']);
    expect(res.body.payload[0]).toMatchObject({ to: 'b@example.com', text: 'two', link: '/signin?resetPassword=x' });
    expect(res.body.payload[0].html).toContain('two');
    expect(Date.parse(res.body.payload[0].createdAt)).not.toBeNaN();
  });
});

describe('seed', () => {
  it('is realistic and coherent', async () => {
    const { store } = api.server.ctx;
    const users = store.all('users');
    expect(users.length).toBeGreaterThanOrEqual(60);
    expect(users.filter((u) => !u.active).length).toBeGreaterThanOrEqual(3);
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(users.length);
    for (const u of users) {
      expect(u.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]+$/);
      if (u.phone) expect(u.phone).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(u.createdAt >= '2024' && u.createdAt < '2027').toBe(true);
    }
    const years = new Set(users.map((u) => u.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
    const joined = store.filter('organizationUsers', (l) => !l.pending && l.userID > 0);
    const orgsPerUser = new Map<number, number>();
    for (const l of joined) orgsPerUser.set(l.userID, (orgsPerUser.get(l.userID) ?? 0) + 1);
    expect([...orgsPerUser.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(3);
    expect(store.filter('organizationUsers', (l) => l.pending && l.userID > 0).length).toBeGreaterThan(0);
    expect(store.filter('organizationUsers', (l) => l.userID === 0 && l.inviteEmail !== '').length).toBeGreaterThan(0);
    expect(store.all('groups').length).toBe(9);
    expect(store.all('serviceNames').map((s) => s.name)).toEqual(['account', 'unity', 'billing']);
    expect(store.all('apps').length).toBe(6);
    expect(store.all('organizations').length).toBe(5);
    const events = store.all('events');
    expect(events.length).toBe(50);
    expect(new Set(events.map((e) => e.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE']));
    expect(new Set(events.map((e) => e.status)).size).toBeGreaterThanOrEqual(4);
    expect(events.some((e) => e.resolved) && events.some((e) => !e.resolved)).toBe(true);
    expect(store.all('settings').length).toBe(1);
    // The spec's five mails, then each change notice (issue 59) in English, French and German.
    const codes = store.all('templates').map((t) => t.code);
    expect(codes.slice(0, 5)).toEqual([
      'WELCOME',
      'RESET_PASSWORD',
      'VALIDATE_EMAIL',
      'ORGANIZATION_INVITE',
      'DORMANT_ACCOUNT',
    ]);
    const notices = codes.slice(5).filter((code) => !/_(FR|DE)$/.test(code));
    expect(notices).toContain('PASSWORD_CHANGED');
    expect(codes.length).toBe(5 + notices.length * 3);
    for (const code of notices) expect(codes).toEqual(expect.arrayContaining([`${code}_FR`, `${code}_DE`]));
    // Each seeded template its own id (the notices' and the requests' blocks are numbered one after the other).
    const ids = store.all('templates').map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const presets = store.all('searchPresets');
    expect(presets.some((p) => p.global) && presets.some((p) => !p.global && p.keyword === 'users')).toBe(true);
    // Every link points at existing records.
    const has = (name: 'users' | 'groups' | 'roles' | 'apps' | 'organizations', id: number) => !!store.get(name, id);
    for (const l of store.all('userGroups')) expect(has('users', l.userID) && has('groups', l.groupID)).toBe(true);
    for (const l of store.all('groupRoles')) expect(has('groups', l.groupID) && has('roles', l.roleID)).toBe(true);
    for (const l of store.all('groupApps')) expect(has('groups', l.groupID) && has('apps', l.appID)).toBe(true);
    for (const r of store.all('rules')) expect(has('roles', r.roleID)).toBe(true);
  });

  it('has the documented demo users', async () => {
    const user = await signedIn(api, 'user');
    const me = (await user.get('/account/users/current')).body.payload;
    expect(me.organizations.length).toBe(2);
    expect((await user.get('/account/users/current/apps')).body.payload.length).toBe(2);
    expect(me.defaultAppID).toBe(0);
    const pending = api.server.ctx.store.find('users', (u) => u.email === 'pending@example.com')!;
    expect(pending.active).toBe(false);
  });

  it('is the same on every build (deterministic)', async () => {
    const { buildSeed } = await import('../../fixtures/seed/index');
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(buildSeed()));
  });
});
