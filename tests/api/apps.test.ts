/** Applications of the launcher. */
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from './support/api';

const api = useTestApi();

describe('apps', () => {
  it('creates, reads, updates and deletes an application', async () => {
    const admin = await signedIn(api, 'admin');
    const list = await admin.get('/account/apps?sort=["name","ASC"]&range=[0,2]');
    expect(list.headers.get('content-range')).toBe('apps 0-2/6');
    expect(list.body.payload.map((a: { name: string }) => a.name)).toEqual(['Analytics', 'Billing', 'CRM']);

    const created = await admin.post('/account/apps', {
      name: 'Wiki',
      url: 'https://wiki.example.com',
      icon: 'MenuBook',
      color: '#00838f',
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toEqual({
      id: 7,
      name: 'Wiki',
      url: 'https://wiki.example.com',
      icon: 'MenuBook',
      color: '#00838f',
    });
    expect((await admin.put('/account/apps/7', { color: '#000000' })).body.payload).toMatchObject({
      name: 'Wiki',
      color: '#000000',
    });
    expect((await admin.get('/account/apps/7')).body.payload.color).toBe('#000000');
    expect((await admin.delete('/account/apps/7')).status).toBe(200);
    expect((await admin.get('/account/apps/7')).status).toBe(404);
  });

  it('deleting an app removes it from the groups and so from the launcher', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id)).toEqual([
      1, 2,
    ]);
    await admin.delete('/account/apps/2');
    expect((await user.get('/account/users/current/apps')).body.payload.map((a: { id: number }) => a.id)).toEqual([1]);
    expect((await admin.get('/account/groups/5/apps')).body.payload).toEqual([]);
    expect((await admin.get('/account/groups/5')).status).toBe(200);
  });

  it('a user whose default app is deleted gets None, and the next app created gets a new id', async () => {
    const admin = await signedIn(api, 'admin');
    const app = (await admin.post('/account/apps', { name: 'Wiki', url: 'https://wiki.example.com' })).body.payload;
    const user = await signedIn(api, 'user');
    // A person picks one of their own apps: the new app is not theirs until a group of theirs has it.
    expect((await user.put('/account/users/2', { defaultAppID: app.id })).body).toMatchObject({
      status: 400,
      errorCode: 'APP_NOT_FOUND',
    });
    expect((await admin.post('/account/groupApps', { groupID: 7, appID: app.id })).status).toBe(200);
    expect((await user.put('/account/users/2', { defaultAppID: app.id })).status).toBe(200);
    await admin.delete(`/account/apps/${app.id}`);
    const next = (await admin.post('/account/apps', { name: 'Tracker', url: 'https://tracker.example.com' })).body
      .payload;
    // Ids are never reused (issue 11): the deleted app's id stays unused.
    expect(next.id).toBe(app.id + 1);
    expect((await user.get('/account/users/current')).body.payload).toMatchObject({
      defaultAppID: 0,
      defaultAppURL: '',
    });
  });

  it('answers 400 (bad or taken), 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    for (const body of [
      { name: 'X', url: 'not a url' },
      { url: 'https://x.example.com' },
      { name: 'X', url: 'https://x.example.com', color: 'blue' },
      { name: 'X', url: 'https://x.example.com', icon: 7 },
    ]) {
      expect((await admin.post('/account/apps', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.put('/account/apps/1', { url: 'nope' })).status).toBe(400);
    expect((await admin.post('/account/apps', { name: 'crm', url: 'https://crm2.example.com' })).status).toBe(400);
    expect((await api.client().get('/account/apps')).status).toBe(401);
    const user = await signedIn(api, 'user');
    // A plain user's apps are GET /users/current/apps; the list of every app and its address is the administrators'.
    expect((await user.get('/account/apps')).status).toBe(403);
    expect((await user.get('/account/apps/1')).status).toBe(403);
    expect((await user.post('/account/apps', { name: 'Mine', url: 'https://mine.example.com' })).status).toBe(403);
    expect((await user.put('/account/apps/1', { name: 'Renamed' })).status).toBe(403);
    expect((await user.delete('/account/apps/1')).status).toBe(403);
    expect((await admin.get('/account/apps/99')).status).toBe(404);
    expect((await admin.put('/account/apps/99', { name: 'X' })).status).toBe(404);
  });
});
