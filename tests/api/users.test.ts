/** User administration flows on /account/users. */
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../fixtures/server/secrets';
import { demo, filtersQuery, signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();
let admin: Client;
beforeEach(async () => {
  admin = await signedIn(api, 'admin');
});

const newUser = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann.Lee@Example.com',
  password: 'secret12-quokka',
  passwordConfirmation: 'secret12-quokka',
};

describe('create', () => {
  it('creates an active user who can sign in, never answering the password', async () => {
    const res = await admin.post('/account/users', { ...newUser, defaultAppID: 3 });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      active: true,
      defaultAppID: 3,
    });
    expect(res.body.payload).not.toHaveProperty('password');
    expect(res.body.payload.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const signin = await api
      .client()
      .post('/account/users/signin', { email: 'ann.lee@example.com', password: 'secret12-quokka' });
    expect(signin.status).toBe(200);
    expect(signin.body.payload.defaultAppURL).toBe('https://analytics.example.com');
  });

  it('applies the password rules and their confirmation', async () => {
    for (const [password, confirmation, problem] of [
      ['short1', 'short1', /8 characters/],
      ['abcdefgh', 'abcdefgh', /digit/],
      ['12345678', '12345678', /letter/],
      ['secret12-quokka', 'secret13', /confirmation/],
    ] as const) {
      const res = await admin.post('/account/users', { ...newUser, password, passwordConfirmation: confirmation });
      expect(res.status, password).toBe(400);
      expect(res.body.description).toMatch(problem);
    }
  });

  it('refuses a taken e-mail whatever its case, and missing fields', async () => {
    const dup = await admin.post('/account/users', { ...newUser, email: 'USER@example.com' });
    expect(dup.status).toBe(400);
    // The envelope names the field at fault, for the console to show the error on it (issue 35).
    expect(dup.body).toMatchObject({ success: false, status: 400, errorCode: 'ALREADY_EXISTS', field: 'email' });
    const missing = await admin.post('/account/users', {
      email: 'x@example.com',
      password: 'secret12-quokka',
      passwordConfirmation: 'secret12-quokka',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.description).toMatch(/firstName/);
    expect(missing.body.field).toBe('firstName');
  });
});

