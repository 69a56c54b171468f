/**
 * Memberships with an end date (issue 62): an administrator gives a group until a time in the future (a time
 * not in the future is a 400 naming `endsAt`), changes or removes that end as the grant itself is authorized,
 * and the expiry sweep ends the membership on the test clock's time (one second before: kept; at and after:
 * ended) through the removal's one path: in the history as the sweep's, the member's next call without the
 * group's rights, and never the last active superadmin's (kept, said once in the event log).
 */
import { describe, expect, it } from 'vitest';
import { END_REFUSED_EVENT, SWEEP_ACTOR } from '../../fixtures/server/domain/membershipEnds';
import { type Client, signedIn, signedInAccountAdmin, useTestApi } from './support/api';
import { TestClock } from './support/clock';

const clock = new TestClock();
// The schedule sweeps every 10 ms on its own; the tests also ask for a sweep at once (the dev route), so each
// check holds whichever of the two ends a membership.
const api = useTestApi({ now: clock.now, membershipSweepEveryMs: 10 });

/** The plain demo user (Jamie Rivera): Customers and Sales. */
const JAMIE = 2;
const ADMIN = 1;
const ADMINISTRATORS = 1;
/** Account Managers: the account's `admin` role (the users' list, among others). */
const ACCOUNT_MANAGERS = 2;
const ENGINEERING = 4;

const inSeconds = (s: number) => new Date(clock.now().getTime() + s * 1000).toISOString();
const membership = (userID: number, groupID: number) =>
  api.server.ctx.store.find('userGroups', (l) => l.userID === userID && l.groupID === groupID);
const grant = (client: Client, groupID: number, endsAt?: string, userID = JAMIE) =>
  client.post(`/account/users/${userID}/groups`, { groupID, ...(endsAt !== undefined && { endsAt }) });
