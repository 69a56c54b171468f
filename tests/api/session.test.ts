/** Sessions: sign-in answers and cookies, sign-out, Bearer tokens, readiness. */
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../fixtures/server/secrets';
import { cookieAttributes, demo, signedIn, useTestApi } from './support/api';

const api = useTestApi({ opaReadyDelayMs: 400 });

const sessionCookie = (setCookies: string[]) => setCookies.find((c) => c.startsWith('session='))!;

describe('sign-in', () => {
  it('answers defaultAppURL and role and sets an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const client = api.client();
    const res = await client.post('/account/users/signin', {
      email: 'admin@example.com',
      password: 'admin1234',
      permanent: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, payload: { defaultAppURL: '', role: 'superadmin' } });
    const cookie = sessionCookie(client.setCookies);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i); // a browser-session cookie
    const user = await api.client().post('/account/users/signin', { email: 'USER@example.com', password: 'user1234' });
    expect(user.body.payload.role).toBe('user');
  });

  it('makes the cookie persistent when permanent', async () => {
    const client = api.client();
    await client.signIn(...demo.user, true);
    const cookie = sessionCookie(client.setCookies);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await api
      .client()
      .post('/account/users/signin', { email: 'user@example.com', password: 'nope12345', permanent: true });
    const unknown = await api
      .client()
      .post('/account/users/signin', { email: 'ghost@example.com', password: 'nope12345', permanent: true });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'WRONG_CREDENTIALS' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('takes a similar time for an unknown e-mail (bcrypt always runs)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await api.client().post('/account/users/signin', { email, password: 'nope12345' });
      return performance.now() - started;
    };
    await time('user@example.com');
    const known = Math.min(
      await time('user@example.com'),
      await time('user@example.com'),
      await time('user@example.com'),
    );
    const unknown = Math.min(
      await time('ghost@example.com'),
      await time('ghost@example.com'),
      await time('ghost@example.com'),
    );
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('refuses a pending user with the right password with 403 EMAIL_NOT_CONFIRMED, and a wrong password with 401', async () => {
    const res = await api.client().post('/account/users/signin', { email: demo.pending[0], password: demo.pending[1] });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('EMAIL_NOT_CONFIRMED');
    const wrong = await api.client().post('/account/users/signin', { email: demo.pending[0], password: 'wrongpass1' });
    expect(wrong.status).toBe(401);
  });

  it('validates the sign-in body', async () => {
    const res = await api.client().post('/account/users/signin', { email: 'admin@example.com' });
    expect(res.status).toBe(400);
  });
});

describe('sign-out', () => {
  it('clears the cookie and ends the session on the server', async () => {
    const client = await signedIn(api, 'user', true);
    const token = client.cookies.get('session')!;
    expect((await client.get('/account/users/current')).status).toBe(200);
    const out = await client.delete('/account/users/signout');
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(client.setCookies.findLast((c) => c.startsWith('session='))).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    // Cleared with the attributes it was set with (HttpOnly, SameSite=Lax, Path=/), the script-readable token too.
    const cleared = (name: string) => cookieAttributes(client, name);
    expect(cleared('session')).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    expect(cleared('token')).toEqual(['Path=/', 'SameSite=Lax']);
    expect((await client.get('/account/users/current')).status).toBe(401);
    // Replaying the old cookie does not bring the session back.
    const replay = api.client();
    replay.cookies.set('session', token);
    expect((await replay.get('/account/users/current')).status).toBe(401);
  });

  it('is open to a visitor', async () => {
    expect((await api.client().delete('/account/users/signout')).status).toBe(200);
  });
});

describe('current user', () => {
  it('answers services, organizations, impersonate and defaultAppURL', async () => {
    const user = await signedIn(api, 'user');
    const me = (await user.get('/account/users/current')).body.payload;
    expect(me).toMatchObject({ email: 'user@example.com', firstName: 'Jamie', impersonate: false, defaultAppURL: '' });
    expect(me.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.services.account).toEqual(['user']);
    expect(me.services.account).not.toContain('any');
    expect(me.services.billing).toEqual(['admin']);
    expect(me.organizations).toEqual([
      { id: 1, name: 'Acme Corporation', default: true },
      { id: 2, name: 'Globex', default: false },
    ]);
    expect(me).not.toHaveProperty('password');
    const admin = (await (await signedIn(api, 'admin')).get('/account/users/current')).body.payload;
    expect(admin.services).toMatchObject({ account: ['superadmin'], unity: ['superadmin'] });
  });

  it('answers the user’s apps through their groups', async () => {
    const user = await signedIn(api, 'user');
    const apps = (await user.get('/account/users/current/apps')).body.payload;
    expect(apps.map((a: any) => a.name)).toEqual(['Customer Portal', 'CRM']);
    expect(apps[0]).toMatchObject({ id: 1, icon: 'Dashboard', url: 'https://portal.example.com' });
  });

  it('reports the default app address once one is chosen', async () => {
    const user = await signedIn(api, 'user');
    await user.put('/account/users/2', { defaultAppID: 2 });
    expect((await user.get('/account/users/current')).body.payload.defaultAppURL).toBe('https://crm.example.com');
    const again = await api.client().post('/account/users/signin', { email: demo.user[0], password: demo.user[1] });
    expect(again.body.payload.defaultAppURL).toBe('https://crm.example.com');
  });
});

describe('Bearer access tokens', () => {
  it('authenticate a script with the stored sha256 of the token', async () => {
    const { store } = api.server.ctx;
    store.insert('accessTokens', {
      userID: 2,
      name: 'script',
      tokenHash: hashToken('tok-valid-123'),
      createdAt: new Date().toISOString(),
      validTo: '',
    });
    store.insert('accessTokens', {
      userID: 2,
      name: 'old',
      tokenHash: hashToken('tok-expired-123'),
      createdAt: '2025-01-01T00:00:00.000Z',
      validTo: '2025-02-01T00:00:00.000Z',
    });
    const client = api.client();
    const me = await client.get('/account/users/current', { headers: { authorization: 'Bearer tok-valid-123' } });
    expect(me.status).toBe(200);
    expect(me.body.payload.email).toBe('user@example.com');
    expect(
      (await client.get('/account/users/current', { headers: { authorization: 'Bearer tok-expired-123' } })).status,
    ).toBe(401);
    expect((await client.get('/account/users/current', { headers: { authorization: 'Bearer made-up' } })).status).toBe(
      401,
    );
    // The token carries the user's rights, no more.
    expect((await client.get('/account/users', { headers: { authorization: 'Bearer tok-valid-123' } })).status).toBe(
      403,
    );
  });
});

describe('opaReady', () => {
  it('is false for the delay after the caller’s sign-up, then true', async () => {
    const { store } = api.server.ctx;
    expect((await api.client().get('/account/users/opaReady')).body.payload).toEqual({ ready: true });
    const user = await signedIn(api, 'user');
    // The sign-up time is set after signing in, so a slow machine cannot use up the delay before the check.
    store.update('users', 2, { signedUpAt: new Date().toISOString() });
    expect((await user.get('/account/users/opaReady')).body.payload).toEqual({ ready: false });
    store.update('users', 2, { signedUpAt: new Date(Date.now() - 401).toISOString() });
    expect((await user.get('/account/users/opaReady')).body.payload).toEqual({ ready: true });
  });
});
