/**
 * Memberships with a start date (issue 62): an administrator gives a group from a time in the future (not in
 * the future, or not before the end: a 400 naming `startsAt`); until then it grants nothing (the policy, the
 * person's apps and effective access, who can, the last superadmin's check), and the sweep starts it on the
 * test clock's time (one second before: not started; at and after: started) as the platform, in the history.
 * The policy tester answers for a date, with memberships as they will be then.
 */
import { describe, expect, it } from 'vitest';
import { SWEEP_ACTOR, sweepInSlices } from '../../fixtures/server/domain/membershipEnds';
import { type Client, signedIn, useTestApi } from './support/api';
import { TestClock } from './support/clock';

const clock = new TestClock();
// Only the tests' own sweeps: each edge is checked at the time the test says.
const api = useTestApi({ now: clock.now, membershipSweepEveryMs: 0 });

/** The plain demo user (Jamie Rivera): Customers and Sales. */
const JAMIE = 2;
/** Account Managers: the account's `admin` role (the users' list, among others). */
const ACCOUNT_MANAGERS = 2;
const ADMINISTRATORS = 1;
const ENGINEERING = 4;

const inSeconds = (s: number) => new Date(clock.now().getTime() + s * 1000).toISOString();
const grant = (client: Client, groupID: number, dates: { startsAt?: string; endsAt?: string }, userID = JAMIE) =>
  client.post(`/account/users/${userID}/groups`, { groupID, ...dates });
const sweep = async (at?: string) => {
  const reply = await api.client().post('/__dev/membershipEnds/sweep', at ? { at } : {});
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as { started: number[]; ended: number[] };
};
const usersList = (client: Client) => client.get('/account/users');

