/**
 * Dormant accounts (issue 39, item 2): the deployment's rule (superadmin only, validated), its dry run, the
 * run (on demand and on the schedule, which the test clock drives), each act in the history under the run's
 * id, exemptions, and the dry run equal to what the run then does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DormantPerson } from '../../contract/dormancy';
import { groupRights, isSuperadmin } from '../../fixtures/server/domain/rights';
import { type Client, outbox, signedIn, signedInAccountAdmin, useTestApi } from './support/api';
import { DAY, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now, dormancyEveryMs: 10 });

const RULE = { warnAfterDays: 90, deactivateAfterDays: 180, deleteAfterDays: 365 };
const ago = (days: number, hours = 1) => new Date(clock.now().getTime() - days * DAY - hours * 3_600_000).toISOString();

/**
 * Every person signed in today but these: A mailed (100 days), B deactivated (200), C deleted (400), D never
 * signed in and created 120 days ago (mailed), E inactive already (200: not counted), F exempt by name (400),
 * G in an exempt group (200), H mailed 10 days ago (100: not mailed again).
 */
const A = 10, B = 11, C = 12, D = 13, E = 14, F = 15, G = 16, H = 17; // prettier-ignore
const EXEMPT_GROUP = 8; // Contractors

function arrange() {
  const { store } = api.server.ctx;
  const today = clock.iso();
  for (const user of store.all('users')) store.update('users', user.id, { lastSigninAt: today, active: true });
  store.removeWhere('userGroups', (l) => l.groupID === EXEMPT_GROUP);
  store.update('users', A, { lastSigninAt: ago(100) });
  store.update('users', B, { lastSigninAt: ago(200) });
  store.update('users', C, { lastSigninAt: ago(400) });
  store.update('users', D, { lastSigninAt: '', createdAt: ago(120) });
  store.update('users', E, { lastSigninAt: ago(200), active: false });
  store.update('users', F, { lastSigninAt: ago(400) });
  store.update('users', G, { lastSigninAt: ago(200) });
  store.insert('userGroups', { userID: G, groupID: EXEMPT_GROUP });
  store.update('users', H, { lastSigninAt: ago(100) });
  store.insert('dormancyWarnings', { userID: H, warnedAt: ago(10) });
  store.commit();
}

let admin: Client;
beforeEach(async () => {
  arrange();
  admin = await signedIn(api, 'admin');
});

const ids = (people: DormantPerson[]) => people.map((p) => p.id);
const setRule = (body: object) => admin.put('/account/dormancy', body);
const preview = async (query = '') => {
  const reply = await admin.get(`/account/dormancy/preview${query}`);
  expect(reply.status).toBe(200);
  return reply.body.payload;
};
const run = async (client = admin) => {
  const reply = await client.post('/account/dormancy/run');
  expect(reply.status).toBe(200);
  return reply.body.payload;
};
const entriesOf = (runID: string) => api.server.ctx.history.all().filter((e) => e.runID === runID);
const stored = (id: number) => api.server.ctx.store.get('users', id);

