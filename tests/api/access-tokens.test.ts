/** Access tokens: shown once, stored hashed, usable as Bearer, seen and managed by their owner only. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from './support/api';

const api = useTestApi();

describe('access tokens', () => {
  it('creates a token shown once, lists it without the secret, and the token works as Bearer', async () => {
    const user = await signedIn(api, 'user');
    const created = await user.post('/account/users/current/accessTokens', { name: 'CI script' });
    expect(created.status).toBe(200);
    const token = created.body.payload;
    expect(token).toMatchObject({ id: expect.any(Number), name: 'CI script', userName: 'Jamie Rivera' });
    expect(typeof token.token).toBe('string');
    expect(token.token.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(token.validTo)).toBeGreaterThan(Date.parse(token.createdAt));

    const list = await user.get('/account/accessTokens');
    expect(list.status).toBe(200);
    expect(list.body.payload).toEqual([
      { id: token.id, name: 'CI script', userName: 'Jamie Rivera', createdAt: token.createdAt, validTo: token.validTo },
    ]);
    expect(list.text).not.toContain(token.token);
    const one = await user.get(`/account/accessTokens/${token.id}`);
    expect(one.body.payload).not.toHaveProperty('token');

    // Stored as its sha256 only.
    const stored = api.server.ctx.store.get('accessTokens', token.id)!;
    expect(JSON.stringify(stored)).not.toContain(token.token);
    expect(stored.tokenHash).toBe(createHash('sha256').update(token.token).digest('hex'));

    const script = api.client();
    const me = await script.get('/account/users/current', { headers: { authorization: `Bearer ${token.token}` } });
    expect(me.status).toBe(200);
    expect(me.body.payload.email).toBe('user@example.com');
  });

  it('renames and revokes a token; a revoked token no longer works', async () => {
    const user = await signedIn(api, 'user');
    const { payload: token } = (await user.post('/account/users/current/accessTokens', { name: 'Old name' })).body;
    const renamed = await user.put(`/account/accessTokens/${token.id}`, { name: 'New name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload.name).toBe('New name');
    expect((await user.get(`/account/accessTokens/${token.id}`)).body.payload.name).toBe('New name');

    expect((await user.delete(`/account/accessTokens/${token.id}`)).status).toBe(200);
    expect((await user.get('/account/accessTokens')).body.payload).toEqual([]);
    const script = api.client();
    const me = await script.get('/account/users/current', { headers: { authorization: `Bearer ${token.token}` } });
    expect(me.status).toBe(401);
  });

  it("hides other users' tokens: 404 for anyone but the owner", async () => {
    const user = await signedIn(api, 'user');
    const { payload: token } = (await user.post('/account/users/current/accessTokens', { name: 'Mine' })).body;
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/accessTokens')).body.payload).toEqual([]);
    expect((await admin.get(`/account/accessTokens/${token.id}`)).status).toBe(404);
    expect((await admin.put(`/account/accessTokens/${token.id}`, { name: 'Taken over' })).status).toBe(404);
    const removed = await admin.delete(`/account/accessTokens/${token.id}`);
    expect(removed.status).toBe(404);
    expect(removed.body).toMatchObject({ success: false, status: 404, errorCode: 'ACCESS_TOKEN_NOT_FOUND' });
    expect((await user.get(`/account/accessTokens/${token.id}`)).body.payload.name).toBe('Mine');
  });

  it('answers 400 to bad bodies, 404 to unknown ids, 401 without a session', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.post('/account/users/current/accessTokens', {})).status).toBe(400);
    expect((await user.post('/account/users/current/accessTokens', { name: '  ' })).status).toBe(400);
    expect((await user.post('/account/users/current/accessTokens', { name: 42 })).status).toBe(400);
    const { payload: token } = (await user.post('/account/users/current/accessTokens', { name: 'Kept' })).body;
    expect((await user.put(`/account/accessTokens/${token.id}`, { name: '' })).status).toBe(400);
    expect((await user.get(`/account/accessTokens/${token.id}`)).body.payload.name).toBe('Kept');
    expect((await user.get('/account/accessTokens/9999')).status).toBe(404);

    const visitor = api.client();
    expect((await visitor.get('/account/accessTokens')).status).toBe(401);
    expect((await visitor.post('/account/users/current/accessTokens', { name: 'x' })).status).toBe(401);
    expect((await visitor.delete(`/account/accessTokens/${token.id}`)).status).toBe(401);
    const wrongBearer = await visitor.get('/account/accessTokens', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(wrongBearer.status).toBe(401);
  });

  // Every signed-in user may hold tokens (rule of the `any` role), so there is no 403 here: another
  // user's token is a 404 (above).
});