describe('granting with a start', () => {
  it('keeps the start, answers it and lists it, and grants nothing until it starts', async () => {
    const admin = await signedIn(api, 'admin');
    const jamie = await signedIn(api, 'user');
    const startsAt = inSeconds(3600);
    const endsAt = inSeconds(7200);
    const reply = await grant(admin, ACCOUNT_MANAGERS, { startsAt, endsAt });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toMatchObject({ groupID: ACCOUNT_MANAGERS, startsAt, endsAt });
    const listed = (await admin.get(`/account/users/${JAMIE}/groups`)).body.payload;
    expect(listed.find((m: { groupID: number }) => m.groupID === ACCOUNT_MANAGERS)).toMatchObject({ startsAt });
    // Not started: the policy refuses, effective access and who can do not count it.
    expect((await usersList(jamie)).status).toBe(403);
    const access = (await admin.get(`/account/users/${JAMIE}/access`)).body.payload;
    const sourceGroups = access.services.flatMap((s: { roles: { sources: { groupID?: number }[] }[] }) =>
      s.roles.flatMap((r) => r.sources.map((source) => source.groupID)),
    );
    expect(sourceGroups).not.toContain(ACCOUNT_MANAGERS);
    const who = await admin.get('/account/rules/whoCan/users?service=account&method=GET&path=/users');
    expect(who.body.payload.map((u: { id: number }) => u.id)).not.toContain(JAMIE);
    // A group's members list says when it starts.
    const filters = encodeURIComponent(JSON.stringify([{ name: 'groupID', comparison: 'eq', value: 7 }]));
    const members = (await admin.get(`/account/users?filters=${filters}`)).body.payload;
    expect(members.find((u: { id: number }) => u.id === JAMIE)).toMatchObject({
      groupStarts: { [ACCOUNT_MANAGERS]: startsAt },
      groupEnds: { [ACCOUNT_MANAGERS]: endsAt },
    });
  });

  it('refuses a start not in the future, not a time, or not before the end, naming startsAt', async () => {
    const admin = await signedIn(api, 'admin');
    for (const dates of [
      { startsAt: inSeconds(-1) },
      { startsAt: clock.iso() },
      { startsAt: 'next Tuesday' },
      { startsAt: inSeconds(60), endsAt: inSeconds(60) },
      { startsAt: inSeconds(61), endsAt: inSeconds(60) },
    ]) {
      const reply = await grant(admin, ENGINEERING, dates);
      expect(reply.status, JSON.stringify(dates)).toBe(400);
      expect(JSON.stringify(reply.body), JSON.stringify(dates)).toContain('startsAt');
    }
    expect(api.server.ctx.store.find('userGroups', (l) => l.userID === JAMIE && l.groupID === ENGINEERING)).toBe(
      undefined,
    );
  });

  it('refuses the same group twice, started or not', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await grant(admin, ENGINEERING, { startsAt: inSeconds(60) })).status).toBe(200);
    const again = await grant(admin, ENGINEERING, {});
    expect(again.status, again.text).toBe(400);
    expect(again.body.errorCode).toBe('ALREADY_EXISTS');
  });

  it('moves a start not come yet, starts it now with null, and refuses to move a started one', async () => {
    const admin = await signedIn(api, 'admin');
    const jamie = await signedIn(api, 'user');
    const { id } = (await grant(admin, ACCOUNT_MANAGERS, { startsAt: inSeconds(60) })).body.payload;
    const later = inSeconds(120);
    const moved = await admin.put(`/account/userGroups/${id}`, { startsAt: later });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.payload.startsAt).toBe(later);
    // An end before the start is refused.
    expect((await admin.put(`/account/userGroups/${id}`, { endsAt: inSeconds(90) })).status).toBe(400);
    const now = await admin.put(`/account/userGroups/${id}`, { startsAt: null });
    expect(now.status, now.text).toBe(200);
    expect(now.body.payload).not.toHaveProperty('startsAt');
    expect((await usersList(jamie)).status).toBe(200);
    const again = await admin.put(`/account/userGroups/${id}`, { startsAt: inSeconds(60) });
    expect(again.status).toBe(400);
    expect(again.text).toContain('startsAt');
  });

  it('makes no superadmin before it starts: the last one stays', async () => {
    const admin = await signedIn(api, 'admin');
    await grant(admin, ADMINISTRATORS, { startsAt: inSeconds(60) });
    const own = api.server.ctx.store.find('userGroups', (l) => l.userID === 1 && l.groupID === ADMINISTRATORS)!;
    const reply = await admin.delete(`/account/userGroups/${own.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.errorCode).toBe('LAST_SUPERADMIN');
  });
});

describe('the sweep starts them', () => {
  it('starts a membership at its start, not a second before, and one past its start too', async () => {
    const admin = await signedIn(api, 'admin');
    const jamie = await signedIn(api, 'user');
    const a = (await grant(admin, ACCOUNT_MANAGERS, { startsAt: inSeconds(60) })).body.payload.id;
    const b = (await grant(admin, ENGINEERING, { startsAt: inSeconds(61) })).body.payload.id;
    const store = api.server.ctx.store;
    clock.advance(59_000); // a: one second before
    expect((await sweep()).started).toEqual([]);
    expect(store.get('userGroups', a)?.startsAt).toBeTruthy();
    expect((await usersList(jamie)).status).toBe(403);
    clock.advance(1_000); // a: at its start; b: one second before
    expect((await sweep()).started).toEqual([a]);
    expect(store.get('userGroups', a)?.startsAt).toBeUndefined();
    expect(store.get('userGroups', b)?.startsAt).toBeTruthy();
    // The same session, signed in before: its very next call is decided with the group.
    expect((await usersList(jamie)).status).toBe(200);
    clock.advance(2_000); // b: a second after its start
    expect((await sweep()).started).toEqual([b]);
    expect(store.get('userGroups', b)?.startsAt).toBeUndefined();
  });

  it('records the start in the history as the platform, under one run, and ends it later', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, { startsAt: inSeconds(60), endsAt: inSeconds(120) })).body.payload;
    clock.advance(60_000);
    await sweep();
    const starts = api.server.ctx.history
      .all()
      .filter((e) => e.resource === 'userGroups' && e.recordID === id && e.action === 'update');
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ actorID: 0, actorEmail: SWEEP_ACTOR, method: 'PUT' });
    expect(starts[0].runID).toMatch(/^membership-starts-/);
    clock.advance(60_000);
    expect((await sweep()).ended).toEqual([id]);
  });

  it("carries out the schedule's pass a slice at a time, every due start and end in the end", async () => {
    const admin = await signedIn(api, 'admin');
    const ends: number[] = [];
    // Groups Jamie is not in (Customers and Sales are theirs).
    for (const groupID of [3, 4, 6, 8]) {
      const reply = await grant(admin, groupID, { endsAt: inSeconds(60) });
      expect(reply.status, reply.text).toBe(200);
      ends.push(reply.body.payload.id);
    }
    const starting = (await grant(admin, ACCOUNT_MANAGERS, { startsAt: inSeconds(30) })).body.payload.id;
    clock.advance(60_000);
    const result = await sweepInSlices(api.server.ctx, clock.now(), 2);
    expect(result.started).toEqual([starting]);
    expect(result.ended.sort()).toEqual(ends.sort());
    for (const id of ends) expect(api.server.ctx.store.get('userGroups', id)).toBeUndefined();
    // Each slice is a run of its own in the history.
    const runs = new Set(
      api.server.ctx.history
        .all()
        .filter((e) => e.resource === 'userGroups' && e.action === 'delete')
        .map((e) => e.runID),
    );
    expect(runs.size).toBe(Math.ceil(ends.length / 2));
  });

  it('starts, when asked with `at`, what is due by then', async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = (await grant(admin, ENGINEERING, { startsAt: inSeconds(86_400) })).body.payload;
    expect((await sweep(inSeconds(86_399))).started).toEqual([]);
    expect((await sweep(inSeconds(86_400))).started).toEqual([id]);
  });
});

describe('the policy tester for a date', () => {
  const test = (client: Client, at?: string) =>
    client.get(
      `/account/rules/test?service=account&method=GET&path=/users&as=session&userID=${JAMIE}${
        at ? `&at=${encodeURIComponent(at)}` : ''
      }`,
    );

  it('answers refused after an end and allowed before it', async () => {
    const admin = await signedIn(api, 'admin');
    await grant(admin, ACCOUNT_MANAGERS, { endsAt: inSeconds(3600) });
    expect((await test(admin, inSeconds(3599))).body.payload.allowed).toBe(true);
    const after = (await test(admin, inSeconds(3600))).body.payload;
    expect(after.allowed).toBe(false);
    expect(after.at).toBe(inSeconds(3600));
    // Asking for a date changes nothing now.
    expect((await test(admin)).body.payload.allowed).toBe(true);
  });

  it('answers allowed from a start and refused before it', async () => {
    const admin = await signedIn(api, 'admin');
    await grant(admin, ACCOUNT_MANAGERS, { startsAt: inSeconds(3600) });
    expect((await test(admin)).body.payload.allowed).toBe(false);
    expect((await test(admin, inSeconds(3599))).body.payload.allowed).toBe(false);
    const from = (await test(admin, inSeconds(3600))).body.payload;
    expect(from.allowed).toBe(true);
    expect(from.rule.groups).toEqual([{ id: ACCOUNT_MANAGERS, name: 'Account Managers' }]);
    expect((await test(admin)).body.payload.allowed).toBe(false);
  });

  it('refuses a date that is not one', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await test(admin, 'tomorrow')).status).toBe(400);
  });
});

describe('who can says when access ends', () => {
  it('names the end of the membership a person holds the right through', async () => {
    const admin = await signedIn(api, 'admin');
    const endsAt = inSeconds(3600);
    await grant(admin, ACCOUNT_MANAGERS, { endsAt });
    const who = await admin.get('/account/rules/whoCan/users?service=account&method=GET&path=/users');
    const jamie = who.body.payload.find((u: { id: number }) => u.id === JAMIE);
    expect(jamie.reasons).toContainEqual(expect.objectContaining({ groupID: ACCOUNT_MANAGERS, endsAt }));
    const admins = who.body.payload.find((u: { id: number }) => u.id === 1);
    for (const reason of admins.reasons) expect(reason).not.toHaveProperty('endsAt');
  });
});

describe("the users' list follows each membership written", () => {
  it("filters on a group and names each person's groups after grants and ends, without a rebuild", async () => {
    const admin = await signedIn(api, 'admin');
    const filters = encodeURIComponent(JSON.stringify([{ name: 'groupID', comparison: 'eq', value: ENGINEERING }]));
    const members = async () =>
      ((await admin.get(`/account/users?filters=${filters}`)).body.payload as { id: number; groupNames: string[] }[])
        .filter((u) => u.id === JAMIE)
        .map((u) => u.groupNames.includes('Engineering'));
    expect(await members()).toEqual([]);
    const { id } = (await grant(admin, ENGINEERING, { endsAt: inSeconds(60) })).body.payload;
    expect(await members()).toEqual([true]);
    clock.advance(60_000);
    await sweep();
    expect(api.server.ctx.store.get('userGroups', id)).toBeUndefined();
    expect(await members()).toEqual([]);
  });
});
