/**
 * Joiner, mover and leaver rules (issue 62): a change that moves a person into a rule's trigger takes them in and
 * its steps due at once are done before the change's answer (one history run, the rule's, undone entry by entry);
 * steps that wait are done by the schedule on the test clock's day, only if what took the person in still holds;
 * the dry run lists exactly whom Run now takes in; SCIM's changes take people in as the console's do; no rule
 * removes the last active superadmin or acts beyond the rights of the administrator who saved it.
 */
import { describe, expect, it } from 'vitest';
import { type Client, bearerClient, outbox, signedIn, useTestApi } from './support/api';
import { TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now, lifecycleEveryMs: 0 });

const DAY = 24 * 60 * 60 * 1000;
/** The plain demo user (Jamie Rivera): Customers and Sales. */
const JAMIE = 2;
const ADMIN = 1;
const ENGINEERING = 4;
const SALES = 5;
const CUSTOMERS = 7;
const ACME = 1;

const store = () => api.server.ctx.store;
const member = (userID: number, groupID: number) =>
  !!store().find('userGroups', (l) => l.userID === userID && l.groupID === groupID);
const templateID = (code: string) => store().find('templates', (t) => t.code === code)!.id;

async function makeRule(admin: Client, body: Record<string, unknown>) {
  const made = await admin.post('/account/lifecycleRules', { name: 'Leavers', trigger: 'leaver', ...body });
  expect(made.status, made.text).toBe(200);
  return made.body.payload as { id: number };
}
const sweep = async (at?: Date) => {
  const reply = await api.client().post('/__dev/lifecycle/sweep', at ? { at: at.toISOString() } : {});
  expect(reply.status, reply.text).toBe(200);
};
const deactivate = async (admin: Client, id: number) => {
  const reply = await admin.put(`/account/users/${id}`, { active: false });
  expect(reply.status, reply.text).toBe(200);
};

