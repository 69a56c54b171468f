/** Unity events: the log, newest first, testOpa, resolved and comments. */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

const dates = (events: { dateCreated: string }[]) => events.map((e) => e.dateCreated);

describe('events', () => {
  it('lists newest first unless a sort is asked, with filters and paging', async () => {
    const admin = await signedIn(api, 'admin');
    const all = (await admin.get('/unity/events')).body.payload;
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(dates(all)).toEqual([...dates(all)].sort().reverse());
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        status: expect.any(Number),
        method: expect.stringMatching(/^(GET|POST|PUT|DELETE)$/),
        resource: expect.any(String),
        module: expect.any(String),
        resolved: expect.any(Boolean),
        comments: expect.any(String),
      }),
    );

    const asc = await admin.get('/unity/events?sort=["dateCreated","ASC"]&range=[0,9]');
    expect(dates(asc.body.payload)).toEqual([...dates(all)].sort().slice(0, 10));
    expect(asc.headers.get('content-range')).toBe(`events 0-9/${all.length}`);

    const errors = await admin.get(
      `/unity/events?${filtersQuery([{ name: 'status', comparison: 'gte', value: 500 }])}`,
    );
    expect(errors.body.payload.length).toBeGreaterThan(0);
    expect(errors.body.payload.every((e: { status: number }) => e.status >= 500)).toBe(true);
    const deletes = await admin.get(
      `/unity/events?${filtersQuery([{ name: 'method', comparison: 'eq', value: 'DELETE' }])}`,
    );
    expect(deletes.body.payload.every((e: { method: string }) => e.method === 'DELETE')).toBe(true);
  });

  it('records a test event with testOpa, which then heads the list', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/unity/events/testOpa');
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      id: expect.any(Number),
      name: 'Test OPA',
      module: 'unity',
      userEmail: 'admin@example.com',
      resolved: false,
    });
    const [first] = (await admin.get('/unity/events?range=[0,0]')).body.payload;
    expect(first.id).toBe(res.body.payload.id);
  });

  it('answers the search metadata', async () => {
    const user = await signedIn(api, 'user');
    const res = await user.get('/unity/events/searchMetadata');
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toEqual({ name: 'status', label: 'Status', type: 'int' });
    expect(res.body.payload.dateCreated.type).toBe('date');
  });

  it('creates, resolves, comments and deletes an event', async () => {
    const admin = await signedIn(api, 'admin');
    const created = await admin.post('/unity/events', {
      name: 'Manual check',
      status: 404,
      method: 'GET',
      resource: '/account/nowhere',
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.id;
    expect(created.body.payload).toMatchObject({
      name: 'Manual check',
      status: 404,
      resolved: false,
      userEmail: 'admin@example.com',
    });
    expect(Date.parse(created.body.payload.dateCreated)).toBeGreaterThan(Date.now() - 60_000);

    // What happened stays as recorded (issue 33): only resolved and comments change.
    expect((await admin.put(`/unity/events/${id}`, { status: '500' })).status).toBe(400);
    expect((await admin.put(`/unity/events/${id}`, { resolved: true })).body.payload).toMatchObject({
      resolved: true,
      name: 'Manual check',
    });
    expect((await admin.put(`/unity/events/${id}`, { comments: 'Seen, harmless.' })).body.payload).toMatchObject({
      resolved: true,
      comments: 'Seen, harmless.',
    });
    expect((await admin.get(`/unity/events/${id}`)).body.payload.comments).toBe('Seen, harmless.');
    expect((await admin.delete(`/unity/events/${id}`)).status).toBe(200);
    expect((await admin.get(`/unity/events/${id}`)).status).toBe(404);
  });

  it('answers 400, 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/unity/events', {})).status).toBe(400);
    expect((await admin.post('/unity/events', { name: 'x', method: 'FETCH' })).status).toBe(400);
    expect((await admin.put('/unity/events/1', { resolved: 'yes' })).status).toBe(400);
    expect((await admin.put('/unity/events/1', { status: 'bad' })).status).toBe(400);
    expect((await admin.get('/unity/events?sort=oops')).status).toBe(400);
    expect((await api.client().get('/unity/events')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/unity/events')).status).toBe(403);
    expect((await user.get('/unity/events/testOpa')).status).toBe(403);
    expect((await user.put('/unity/events/1', { resolved: true })).status).toBe(403);
    expect((await admin.get('/unity/events/99999')).status).toBe(404);
    expect((await admin.put('/unity/events/99999', { resolved: true })).status).toBe(404);
    expect((await admin.delete('/unity/events/99999')).status).toBe(404);
  });
});
