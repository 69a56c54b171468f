/**
 * The calls of the Users page's bulk actions (issue 12) on the development API: what the superadmin's
 * calls do, the unity event a bulk action records, the plain user refused each call, and the
 * development-only fault switch that makes one call fail.
 */
import { describe, expect, it } from 'vitest';
import type { BulkEvent } from '../../src/bulk/types';
import { BulkRuns } from '../../src/bulk/runs';
import { userBulkActions } from '@resources/users/bulk/actions';
import { filtersQuery, signedIn, useTestApi } from './support/api';

const api = useTestApi();

/** Seeded users beyond the demo sign-ins (ids 4 and up). */
const SOME_USER = 17;
const OTHER_USER = 18;

/**
 * The event the console records for a bulk action: the run of src/bulk/runs.ts over the Users page's
 * Deactivate, on 12 users of which one fails, its event captured instead of sent.
 */
async function consoleEvent(): Promise<BulkEvent> {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  } as Storage;
  const events: BulkEvent[] = [];
  const runs = new BulkRuns(() => storage, 4);
  // The data provider's `create` of the event, captured.
  const dataProvider = { create: async (_resource: string, { data }: { data: BulkEvent }) => void events.push(data) };
  const deactivate = userBulkActions(dataProvider as never, () => undefined).deactivate;
  const items = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 4), label: `User ${i + 4}` }));
  await runs.start({
    action: {
      ...deactivate,
      act: async (item) => {
        if (item.id === '7') throw new Error('refused');
      },
    },
    params: {},
    items,
    actor: 'admin@example.com',
  });
  return events[0];
}