describe('a rule at the moment of a change', () => {
  it('a deactivation takes the person out of their groups in the same answer, as the rule’s run', async () => {
    const admin = await signedIn(api, 'admin');
    const rule = await makeRule(admin, {
      steps: [
        { action: 'removeGroup', groupID: CUSTOMERS },
        { action: 'removeGroup', groupID: SALES },
      ],
    });
    await deactivate(admin, JAMIE);
    expect(member(JAMIE, CUSTOMERS)).toBe(false);
    expect(member(JAMIE, SALES)).toBe(false);
    const runs = (await admin.get(`/account/lifecycleRules/${rule.id}/runs`)).body.payload;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ by: 'moment', done: 2, refused: 0, cancelled: 0 });
    // One history run, the rule's own (not the administrator's deactivation), each removal revertible.
    const entries = api.server.ctx.history.all().filter((e) => e.runID === runs[0].runID);
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['userGroups', 'delete'],
      ['userGroups', 'delete'],
    ]);
    expect(entries[0].actorEmail).toBe('lifecycle rule "Leavers"');
    for (const entry of entries) {
      const undo = await admin.post(`/account/history/${entry.id}/revert`, {});
      expect(undo.status, undo.text).toBe(200);
    }
    expect(member(JAMIE, CUSTOMERS) && member(JAMIE, SALES)).toBe(true);
  });

  it('a rule switched off or of another organization takes nobody in', async () => {
    const admin = await signedIn(api, 'admin');
    await makeRule(admin, { enabled: false, steps: [{ action: 'removeGroup', groupID: CUSTOMERS }] });
    const other = store().insert('organizations', {
      ...store().get('organizations', ACME)!,
      id: undefined,
      name: 'Else',
    });
    await makeRule(admin, {
      name: 'Else leavers',
      organizationID: other.id,
      steps: [{ action: 'removeGroup', groupID: SALES }],
    });
    await deactivate(admin, JAMIE);
    expect(member(JAMIE, CUSTOMERS) && member(JAMIE, SALES)).toBe(true);
    expect(store().all('lifecycleTasks')).toEqual([]);
  });

  it('a step that waits is done on its day, only if the person is still a leaver', async () => {
    const admin = await signedIn(api, 'admin');
    const rule = await makeRule(admin, {
      steps: [
        { action: 'mailPerson', templateID: templateID('DORMANT_ACCOUNT') },
        { action: 'delete', afterDays: 30 },
      ],
    });
    await deactivate(admin, JAMIE);
    expect((await outbox(api, 'user@example.com')).length).toBeGreaterThan(0);
    await sweep(new Date(clock.now().getTime() + 30 * DAY - 1000));
    expect(store().get('users', JAMIE)).toBeDefined();
    await sweep(new Date(clock.now().getTime() + 30 * DAY));
    expect(store().get('users', JAMIE)).toBeUndefined();
    const runs = (await admin.get(`/account/lifecycleRules/${rule.id}/runs`)).body.payload;
    expect(runs[0]).toMatchObject({ by: 'schedule', done: 1 });
  });

  it('a leaver back before the day is not deleted: the waiting step is cancelled, saying why', async () => {
    const admin = await signedIn(api, 'admin');
    const rule = await makeRule(admin, { steps: [{ action: 'delete', afterDays: 30 }] });
    await deactivate(admin, JAMIE);
    expect((await admin.put(`/account/users/${JAMIE}`, { active: true })).status).toBe(200);
    await sweep(new Date(clock.now().getTime() + 31 * DAY));
    expect(store().get('users', JAMIE)).toBeDefined();
    const tasks = (await admin.get(`/account/lifecycleRules/${rule.id}/tasks`)).body.payload;
    expect(tasks[0]).toMatchObject({ status: 'cancelled', reason: 'NO_LONGER_APPLIES' });
  });

  it('a rule changed since someone was taken in does not do what the old one planned', async () => {
    const admin = await signedIn(api, 'admin');
    const rule = await makeRule(admin, { steps: [{ action: 'delete', afterDays: 30 }] });
    await deactivate(admin, JAMIE);
    const changed = await admin.put(`/account/lifecycleRules/${rule.id}`, {
      steps: [{ action: 'delete', afterDays: 60 }],
    });
    expect(changed.status, changed.text).toBe(200);
    await sweep(new Date(clock.now().getTime() + 31 * DAY));
    expect(store().get('users', JAMIE)).toBeDefined();
    expect(store().find('lifecycleTasks', (t) => t.ruleID === rule.id)).toMatchObject({ reason: 'RULE_CHANGED' });
  });

  it('never removes the last active superadmin: that step is refused, the rest done', async () => {
    const admin = await signedIn(api, 'admin');
    const superadmins = store()
      .all('users')
      .filter(
        (u) => u.id !== ADMIN && u.active && store().find('userGroups', (l) => l.userID === u.id && l.groupID === 1),
      );
    for (const other of superadmins) store().update('users', other.id, { active: false });
    const rule = await makeRule(admin, { trigger: 'joiner', steps: [{ action: 'deactivate' }] });
    // Run now takes in every active person, the last superadmin among them.
    const run = await admin.post(`/account/lifecycleRules/${rule.id}/run`, {});
    expect(run.status, run.text).toBe(200);
    expect(store().get('users', ADMIN)!.active).toBe(true);
    const refused = store().find('lifecycleTasks', (t) => t.userID === ADMIN);
    expect(refused).toMatchObject({ status: 'refused', reason: 'LAST_SUPERADMIN' });
  });

  it('acts as the administrator who saved it: one who is no longer a superadmin makes no change', async () => {
    const admin = await signedIn(api, 'admin');
    const rule = await makeRule(admin, { steps: [{ action: 'removeGroup', groupID: CUSTOMERS }] });
    store().update('lifecycleRules', rule.id, { savedBy: JAMIE });
    const other = store().find('users', (u) => u.id > JAMIE && u.active && member(u.id, CUSTOMERS))!;
    await deactivate(admin, other.id);
    expect(member(other.id, CUSTOMERS)).toBe(true);
    expect(store().find('lifecycleTasks', (t) => t.userID === other.id)).toMatchObject({
      status: 'refused',
      reason: 'FORBIDDEN',
    });
  });
});