describe('read and update', () => {
  it('answers one user with organizations and services', async () => {
    const res = await admin.get('/account/users/2');
    expect(res.body.payload).toMatchObject({ id: 2, email: 'user@example.com', organizationName: 'Acme Corporation' });
    expect(res.body.payload.organizations.map((o: any) => o.name)).toEqual(['Acme Corporation', 'Globex']);
    expect(res.body.payload).not.toHaveProperty('password');
  });

  it('updates one field or several, and stamps updatedAt', async () => {
    const before = (await admin.get('/account/users/7')).body.payload;
    const one = await admin.put('/account/users/7', { active: !before.active });
    expect(one.body.payload.active).toBe(!before.active);
    const several = await admin.put('/account/users/7', {
      firstName: 'Kim',
      lastName: 'Park',
      email: 'kim.park@example.com',
      defaultAppID: 2,
    });
    expect(several.body.payload).toMatchObject({
      firstName: 'Kim',
      lastName: 'Park',
      email: 'kim.park@example.com',
      defaultAppID: 2,
      active: !before.active,
    });
    expect(several.body.payload.updatedAt > before.updatedAt).toBe(true);
    const org = await admin.put('/account/users/7', { organizationID: 3 });
    expect(org.body.payload.organizationName).toBe('Initech');
  });

  it('accepts an E.164 phone and refuses another format', async () => {
    expect((await admin.put('/account/users/7', { phone: '+12125550123' })).body.payload.phone).toBe('+12125550123');
    for (const phone of ['212-555-0123', '+1212', 'call me']) {
      const res = await admin.put('/account/users/7', { phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.description).toMatch(/Wrong phone format/);
    }
    expect((await admin.get('/account/users/7')).body.payload.phone).toBe('+12125550123');
  });

  it('refuses unknown or mistyped fields, an empty body, an unknown app, a taken e-mail', async () => {
    expect((await admin.put('/account/users/7', { password: 'secret12-quokka' })).status).toBe(400);
    expect((await admin.put('/account/users/7', {})).status).toBe(400);
    expect((await admin.put('/account/users/7', { active: 'yes' })).status).toBe(400);
    expect((await admin.put('/account/users/7', { defaultAppID: 99 })).status).toBe(400);
    expect((await admin.put('/account/users/7', { email: 'admin@example.com' })).status).toBe(400);
    expect((await admin.put('/account/users/7', { defaultAppID: -1 })).body.payload.defaultAppID).toBe(-1);
  });
});

describe('delete', () => {
  it('removes the user and its links, and nothing else', async () => {
    const { store } = api.server.ctx;
    const user = await signedIn(api, 'user');
    store.insert('accessTokens', {
      userID: 2,
      name: 't',
      tokenHash: hashToken('tok-user-1'),
      createdAt: '',
      validTo: '',
    });
    const counts = () => ({
      users: store.all('users').length,
      groups: store.all('groups').length,
      organizations: store.all('organizations').length,
      userGroups: store.filter('userGroups', (l) => l.userID !== 2).length,
      organizationUsers: store.filter('organizationUsers', (l) => l.userID !== 2).length,
    });
    const before = counts();
    const res = await admin.delete('/account/users/2');
    expect(res.status).toBe(200);
    expect(res.body.payload.email).toBe('user@example.com');
    expect(counts()).toEqual({ ...before, users: before.users - 1 });
    expect(store.filter('userGroups', (l) => l.userID === 2)).toEqual([]);
    expect(store.filter('organizationUsers', (l) => l.userID === 2)).toEqual([]);
    expect(store.filter('accessTokens', (t) => t.userID === 2)).toEqual([]);
    expect((await user.get('/account/users/current')).status).toBe(401); // its session went too
    expect((await admin.get('/account/users/2')).status).toBe(404);
  });
});

describe('passwords', () => {
  it('lets an administrator set a user’s password', async () => {
    const res = await admin.put('/account/users/2/password', {
      password: 'newpass99-quokka',
      passwordConfirmation: 'newpass99-quokka',
    });
    expect(res.status).toBe(200);
    expect(
      (await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'newpass99-quokka' }))
        .status,
    ).toBe(200);
    expect(
      (await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'user1234' })).status,
    ).toBe(401);
  });

  it('lets a user change their own password, with the rules', async () => {
    const user = await signedIn(api, 'user');
    expect(
      (await user.put('/account/users/current/password', { password: 'abc', passwordConfirmation: 'abc' })).status,
    ).toBe(400);
    expect(
      (
        await user.put('/account/users/current/password', {
          password: 'mine2026-quokka',
          passwordConfirmation: 'mine2026-quokka',
          currentPassword: 'user1234',
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'mine2026-quokka' }))
        .status,
    ).toBe(200);
    expect(
      (
        await user.put('/account/users/5/password', {
          password: 'mine2026-quokka',
          passwordConfirmation: 'mine2026-quokka',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.client().put('/account/users/current/password', {
          password: 'mine2027-quokka',
          passwordConfirmation: 'mine2027-quokka',
        })
      ).status,
    ).toBe(401);
  });

  it('resets with a one-time token that works once and expires', async () => {
    const { store } = api.server.ctx;
    const future = new Date(Date.now() + 3600_000).toISOString();
    store.insert('oneTimeTokens', {
      kind: 'reset',
      userID: 2,
      tokenHash: hashToken('reset-abc'),
      expiresAt: future,
      used: false,
      tries: 0,
    });
    store.insert('oneTimeTokens', {
      kind: 'reset',
      userID: 2,
      tokenHash: hashToken('reset-old'),
      expiresAt: '2025-01-01T00:00:00.000Z',
      used: false,
      tries: 0,
    });
    const visitor = api.client();
    const body = { password: 'reset2026-quokka', passwordConfirmation: 'reset2026-quokka' };
    expect((await visitor.put('/account/users/current/password?token=reset-abc', body)).status).toBe(200);
    expect(
      (await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'reset2026-quokka' }))
        .status,
    ).toBe(200);
    const again = await visitor.put('/account/users/current/password?token=reset-abc', body);
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('INVALID_RESET_TOKEN');
    expect((await visitor.put('/account/users/current/password?token=reset-old', body)).status).toBe(400);
  });
});