describe('bulk actions: the superadmin calls', () => {
  it('activates and deactivates with a PUT of `active` alone', async () => {
    const admin = await signedIn(api, 'admin');
    const off = await admin.put(`/account/users/${SOME_USER}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.payload).toMatchObject({ id: SOME_USER, active: false });
    const on = await admin.put(`/account/users/${SOME_USER}`, { active: true });
    expect(on.body.payload).toMatchObject({ id: SOME_USER, active: true });
  });

  it("adds to a group, finds the membership among the user's groups and removes it by its id", async () => {
    const admin = await signedIn(api, 'admin');
    const groups = async () =>
      (await admin.get(`/account/users/${SOME_USER}/groups`)).body.payload as { id: number; groupID: number }[];
    const before = await groups();
    const groupID = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !before.some((g) => g.groupID === id))!;
    expect(groupID).toBeDefined();
    const added = await admin.post(`/account/users/${SOME_USER}/groups`, { groupID });
    expect(added.status).toBe(200);
    const twice = await admin.post(`/account/users/${SOME_USER}/groups`, { groupID });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      errorCode: 'ALREADY_EXISTS',
      description: 'The user is already in this group.',
    });
    const link = (await groups()).find((g) => g.groupID === groupID)!;
    expect(link.id).toBe(added.body.payload.id);
    expect((await admin.delete(`/account/userGroups/${link.id}`)).status).toBe(200);
    expect((await groups()).some((g) => g.groupID === groupID)).toBe(false);
  });

  it('records the bulk action as one unity event, heading /events, with who ran it', async () => {
    const admin = await signedIn(api, 'admin');
    const bulkEvent = await consoleEvent();
    expect(bulkEvent).toMatchObject({ name: 'Bulk action: Deactivate', method: 'PUT', status: 207, module: 'account' });
    expect(bulkEvent.description).toBe('admin@example.com ran Deactivate on 12 users: 11 done, 1 failed.');
    const res = await admin.post('/unity/events', bulkEvent);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ ...bulkEvent, userEmail: 'admin@example.com', resolved: false });
    const [first] = (await admin.get('/unity/events?range=[0,0]')).body.payload;
    expect(first).toMatchObject({ id: res.body.payload.id, name: 'Bulk action: Deactivate' });
  });

  it('deletes a user and exports users in CSV', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.delete(`/account/users/${OTHER_USER}`)).status).toBe(200);
    expect((await admin.get(`/account/users/${OTHER_USER}`)).status).toBe(404);
    const csv = await admin.get(
      `/account/users/csv?${filtersQuery([{ name: 'id', comparison: 'eq', value: SOME_USER }])}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')).toHaveLength(2);
  });
});

describe('bulk actions: the plain user', () => {
  it('is refused every call a bulk action makes (403), and changes nothing', async () => {
    const bulkEvent = await consoleEvent();
    const user = await signedIn(api, 'user');
    const refused = [
      await user.get('/account/users?range=[0,999]'),
      await user.put(`/account/users/${SOME_USER}`, { active: false }),
      await user.put(`/account/users/${SOME_USER}`, { active: true }),
      await user.get(`/account/users/${SOME_USER}/groups`),
      await user.post(`/account/users/${SOME_USER}/groups`, { groupID: 1 }),
      await user.delete('/account/userGroups/1'),
      await user.delete(`/account/users/${SOME_USER}`),
      await user.get('/account/users/csv'),
      await user.post('/unity/events', bulkEvent),
      // Not even on the own account: `active` is the administrators'.
      await user.put('/account/users/2', { active: false }),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    for (const res of refused) expect(res.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });

    const admin = await signedIn(api, 'admin');
    expect((await admin.get(`/account/users/${SOME_USER}`)).status).toBe(200);
    // Membership 1 is the superadmin's own, of Administrators.
    expect((await admin.get('/account/users/1/groups')).body.payload).toContainEqual(
      expect.objectContaining({ id: 1, groupID: 1 }),
    );
    expect((await admin.get('/unity/events?range=[0,0]')).body.payload[0].name).not.toBe(bulkEvent.name);
  });

  it('may ask a one-time code for any address: the public password-free call, which reveals nothing', async () => {
    // Send PL Code is the sign-in page's own call (anon, spec 1 section 7: always a success). What keeps a
    // plain user from sending it in bulk is that the addresses come from GET /account/users, refused above.
    const user = await signedIn(api, 'user');
    const res = await user.post('/account/users/requestPLCode', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
  });
});

describe('the fault switch (development only)', () => {
  it('answers the matching calls with the error envelope given, and no other call', async () => {
    const admin = await signedIn(api, 'admin');
    const set = await api.client().post('/__dev/faults', {
      method: 'PUT',
      path: `/account/users/${SOME_USER}`,
      status: 503,
      errorCode: 'DATABASE_LOCKED',
      description: 'The database is locked.',
      resolution: 'Try again in a moment.',
    });
    expect(set.status).toBe(200);
    expect(set.body.payload).toMatchObject({
      id: expect.any(Number),
      method: 'PUT',
      path: `/account/users/${SOME_USER}`,
      hits: 0,
    });

    const failed = await admin.put(`/account/users/${SOME_USER}`, { active: false });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      success: false,
      status: 503,
      errorCode: 'DATABASE_LOCKED',
      description: 'The database is locked.',
      resolution: 'Try again in a moment.',
    });
    expect((await admin.get(`/account/users/${SOME_USER}`)).body.payload.active).toBe(true);
    // Another method, another user: untouched.
    expect((await admin.put(`/account/users/${OTHER_USER}`, { active: false })).status).toBe(200);
    expect((await admin.put(`/account/users/${SOME_USER}0`, { active: false })).status).toBe(404);

    const listed = await api.client().get('/__dev/faults');
    expect(listed.body.payload).toEqual([expect.objectContaining({ hits: 1, errorCode: 'DATABASE_LOCKED' })]);
    await api.client().delete('/__dev/faults');
    expect((await admin.put(`/account/users/${SOME_USER}`, { active: false })).status).toBe(200);
  });

  it('answers `times` calls, then lets the call through; defaults to a 500 INJECTED_FAULT; any method when none is given', async () => {
    const admin = await signedIn(api, 'admin');
    await api.client().post('/__dev/faults', { path: '/account/users/[0-9]+/groups', times: 2 });
    const first = await admin.get(`/account/users/${SOME_USER}/groups`);
    expect(first.status).toBe(500);
    expect(first.body).toMatchObject({ errorCode: 'INJECTED_FAULT', description: 'Injected fault.' });
    expect((await admin.post(`/account/users/${OTHER_USER}/groups`, { groupID: 1 })).status).toBe(500);
    expect((await admin.get(`/account/users/${SOME_USER}/groups`)).status).toBe(200);
    expect((await api.client().get('/__dev/faults')).body.payload).toEqual([]);
  });

  it('lets the policy answer first, refuses a bad pattern, and is cleared by a reset', async () => {
    const user = await signedIn(api, 'user');
    await api.client().post('/__dev/faults', { path: '/account/users/[0-9]+' });
    expect((await user.delete(`/account/users/${SOME_USER}`)).status).toBe(403);
    expect((await api.client().get('/account/users/1')).status).toBe(401);

    const bad = await api.client().post('/__dev/faults', { path: '/account/users/(' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect((await api.client().post('/__dev/faults', {})).status).toBe(400);

    await api.reset();
    expect((await api.client().get('/__dev/faults')).body.payload).toEqual([]);
    const admin = await signedIn(api, 'admin');
    expect((await admin.get(`/account/users/${SOME_USER}`)).status).toBe(200);
  });
});