describe('the dry run and Run now', () => {
  it('lists exactly whom a run takes in; the run does it once; a changed rule is refused 409', async () => {
    const admin = await signedIn(api, 'admin');
    // Two leavers before the rule existed: one in Customers, one in no group the rule removes.
    await deactivate(admin, JAMIE);
    const rule = await makeRule(admin, { steps: [{ action: 'removeGroup', groupID: CUSTOMERS }] });
    const preview = (await admin.get(`/account/lifecycleRules/${rule.id}/preview`)).body.payload;
    const leavers = store()
      .all('users')
      .filter((u) => !u.active && member(u.id, CUSTOMERS))
      .map((u) => u.id);
    expect(preview.people.map((p: { id: number }) => p.id).sort()).toEqual(leavers.sort());
    expect(preview.count).toBe(leavers.length);
    expect(preview.people.find((p: { id: number }) => p.id === JAMIE).steps).toEqual([
      expect.objectContaining({ action: 'removeGroup', target: 'Customers', effect: 'change' }),
    ]);

    const stale = await admin.post(`/account/lifecycleRules/${rule.id}/run`, { ruleKey: 'old' });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('LIFECYCLE_RULE_CHANGED');

    const run = await admin.post(`/account/lifecycleRules/${rule.id}/run`, { ruleKey: preview.ruleKey });
    expect(run.status, run.text).toBe(200);
    expect(run.body.payload).toMatchObject({ takenIn: leavers.length, run: { by: 'admin@example.com' } });
    for (const id of leavers) expect(member(id, CUSTOMERS)).toBe(false);
    // Done once: the next dry run finds nobody.
    expect((await admin.get(`/account/lifecycleRules/${rule.id}/preview`)).body.payload.count).toBe(0);
  });

  it('previews a rule on the screen, not saved, checked as a save is', async () => {
    const admin = await signedIn(api, 'admin');
    await deactivate(admin, JAMIE);
    const body = { name: 'Draft', trigger: 'leaver', steps: [{ action: 'removeGroup', groupID: SALES }] };
    const preview = await admin.post('/account/lifecycleRules/preview', body);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.payload).toMatchObject({ saved: false });
    expect(preview.body.payload.people.map((p: { id: number }) => p.id)).toContain(JAMIE);
    expect(store().all('lifecycleRules')).toEqual([]);
    const wrong = await admin.post('/account/lifecycleRules/preview', {
      ...body,
      steps: [{ action: 'removeGroup', groupID: 999 }],
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses a rule that makes no sense, naming the field', async () => {
    const admin = await signedIn(api, 'admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ steps: [] }, 'steps'],
      [{ steps: [{ action: 'addGroup' }] }, 'steps'],
      [{ trigger: 'mover', steps: [{ action: 'deactivate' }] }, 'attribute'],
      [{ steps: [{ action: 'delete' }, { action: 'mailPerson', templateID: 1, afterDays: 2 }] }, 'steps'],
      [{ trigger: 'whenever', steps: [{ action: 'deactivate' }] }, 'trigger'],
    ];
    for (const [body, field] of cases) {
      const reply = await admin.post('/account/lifecycleRules', { name: 'Bad', trigger: 'leaver', ...body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(field);
    }
    expect(store().all('lifecycleRules')).toEqual([]);
  });

  it('is the superadmin’s alone', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/lifecycleRules')).status).toBe(403);
    const auditor = await signedIn(api, 'auditor');
    expect((await auditor.post('/account/lifecycleRules', { name: 'x', trigger: 'leaver', steps: [] })).status).toBe(
      403,
    );
  });
});

describe('an integration’s changes take people in as the console’s do', () => {
  it('SCIM: a joiner of the client’s organization gets its group, a mover its new one, a leaver loses both', async () => {
    const admin = await signedIn(api, 'admin');
    await makeRule(admin, {
      name: 'Acme joiners',
      trigger: 'joiner',
      organizationID: ACME,
      steps: [{ action: 'addGroup', groupID: SALES }],
    });
    await makeRule(admin, {
      name: 'To engineering',
      trigger: 'mover',
      attribute: 'department',
      value: 'Engineering',
      steps: [{ action: 'addGroup', groupID: ENGINEERING }],
    });
    await makeRule(admin, {
      name: 'Acme leavers',
      steps: [
        { action: 'removeGroup', groupID: SALES },
        { action: 'removeGroup', groupID: ENGINEERING },
      ],
    });
    const made = await admin.post('/account/provisioningClients', { name: 'Entra ID', organizationID: ACME });
    expect(made.status, made.text).toBe(200);
    const scim = bearerClient(api, made.body.payload.token);
    const created = await scim.post('/scim/v2/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'new.person@example.com',
      name: { givenName: 'New', familyName: 'Person' },
      emails: [{ primary: true, type: 'work', value: 'new.person@example.com' }],
      active: true,
    });
    expect(created.status, created.text).toBe(201);
    const id = Number(created.body.id);
    expect(member(id, SALES)).toBe(true);
    const moved = await scim.call('PATCH', `/scim/v2/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Engineering',
        },
      ],
    });
    expect(moved.status, moved.text).toBe(200);
    expect(member(id, ENGINEERING)).toBe(true);
    const left = await scim.call('PATCH', `/scim/v2/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', value: { active: false } }],
    });
    expect(left.status, left.text).toBe(200);
    expect(member(id, SALES) || member(id, ENGINEERING)).toBe(false);
  });
});