const sweep = async () => {
  const reply = await api.client().post('/__dev/membershipEnds/sweep');
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as { ended: number[]; kept: { id: number; errorCode: string }[] };
};
/** Let the schedule's timer run a few times. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('granting with an end', () => {
  it('keeps the end, answers it, and lists it with the membership', async () => {
    const admin = await signedIn(api, 'admin');
    const endsAt = inSeconds(3600);
    const reply = await grant(admin, ENGINEERING, endsAt);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toMatchObject({ groupID: ENGINEERING, groupName: 'Engineering', endsAt });
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(endsAt);
    const listed = (await admin.get(`/account/users/${JAMIE}/groups`)).body.payload;
    expect(listed.find((m: { groupID: number }) => m.groupID === ENGINEERING)).toMatchObject({ endsAt });
    // A membership without an end answers none.
    expect(listed.find((m: { groupID: number }) => m.groupID === 7)).not.toHaveProperty('endsAt');
  });

  it("says the end where the membership's group is a source of access, and in the group's members", async () => {
    const admin = await signedIn(api, 'admin');
    const endsAt = inSeconds(3600);
    await grant(admin, ENGINEERING, endsAt);
    const access = (await admin.get(`/account/users/${JAMIE}/access`)).body.payload;
    const sources = access.services.flatMap((s: { roles: { sources: object[] }[] }) =>
      s.roles.flatMap((r) => r.sources),
    );
    expect(sources).toContainEqual({ kind: 'group', groupID: ENGINEERING, groupName: 'Engineering', endsAt });
    expect(sources).toContainEqual({ kind: 'group', groupID: 7, groupName: 'Customers' });
    const filters = encodeURIComponent(JSON.stringify([{ name: 'groupID', comparison: 'eq', value: ENGINEERING }]));
    const members = (await admin.get(`/account/users?filters=${filters}`)).body.payload;
    expect(members.find((u: { id: number }) => u.id === JAMIE).groupEnds).toEqual({ [ENGINEERING]: endsAt });
    expect(members.find((u: { id: number }) => u.id !== JAMIE)?.groupEnds).toBeUndefined();
  });

  it('stores the end in UTC whatever offset it was sent with', async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await grant(admin, ENGINEERING, '2999-06-01T12:00:00+02:00');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload.endsAt).toBe('2999-06-01T10:00:00.000Z');
  });

  it('refuses an end that is not in the future, or not a time, naming endsAt, and grants nothing', async () => {
    const admin = await signedIn(api, 'admin');
    for (const endsAt of [inSeconds(-1), clock.iso(), 'next Tuesday', '2030-13-01T00:00:00Z']) {
      const reply = await grant(admin, ENGINEERING, endsAt);
      expect(reply.status, endsAt).toBe(400);
      expect(reply.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'endsAt' });
      expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
    }
    // One second ahead is the future.
    expect((await grant(admin, ENGINEERING, inSeconds(1))).status).toBe(200);
  });
});

describe("changing a membership's end", () => {
  it('extends, shortens and removes the end, each in the history', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload;
    const later = inSeconds(7200);
    const extended = await admin.put(`/account/userGroups/${id}`, { endsAt: later });
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body.payload).toMatchObject({ id, groupID: ENGINEERING, groupName: 'Engineering', endsAt: later });
    const sooner = inSeconds(30);
    expect((await admin.put(`/account/userGroups/${id}`, { endsAt: sooner })).body.payload.endsAt).toBe(sooner);
    const endless = await admin.put(`/account/userGroups/${id}`, { endsAt: null });
    expect(endless.status).toBe(200);
    expect(endless.body.payload).not.toHaveProperty('endsAt');
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBeUndefined();
    const entries = (await admin.get(`/account/history/userGroups/${id}`)).body.payload;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(entries[0].changes).toEqual([expect.objectContaining({ field: 'endsAt', before: sooner, after: null })]);
  });

  it('refuses a past end (naming endsAt), another field, and an unknown membership', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload;
    const past = await admin.put(`/account/userGroups/${id}`, { endsAt: inSeconds(-60) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'endsAt' });
    expect((await admin.put(`/account/userGroups/${id}`, { endsAt: inSeconds(60), groupID: 1 })).status).toBe(400);
    expect((await admin.put('/account/userGroups/99999', { endsAt: inSeconds(60) })).status).toBe(404);
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(inSeconds(60));
  });

  it('is authorized as granting the group is: whoever may not give it may not change its end', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload;
    const endsAt = inSeconds(3600);
    for (const client of [await signedInAccountAdmin(api), await signedIn(api, 'user')]) {
      const granting = await grant(client, 6, endsAt);
      const changing = await client.put(`/account/userGroups/${id}`, { endsAt });
      expect(granting.status).toBe(403);
      expect(changing.status).toBe(granting.status);
      expect(changing.body.errorCode).toBe(granting.body.errorCode);
    }
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(inSeconds(60));
  });

  it('is reverted from the history, and a removal of a membership with an end is made again with it', async () => {
    const admin = await signedIn(api, 'admin');
    const first = inSeconds(600);
    const { id } = (await grant(admin, ENGINEERING, first)).body.payload;
    await admin.put(`/account/userGroups/${id}`, { endsAt: inSeconds(7200) });
    const change = (await admin.get(`/account/history/userGroups/${id}`)).body.payload[0];
    const reverted = await admin.post(`/account/history/${change.id}/revert`);
    expect(reverted.status, reverted.text).toBe(200);
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(first);
    expect((await admin.delete(`/account/userGroups/${id}`)).status).toBe(200);
    const removal = (await admin.get(`/account/history/userGroups/${id}`)).body.payload[0];
    expect(removal.action).toBe('delete');
    expect((await admin.post(`/account/history/${removal.id}/revert`)).status).toBe(200);
    expect(membership(JAMIE, ENGINEERING)).toMatchObject({ id, endsAt: first });
  });

  it('refuses to make again, by a revert, a membership whose end has passed since (naming endsAt)', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload;
    await admin.delete(`/account/userGroups/${id}`);
    const removal = (await admin.get(`/account/history/userGroups/${id}`)).body.payload[0];
    clock.advance(61_000);
    const reply = await admin.post(`/account/history/${removal.id}/revert`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'endsAt' });
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
  });
});

describe('the expiry sweep', () => {
  it('ends a membership at its end, not a second before, and one past its end too', async () => {
    const admin = await signedIn(api, 'admin');
    const a = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload.id;
    const b = (await grant(admin, 6, inSeconds(61))).body.payload.id;
    const store = api.server.ctx.store;
    clock.advance(59_000); // a: one second before
    await sweep();
    await ticks();
    expect(store.get('userGroups', a)).toBeTruthy();
    expect(store.get('userGroups', b)).toBeTruthy();
    clock.advance(1_000); // a: at its end; b: one second before
    await sweep();
    expect(store.get('userGroups', a)).toBeUndefined();
    await ticks();
    expect(store.get('userGroups', b)).toBeTruthy();
    clock.advance(2_000); // b: a second after its end
    await sweep();
    expect(store.get('userGroups', b)).toBeUndefined();
    // Memberships without an end are untouched.
    expect(membership(JAMIE, 7)).toBeTruthy();
    expect(membership(JAMIE, 5)).toBeTruthy();
  });

  it('ends on its own schedule, without being asked', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(5))).body.payload;
    clock.advance(5_000);
    await expect.poll(() => api.server.ctx.store.get('userGroups', id), { timeout: 2000 }).toBeUndefined();
  });

  it('records the end in the history with the sweep as its actor, under one run', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(60))).body.payload;
    const other = (await grant(admin, 6, inSeconds(30))).body.payload.id;
    clock.advance(60_000);
    await sweep();
    const ends = api.server.ctx.history
      .all()
      .filter((e) => e.resource === 'userGroups' && [id, other].includes(e.recordID) && e.action === 'delete');
    expect(ends).toHaveLength(2);
    for (const entry of ends)
      expect(entry).toMatchObject({ actorID: 0, actorEmail: SWEEP_ACTOR, method: 'DELETE', runID: ends[0].runID });
    expect(ends[0].runID).toMatch(/^membership-ends-/);
    // As the console reads it: the person's history shows the end and who made it.
    const read = (await admin.get(`/account/history/userGroups/${id}`)).body.payload[0];
    expect(read).toMatchObject({ action: 'delete', actorEmail: SWEEP_ACTOR });
  });

  it("takes the group's rights from the member's session at once", async () => {
    const admin = await signedIn(api, 'admin');
    const jamie = await signedIn(api, 'user');
    expect((await jamie.get('/account/users')).status).toBe(403);
    await grant(admin, ACCOUNT_MANAGERS, inSeconds(60));
    expect((await jamie.get('/account/users')).status).toBe(200);
    clock.advance(60_000);
    await sweep();
    // The same session, signed in before: its very next call is decided without the group.
    expect((await jamie.get('/account/users/current')).status).toBe(200);
    expect((await jamie.get('/account/users')).status).toBe(403);
  });

  it('never ends the last active superadmin: the membership stays, said once in the event log', async () => {
    const { store } = api.server.ctx;
    const link = membership(ADMIN, ADMINISTRATORS)!;
    store.update('userGroups', link.id, { endsAt: inSeconds(10) });
    store.commit();
    clock.advance(10_000);
    const first = await sweep();
    await ticks();
    expect(store.get('userGroups', link.id)).toBeTruthy();
    // The schedule may have met it first; either way it is kept and said why.
    if (first.kept.length) expect(first.kept).toEqual([{ id: link.id, errorCode: 'LAST_SUPERADMIN' }]);
    expect((await sweep()).kept).toEqual([{ id: link.id, errorCode: 'LAST_SUPERADMIN' }]);
    const said = store.filter('events', (e) => e.name === END_REFUSED_EVENT);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({
      errorCode: 'LAST_SUPERADMIN',
      status: 409,
      resource: `/account/userGroups/${link.id}`,
    });
    expect(said[0].description).toContain('admin@example.com');
    // The superadmin still is one.
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/users')).status).toBe(200);
    // Once someone else is a superadmin, the next sweep ends it.
    expect((await grant(admin, ADMINISTRATORS, undefined, JAMIE)).status).toBe(200);
    const next = await sweep();
    if (next.ended.length) expect(next.ended).toEqual([link.id]);
    expect(store.get('userGroups', link.id)).toBeUndefined();
  });

  it('ends the others due with it when one must stay', async () => {
    const admin = await signedIn(api, 'admin');
    const jamies = (await grant(admin, ENGINEERING, inSeconds(5))).body.payload.id;
    const { store } = api.server.ctx;
    const link = membership(ADMIN, ADMINISTRATORS)!;
    store.update('userGroups', link.id, { endsAt: inSeconds(5) });
    store.commit();
    clock.advance(5_000);
    await sweep();
    expect(store.get('userGroups', jamies)).toBeUndefined();
    expect(store.get('userGroups', link.id)).toBeTruthy();
  });
});

describe('the development sweep', () => {
  it('ends, when asked with `at`, what is due by then', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, inSeconds(86_400))).body.payload;
    const early = await api.client().post('/__dev/membershipEnds/sweep', { at: inSeconds(86_399) });
    expect(early.body.payload).toEqual({ started: [], ended: [], kept: [] });
    const due = await api.client().post('/__dev/membershipEnds/sweep', { at: inSeconds(86_400) });
    expect(due.body.payload).toEqual({ started: [], ended: [id], kept: [] });
    expect(api.server.ctx.store.get('userGroups', id)).toBeUndefined();
    expect((await api.client().post('/__dev/membershipEnds/sweep', { at: 'tomorrow' })).status).toBe(400);
  });
});