describe('impersonation', () => {
  it('acts as the user until stopped, both recorded as unity events', async () => {
    const res = await admin.post('/account/users/2/impersonate', {});
    expect(res.status).toBe(200);
    const me = (await admin.get('/account/users/current')).body.payload;
    expect(me).toMatchObject({ email: 'user@example.com', impersonate: true });
    expect((await admin.get('/account/users')).status).toBe(403); // the user's rights, not the admin's
    const stop = await admin.delete('/account/users/current/stopImpersonate');
    expect(stop.status).toBe(200);
    const back = (await admin.get('/account/users/current')).body.payload;
    expect(back).toMatchObject({ email: 'admin@example.com', impersonate: false });
    const names = api.server.ctx.store
      .all('events')
      .slice(-2)
      .map((e) => [e.name, e.userEmail]);
    expect(names).toEqual([
      ['Impersonation started', 'admin@example.com'],
      ['Impersonation stopped', 'admin@example.com'],
    ]);
  });

  it('is for administrators, of known users', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.post('/account/users/1/impersonate', {})).status).toBe(403);
    expect((await admin.post('/account/users/9999/impersonate', {})).status).toBe(404);
    expect((await admin.post('/account/users/1/impersonate', {})).status).toBe(400);
  });
});

describe('groups of a user', () => {
  it('lists, adds and removes memberships', async () => {
    const groups = (await admin.get('/account/users/2/groups')).body.payload;
    expect(groups.map((g: any) => g.groupName).sort()).toEqual(['Customers', 'Sales']);
    expect(groups[0]).toHaveProperty('groupID');
    const added = await admin.post('/account/users/2/groups', { groupID: 4 });
    expect(added.body.payload).toMatchObject({ groupID: 4, groupName: 'Engineering' });
    expect((await admin.post('/account/users/2/groups', { groupID: 4 })).status).toBe(400);
    expect((await admin.post('/account/users/2/groups', { groupID: 99 })).status).toBe(400);
    expect((await admin.post('/account/users/2/groups', { groupID: 'four' })).status).toBe(400);
    expect((await admin.delete(`/account/userGroups/${added.body.payload.id}`)).status).toBe(200);
    expect((await admin.get('/account/users/2/groups')).body.payload.length).toBe(2);
    expect((await admin.get('/account/users/9999/groups')).status).toBe(404);
  });
});

describe('search, metadata and CSV', () => {
  it('searches names and e-mails', async () => {
    const res = await admin.post('/account/users/search', { text: 'jamie riv' });
    expect(res.body.payload.map((u: any) => u.email)).toEqual(['user@example.com']);
    expect((await admin.post('/account/users/search', {})).status).toBe(400);
  });

  it('answers the first 50 people a search matches, in order', async () => {
    const everyone = (await admin.get('/account/users')).body.payload as { id: number }[];
    expect(everyone.length).toBeGreaterThan(50);
    const res = await admin.post('/account/users/search', { text: '@' });
    expect(res.body.payload.map((u: { id: number }) => u.id)).toEqual(everyone.slice(0, 50).map((u) => u.id));
  });

  it('describes the search fields', async () => {
    const meta = (await admin.get('/account/users/searchMetadata')).body.payload;
    expect(meta.email).toMatchObject({ name: 'email', label: 'Email', type: 'string' });
    expect(meta.createdAt.type).toBe('date');
    expect(meta.active.type).toBe('bool');
    for (const item of Object.values<any>(meta))
      expect(['string', 'int', 'date', 'bool', 'autocomplete', 'autoFill']).toContain(item.type);
  });

  it('exports the filtered users as a CSV attachment, neutralising formulas', async () => {
    await admin.put('/account/users/7', { firstName: '=HYPERLINK("http://evil")', lastName: '@SUM(A1)' });
    const res = await admin.get(`/account/users/csv?${filtersQuery([{ name: 'id', comparison: 'lte', value: 7 }])}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="users\.csv"/);
    const rows = Papa.parse<Record<string, string>>(res.text, { header: true }).data;
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(rows[1]).toMatchObject({ email: 'user@example.com', organizationName: 'Acme Corporation' });
    expect(rows[6].firstName).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[6].lastName).toBe(`'@SUM(A1)`);
    expect(Object.keys(rows[0])).not.toContain('password');
    expect((await admin.get('/account/users/csv?filters=%5Bbad')).status).toBe(400);
  });
});

describe('demo sign-ins', () => {
  it('are as documented', async () => {
    for (const who of ['admin', 'user'] as const) {
      expect(
        (await api.client().post('/account/users/signin', { email: demo[who][0], password: demo[who][1] })).status,
      ).toBe(200);
    }
    const admin2 = (await admin.get('/account/users/1')).body.payload;
    expect(admin2.defaultAppID).toBe(0);
  });
});
