/** Search presets: global ones for everyone, private ones for their owner, changed by the owner only. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

const names = (presets: { name: string }[]) => presets.map((p) => p.name);
const filter = JSON.stringify([{ name: 'lastName', comparison: 'like', value: 'son' }]);

describe('search presets', () => {
  it('shows the global presets and the caller’s own private ones, scoped by keyword', async () => {
    const user = await signedIn(api, 'user');
    const mine = await user.get('/unity/searchPresets');
    expect(mine.status).toBe(200);
    expect(names(mine.body.payload)).toEqual(['Inactive users', 'Joined in 2026', 'My Smiths', 'Server errors']);
    const admin = await signedIn(api, 'admin');
    expect(names((await admin.get('/unity/searchPresets')).body.payload)).toEqual([
      'Inactive users',
      'Joined in 2026',
      'Example.org people',
      'Server errors',
    ]);
    expect(names((await user.get('/unity/searchPresets?keyword=events')).body.payload)).toEqual(['Server errors']);
    const byFilter = await user.get(
      `/unity/searchPresets?${filtersQuery([{ name: 'keyword', comparison: 'eq', value: 'users' }])}`,
    );
    expect(names(byFilter.body.payload)).toEqual(['Inactive users', 'Joined in 2026', 'My Smiths']);
    expect((await user.get('/unity/searchPresets/3')).status).toBe(404);
    expect((await user.get('/unity/searchPresets/4')).body.payload.name).toBe('My Smiths');
  });

  it('creates a private preset owned by the caller, seen by nobody else; an administrator makes a global one seen by all', async () => {
    const user = await signedIn(api, 'user');
    const me = (await user.get('/account/users/current')).body.payload;
    const created = await user.post('/unity/searchPresets', {
      name: 'Sons',
      color: '#123456',
      keyword: 'users',
      global: false,
      filter,
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toEqual({
      id: expect.any(Number),
      name: 'Sons',
      color: '#123456',
      keyword: 'users',
      global: false,
      filter,
      userUUID: me.uuid,
    });
    const admin = await signedIn(api, 'admin');
    const shared = await admin.post('/unity/searchPresets', {
      name: 'Shared sons',
      keyword: 'users',
      global: true,
      filter,
    });
    const seen = names((await user.get('/unity/searchPresets?keyword=users')).body.payload);
    expect(seen).toContain('Shared sons');
    expect(seen).toContain('Sons');
    expect(names((await admin.get('/unity/searchPresets?keyword=users')).body.payload)).not.toContain('Sons');
    expect((await user.get(`/unity/searchPresets/${shared.body.payload.id}`)).body.payload.userUUID).not.toBe(me.uuid);
  });

  it('lets the owner change and delete a preset; others get 403 (global) or 404 (private)', async () => {
    const user = await signedIn(api, 'user');
    const admin = await signedIn(api, 'admin');
    const updated = await user.put('/unity/searchPresets/4', { name: 'My Smiths and Joneses' });
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({
      id: 4,
      name: 'My Smiths and Joneses',
      global: false,
      keyword: 'users',
    });

    // The plain user cannot change the admin's global preset, nor see the admin's private one.
    const forbidden = await user.put('/unity/searchPresets/1', { name: 'Hijacked' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, status: 403 });
    expect((await user.delete('/unity/searchPresets/1')).status).toBe(403);
    expect((await user.put('/unity/searchPresets/3', { name: 'Hijacked' })).status).toBe(404);
    expect((await user.delete('/unity/searchPresets/3')).status).toBe(404);
    expect((await admin.get('/unity/searchPresets/1')).body.payload.name).toBe('Inactive users');

    // Superadmins are no exception: a preset belongs to its owner.
    expect((await admin.delete('/unity/searchPresets/4')).status).toBe(404);
    expect((await user.delete('/unity/searchPresets/4')).status).toBe(200);
    expect((await user.get('/unity/searchPresets/4')).status).toBe(404);
  });

  it('saves a name without the spaces around it, and refuses one that is only spaces', async () => {
    const user = await signedIn(api, 'user');
    const created = await user.post('/unity/searchPresets', { name: '  Sons \t', keyword: ' users ', filter });
    expect(created.status, created.text).toBe(200);
    expect(created.body.payload).toMatchObject({ name: 'Sons', keyword: 'users' });
    const renamed = await user.put(`/unity/searchPresets/${created.body.payload.id}`, {
      name: ' Sons and daughters  ',
    });
    expect(renamed.body.payload.name).toBe('Sons and daughters');
    expect((await user.put(`/unity/searchPresets/${created.body.payload.id}`, { name: '   ' })).status).toBe(400);
    expect(names((await user.get('/unity/searchPresets?keyword=users')).body.payload)).toContain('Sons and daughters');
  });

  it('answers 400 to bad bodies, 401 without a session, 404 to unknown ids', async () => {
    const user = await signedIn(api, 'user');
    for (const body of [
      { color: '#123456' },
      { name: '' },
      { name: 'x', color: 'blue' },
      { name: 'x', global: 'yes' },
      { name: 'x', filter: 'not json' },
      { name: 'x', filter: '{"name":"a"}' },
      { name: 'x', filter: JSON.stringify([{ name: 'a', comparison: 'regex', value: 'b' }]) },
    ]) {
      expect((await user.post('/unity/searchPresets', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await user.put('/unity/searchPresets/4', { filter: '[{' })).status).toBe(400);
    expect((await user.get('/unity/searchPresets/4')).body.payload.name).toBe('My Smiths');
    const visitor = api.client();
    expect((await visitor.get('/unity/searchPresets')).status).toBe(401);
    expect((await visitor.post('/unity/searchPresets', { name: 'x' })).status).toBe(401);
    expect((await user.get('/unity/searchPresets/999')).status).toBe(404);
    expect((await user.put('/unity/searchPresets/999', { name: 'x' })).status).toBe(404);
  });
});