describe('the rule', () => {
  it('is off in the seed, and the superadmin sets it: stored, in the history', async () => {
    const before = (await admin.get('/account/dormancy')).body.payload;
    expect(before).toMatchObject({ enabled: false, exemptUserIDs: [], exemptGroupIDs: [], deleteAfterDays: null });
    const reply = await setRule({ ...RULE, exemptUserIDs: [F, F], exemptGroupIDs: [EXEMPT_GROUP] });
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toMatchObject({ ...RULE, enabled: false, exemptUserIDs: [F], exemptGroupIDs: [8] });
    expect((await admin.get('/account/dormancy')).body.payload).toMatchObject(RULE);
    const entry = api.server.ctx.history.all()[0];
    expect(entry).toMatchObject({
      resource: 'dormancyRules',
      recordID: 1,
      action: 'update',
      actorEmail: 'admin@example.com',
    });
    expect(entry.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['deleteAfterDays', 'exemptUserIDs', 'exemptGroupIDs']),
    );
  });

  it.each([
    [{ warnAfterDays: 180, deactivateAfterDays: 180 }, 'deactivateAfterDays'],
    [{ warnAfterDays: 200, deactivateAfterDays: 100 }, 'deactivateAfterDays'],
    [{ deleteAfterDays: 180 }, 'deleteAfterDays'],
    [{ deleteAfterDays: 100 }, 'deleteAfterDays'],
    [{ warnAfterDays: 0 }, 'warnAfterDays'],
    [{ deactivateAfterDays: 3651 }, 'deactivateAfterDays'],
    [{ warnAfterDays: 1.5 }, 'warnAfterDays'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ exemptUserIDs: [0] }, 'exemptUserIDs'],
    [{ exemptUserIDs: [99999] }, 'exemptUserIDs'],
    [{ exemptGroupIDs: [99999] }, 'exemptGroupIDs'],
    [{ exemptUserIDs: 'more than 1,000' }, 'exemptUserIDs'],
    [{ lastRun: 'x' }, undefined],
  ])('refuses %j (400, field %s) and changes nothing', async (sample, field) => {
    const body =
      (sample as { exemptUserIDs?: unknown }).exemptUserIDs === 'more than 1,000'
        ? { exemptUserIDs: Array.from({ length: 1001 }, (_, i) => i + 1) }
        : sample;
    expect((await setRule(RULE)).status).toBe(200);
    const reply = await setRule(body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect((await admin.get('/account/dormancy')).body.payload).toMatchObject({ ...RULE, exemptUserIDs: [] });
  });

  it('takes the thresholds in order whatever the stored ones, and K may be cleared', async () => {
    expect((await setRule({ warnAfterDays: 400, deactivateAfterDays: 500, deleteAfterDays: 600 })).status).toBe(200);
    expect((await setRule({ deleteAfterDays: null })).body.payload.deleteAfterDays).toBeNull();
    expect((await setRule({ warnAfterDays: 3648, deactivateAfterDays: 3649, deleteAfterDays: 3650 })).status).toBe(200);
  });

  it('is the superadmin’s alone: an account administrator and a plain user are refused, a visitor too', async () => {
    const accountAdmin = await signedInAccountAdmin(api);
    const user = await signedIn(api, 'user');
    for (const client of [accountAdmin, user]) {
      expect((await client.get('/account/dormancy')).status).toBe(403);
      expect((await client.put('/account/dormancy', { enabled: true })).status).toBe(403);
      expect((await client.get('/account/dormancy/preview')).status).toBe(403);
      expect((await client.post('/account/dormancy/run')).status).toBe(403);
      expect((await client.get('/account/dormancy/runs')).status).toBe(403);
    }
    expect((await api.client().post('/account/dormancy/run')).status).toBe(401);
    expect(api.server.ctx.store.all('dormancyRuns')).toEqual([]);
    expect(stored(B)!.active).toBe(true);
  });
});

describe('the dry run and the run', () => {
  beforeEach(async () => {
    expect((await setRule({ ...RULE, exemptUserIDs: [F], exemptGroupIDs: [EXEMPT_GROUP] })).status).toBe(200);
  });

  it('lists exactly who is mailed, deactivated and deleted today, with counts; exempt people are left out', async () => {
    const plan = await preview();
    expect(ids(plan.mail)).toEqual([D, A]); // longest inactive first
    expect(ids(plan.deactivate)).toEqual([B]);
    expect(ids(plan.delete)).toEqual([C]);
    expect(plan.counts).toEqual({ mail: 2, deactivate: 1, delete: 1 });
    expect(plan.deactivate[0]).toMatchObject({ id: B, email: stored(B)!.email, active: true, inactiveDays: 200 });
    // A dry run changes nothing.
    expect(stored(B)!.active).toBe(true);
    expect(await outbox(api, stored(A)!.email)).toEqual([]);
  });

  it('a membership of an exempt group that has not started exempts nobody yet (issue 62)', async () => {
    api.server.ctx.store.insert('userGroups', { userID: B, groupID: EXEMPT_GROUP, startsAt: ago(-30) });
    expect(ids((await preview()).deactivate)).toEqual([B]);
  });

  it('does exactly what the dry run listed, each act audited under one runID', async () => {
    const plan = await preview('?range=[0,999]');
    const emails = { A: stored(A)!.email, D: stored(D)!.email };
    const result = await run();
    expect(result.mailed).toEqual(ids(plan.mail));
    expect(result.deactivated).toEqual(ids(plan.deactivate));
    expect(result.deleted).toEqual(ids(plan.delete));
    const { runID } = result.run;
    expect(runID).toBe(`dormancy-${clock.iso()}`);
    expect(result.run).toMatchObject({ by: 'admin@example.com', mailed: 2, deactivated: 1, deleted: 1 });

    expect(stored(B)!.active).toBe(false);
    expect(stored(C)).toBeUndefined();
    for (const id of [E, F, G, H]) expect(stored(id), `user ${id}`).toBeDefined();
    expect(stored(G)!.active).toBe(true);
    expect(stored(F)!.active).toBe(true);
    const mail = (await outbox(api, emails.A))[0];
    expect(mail.subject).toBe('Your account will be deactivated');
    expect(mail.text).toContain('100 days');
    expect(await outbox(api, emails.D)).toHaveLength(1);
    expect(await outbox(api, stored(H)!.email)).toEqual([]);

    const entries = entriesOf(runID);
    const acts = entries.map((e) => `${e.resource}:${e.recordID}:${e.action}`);
    expect(acts).toEqual(expect.arrayContaining([`users:${B}:update`, `users:${C}:delete`]));
    expect(entries.filter((e) => e.resource === 'dormancyWarnings').flatMap((e) => e.about)).toEqual(
      expect.arrayContaining([`users:${A}`, `users:${D}`]),
    );
    expect(entries.every((e) => e.actorEmail === 'admin@example.com' && e.path === '/account/dormancy/run')).toBe(true);
    const deactivation = entries.find((e) => e.recordID === B && e.resource === 'users')!;
    expect(deactivation.changes.find((c) => c.field === 'active')).toEqual({
      field: 'active',
      before: true,
      after: false,
    });
    // The history answers the run by its runID, as the console's "History of this run" asks.
    const listed = await admin.get(
      `/account/history?filters=${encodeURIComponent(JSON.stringify([{ name: 'runID', comparison: 'eq', value: runID }]))}&range=[0,99]`,
    );
    expect(listed.body.payload.map((e: { id: number }) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
    // The run is listed.
    const runs = (await admin.get('/account/dormancy/runs')).body.payload;
    expect(runs[0]).toMatchObject({ runID, mailed: 2, deactivated: 1, deleted: 1 });
  });

  it('a second run the same day does nothing (each act once), and the dry run said so', async () => {
    const first = await run();
    const mails = (await outbox(api)).length;
    expect((await preview()).counts).toEqual({ mail: 0, deactivate: 0, delete: 0 });
    const second = await run();
    expect(second.run.runID).not.toBe(first.run.runID);
    expect(second).toMatchObject({ mailed: [], deactivated: [], deleted: [] });
    expect(entriesOf(second.run.runID)).toEqual([]);
    expect((await outbox(api)).length).toBe(mails);
  });

  it('mails a person once until they sign in again; then again when they reach N days anew', async () => {
    const user = await signedIn(api, 'user'); // user@example.com, id 2: signed in now
    await user.get('/account/users/current');
    const userID = 2;
    api.server.ctx.store.update('users', userID, { lastSigninAt: ago(95) });
    expect((await run()).mailed).toContain(userID);
    clock.advance(DAY);
    admin = await signedIn(api, 'admin'); // sessions idle out over a day of the test clock
    expect((await run()).mailed).not.toContain(userID);
    // A sign-in ends the warning: 90 days later they are mailed again.
    await signedIn(api, 'user');
    clock.advance(91 * DAY);
    admin = await signedIn(api, 'admin'); // the earlier session expired meanwhile
    expect((await preview('?range=[0,999]')).mail.map((p: DormantPerson) => p.id)).toContain(userID);
    expect((await run()).mailed).toContain(userID);
    // Each signedIn is a browser of its own: the second sign-in mailed a new device's notice too.
    const mails = await outbox(api, 'user@example.com');
    expect(mails.filter((m) => m.subject !== 'New sign-in to your account')).toHaveLength(2);
  });

  it('deletes at K the inactive too, and without K deletes nobody', async () => {
    api.server.ctx.store.update('users', E, { lastSigninAt: ago(400) });
    // As long inactive as C: by id.
    expect(ids((await preview()).delete)).toEqual([C, E]);
    expect((await setRule({ deleteAfterDays: null })).status).toBe(200);
    const plan = await preview();
    expect(plan.delete).toEqual([]);
    // C is now deactivated instead; E, inactive already, is not counted.
    expect(ids(plan.deactivate)).toEqual([C, B]);
  });

  it('never leaves the platform without an active superadmin: the one active most recently stays', async () => {
    const { ctx } = api.server;
    const superadminGroup = ctx.store
      .all('groups')
      .find((g) => groupRights(ctx, g.id).includes('account:superadmin'))!.id;
    const me = ctx.store.all('users').find((u) => u.email === 'admin@example.com')!.id;
    // B (200 days) made a superadmin too; the caller, the seed's one, 190 days: both would be deactivated, so the
    // caller, active more recently, stays.
    ctx.store.insert('userGroups', { userID: B, groupID: superadminGroup });
    ctx.store.update('users', me, { lastSigninAt: ago(190) });
    const superadmins = ctx.store.all('users').filter((u) => u.active && isSuperadmin(ctx, u));
    expect(superadmins.map((u) => u.id).sort()).toEqual([me, B].sort());
    const plan = await preview('?range=[0,999]');
    expect(ids(plan.deactivate)).toContain(B);
    expect([...ids(plan.deactivate), ...ids(plan.delete)]).not.toContain(me);
    const result = await run();
    expect(result.deactivated).toContain(B);
    expect(stored(me)!.active).toBe(true);
    // With another superadmin active (H, signed in today), the rule takes the caller's account too.
    ctx.store.insert('userGroups', { userID: H, groupID: superadminGroup });
    ctx.store.update('users', H, { lastSigninAt: clock.iso() });
    expect(ids((await preview('?range=[0,999]')).deactivate)).toContain(me);
  });

  it('pages each list with range and keeps the counts whole; a bad range is a 400', async () => {
    const page = await preview('?range=[1,1]');
    expect(ids(page.mail)).toEqual([A]);
    expect(page.deactivate).toEqual([]);
    expect(page.counts.mail).toBe(2);
    for (const bad of ['[1]', '[2,1]', 'x', '[-1,3]']) {
      expect((await admin.get(`/account/dormancy/preview?range=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
  });

  it('runs from an access token as its superadmin owner, and is recorded as via a token', async () => {
    const token = (await admin.post('/account/users/current/accessTokens', { name: 'dormancy' })).body.payload.token;
    const bearer = api.client();
    const reply = await bearer.post('/account/dormancy/run', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    expect(entriesOf(reply.body.payload.run.runID).every((e) => e.viaToken && e.actorID === 1)).toBe(true);
  });
});

describe('the schedule', () => {
  const scheduled = () => api.server.ctx.store.all('dormancyRuns').filter((r) => r.by === 'schedule');
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return check();
  };

  it('does not run while the rule is off', async () => {
    expect((await setRule(RULE)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduled()).toEqual([]);
    expect(stored(B)!.active).toBe(true);
  });

  it('runs once a day while on, as the schedule, and again when the clock reaches the next day', async () => {
    expect((await setRule({ ...RULE, enabled: true, exemptUserIDs: [F], exemptGroupIDs: [EXEMPT_GROUP] })).status).toBe(
      200,
    );
    expect(await until(() => scheduled().length === 1)).toBe(true);
    const [first] = scheduled();
    expect(first).toMatchObject({ by: 'schedule', deactivated: 1, deleted: 1 });
    expect(stored(B)!.active).toBe(false);
    const entries = entriesOf(first.runID);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actorID === 0 && e.actorEmail === 'dormancy rule (schedule)')).toBe(true);
    // On disk before anyone asks: the history's log holds the run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduled()).toHaveLength(1);

    api.server.ctx.store.update('users', A, { lastSigninAt: ago(200) });
    clock.advance(DAY);
    expect(await until(() => scheduled().length === 2)).toBe(true);
    expect(scheduled()[1]).toMatchObject({ deactivated: 1 });
    expect(stored(A)!.active).toBe(false);

    // Switched off, it stops.
    admin = await signedIn(api, 'admin');
    expect((await setRule({ enabled: false })).status).toBe(200);
    clock.advance(DAY);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduled()).toHaveLength(2);
  });

  it('acts with the rights of whoever saved the rule last, as they are at the run: none once they are gone', async () => {
    expect((await setRule(RULE)).status).toBe(200);
    const { store } = api.server.ctx;
    expect(store.get('dormancyRules', 1)!.savedBy).toBe(1);
    // Saved by a superadmin who has been deactivated since: the schedule has nobody's rights to act with.
    const tess = store.insert('users', {
      ...store.get('users', 1)!,
      id: undefined,
      email: 'tess@example.com',
      active: false,
    });
    store.insert('userGroups', { userID: tess.id, groupID: 1 });
    store.update('dormancyRules', 1, { enabled: true, savedBy: tess.id });
    store.commit();
    expect(await until(() => scheduled().length === 1)).toBe(true);
    expect(scheduled()[0]).toMatchObject({ deactivated: 0, deleted: 0 });
    expect(stored(B)!.active).toBe(true);
    expect(stored(C)).toBeTruthy();
  });
});

describe('the dry run of a rule not saved, and a run of the rule confirmed (issue 64)', () => {
  it('previews the saved rule with the changes sent, stores nothing, and refuses an order a save refuses', async () => {
    expect((await setRule(RULE)).status).toBe(200);
    const saved = await preview();
    expect(saved.saved).toBe(true);
    expect(ids(saved.deactivate).sort()).toEqual([B, G]);
    // Deactivate after 300 days instead of 180: B and G (200 days) are only mailed now.
    const reply = await admin.post('/account/dormancy/preview', { deactivateAfterDays: 300 });
    expect(reply.status).toBe(200);
    const unsaved = reply.body.payload;
    expect(unsaved).toMatchObject({ saved: false, rule: { deactivateAfterDays: 300, warnAfterDays: 90 } });
    expect(ids(unsaved.deactivate)).toEqual([]);
    expect(ids(unsaved.mail)).toContain(B);
    // Nothing saved: the rule and its dry run are as they were.
    expect((await admin.get('/account/dormancy')).body.payload.deactivateAfterDays).toBe(180);
    expect(ids((await preview()).deactivate).sort()).toEqual([B, G]);
    const wrong = await admin.post('/account/dormancy/preview', { deactivateAfterDays: 30 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('deactivateAfterDays');
  });

  it('runs the rule whose dry run was confirmed, and refuses once the rule was saved again since (409)', async () => {
    expect((await setRule(RULE)).status).toBe(200);
    const confirmed = (await preview()).rule.updatedAt;
    clock.advance(1000);
    expect((await setRule({ deactivateAfterDays: 300 })).status).toBe(200);
    const stale = await admin.post('/account/dormancy/run', { ruleUpdatedAt: confirmed });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('DORMANCY_RULE_CHANGED');
    expect(stored(B)!.active).toBe(true);
    const fresh = await admin.post('/account/dormancy/run', { ruleUpdatedAt: (await preview()).rule.updatedAt });
    expect(fresh.status).toBe(200);
  });
});
