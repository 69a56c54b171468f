/**
 * Access requests (issue 62): a person asks for a requestable group with a reason for some days (at most the
 * group's maximum); the group's approvers (named people or the members of a group) approve or deny, one or many
 * at once, never their own request (not even the superadmin); once the approvals needed are in, the membership
 * is given through the grant's one path until now + the days, in the history as the approver's; a request not
 * answered within REQUEST_EXPIRES_MS expires on the test clock; the requester may cancel a pending one.
 */
import { describe, expect, it } from 'vitest';
import { ENDING_NOTICE_MS } from '../../fixtures/server/commands/accessRequests';
import { REQUEST_EXPIRES_MS } from '../../fixtures/server/domain/accessRequests';
import { hashPassword } from '../../fixtures/server/secrets';
import { type Client, outbox, signedIn, useTestApi } from './support/api';
import { DAY, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now, membershipSweepEveryMs: 0 });

const ADMIN = 1;
const JAMIE = 2;
const ENGINEERING = 4;
const FINANCE = 6;
const CONTRACTORS = 8;

const membership = (userID: number, groupID: number) =>
  api.server.ctx.store.find('userGroups', (l) => l.userID === userID && l.groupID === groupID);
const requestRow = (id: number) => api.server.ctx.store.get('accessRequests', id);

/** A plain person (Customers: account user) made for the test and signed in. */
async function signedInPerson(name: string): Promise<{ client: Client; id: number }> {
  const { store } = api.server.ctx;
  const now = new Date().toISOString();
  const user = store.insert('users', {
    uuid: `test-${name}`,
    firstName: name,
    lastName: 'Tester',
    email: `${name}@example.com`,
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('secret123'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: user.id, groupID: 7 });
  const client = api.client();
  await client.signIn(user.email, 'secret123');
  return { client, id: user.id };
}

/** Makes a group requestable (the administrator's PUT of the group), approved by `settings`. */
async function requestable(admin: Client, groupID: number, settings: Record<string, unknown>) {
  const reply = await admin.put(`/account/groups/${groupID}`, { requestable: true, ...settings });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload;
}

const ask = (client: Client, groupID: number, days = 7, reason = 'On call this week') =>
  client.post('/account/accessRequests', { groupID, reason, days });
const decide = (client: Client, requestIDs: number[], decision: 'approve' | 'deny', comment = '') =>
  client.post('/account/accessRequests/decisions', { requestIDs, decision, comment });
const sweep = async () => {
  const reply = await api.client().post('/__dev/accessRequests/expire');
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as { expiredRequests: number[] };
};

describe("a group's request settings", () => {
  it('are off by default and set through the group’s own write, by an administrator only', async () => {
    const admin = await signedIn(api, 'admin');
    const before = (await admin.get(`/account/groups/${ENGINEERING}`)).body.payload;
    expect(before.requestable ?? false).toBe(false);
    const after = await requestable(admin, ENGINEERING, {
      approverIDs: [ADMIN],
      approverGroupID: 9,
      approvalsNeeded: 2,
      maxRequestDays: 14,
      requestStepUp: false,
    });
    expect(after).toMatchObject({ requestable: true, approverIDs: [ADMIN], approvalsNeeded: 2, maxRequestDays: 14 });
    const jamie = await signedIn(api, 'user');
    expect((await jamie.put(`/account/groups/${ENGINEERING}`, { requestable: false })).status).toBe(403);
  });

  it('refuses approvers who are no one, naming the field', async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await admin.put(`/account/groups/${ENGINEERING}`, { approverIDs: [99999] });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'approverIDs' });
    const group = await admin.put(`/account/groups/${ENGINEERING}`, { approverGroupID: 99999 });
    expect(group.body).toMatchObject({ field: 'approverGroupID' });
  });
});

describe('asking', () => {
  it('refuses a group that is not requestable', async () => {
    const jamie = await signedIn(api, 'user');
    const reply = await ask(jamie, ENGINEERING);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'GROUP_NOT_REQUESTABLE', field: 'groupID' });
    expect(api.server.ctx.store.all('accessRequests')).toHaveLength(0);
  });

  it('refuses more days than the group’s maximum, a blank reason, a member and a second pending request', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN], maxRequestDays: 10 });
    await requestable(admin, 5, { approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const tooLong = await ask(jamie, ENGINEERING, 11);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'days' });
    const blank = await ask(jamie, ENGINEERING, 5, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: 'reason' });
    // Jamie is in Sales already.
    const member = await ask(jamie, 5);
    expect(member.status).toBe(400);
    expect(member.body.errorCode).toBe('ALREADY_MEMBER');
    const first = await ask(jamie, ENGINEERING, 10);
    expect(first.status, first.text).toBe(200);
    expect(first.body.payload).toMatchObject({ status: 'pending', groupName: 'Engineering', days: 10 });
    const again = await ask(jamie, ENGINEERING, 3);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('REQUEST_PENDING');
  });

  it('needs a fresh second factor when the group says so', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN], requestStepUp: true });
    const jamie = await signedIn(api, 'user');
    await api.client().post('/__dev/stepUp/lapse');
    const reply = await ask(jamie, ENGINEERING);
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('STEP_UP_REQUIRED');
  });

  it('lists the requestable groups and the person’s own requests, and lets them cancel a pending one', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN], maxRequestDays: 10 });
    const jamie = await signedIn(api, 'user');
    const groups = (await jamie.get('/account/accessRequests/groups')).body.payload;
    expect(groups).toEqual([{ id: ENGINEERING, name: 'Engineering', maxRequestDays: 10, requestStepUp: false }]);
    const { id } = (await ask(jamie, ENGINEERING)).body.payload;
    const mine = (await jamie.get('/account/accessRequests')).body.payload;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
    // Nobody else cancels it.
    expect((await admin.post(`/account/accessRequests/${id}/cancel`)).status).toBe(404);
    const cancelled = await jamie.post(`/account/accessRequests/${id}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(requestRow(id)?.status).toBe('cancelled');
    expect((await jamie.post(`/account/accessRequests/${id}/cancel`)).body.errorCode).toBe('REQUEST_NOT_PENDING');
    expect((await decide(admin, [id], 'approve')).body.errorCode).toBe('REQUEST_NOT_PENDING');
  });
});

describe('deciding', () => {
  it('never lets anyone approve their own request, not even the superadmin', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, CONTRACTORS, { approverIDs: [ADMIN] });
    const { id } = (await ask(admin, CONTRACTORS)).body.payload;
    const reply = await decide(admin, [id], 'approve');
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('OWN_REQUEST');
    expect(membership(ADMIN, CONTRACTORS)).toBeUndefined();
    expect(requestRow(id)?.status).toBe('pending');
  });

  it('refuses a person who is not an approver of the request', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id] });
    await requestable(admin, FINANCE, { approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, FINANCE)).body.payload;
    const reply = await decide(ann.client, [id], 'approve');
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('NOT_AN_APPROVER');
    // Nor does it show among the requests waiting for her.
    expect((await ann.client.get('/account/accessRequests/toDecide')).body.payload).toEqual([]);
    expect(membership(JAMIE, FINANCE)).toBeUndefined();
  });

  it('grants the group through the grant, until now + the days, in the history as the approver’s', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id], maxRequestDays: 30 });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING, 7)).body.payload;
    const waiting = (await ann.client.get('/account/accessRequests/toDecide')).body.payload;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ id, requesterEmail: 'user@example.com', groupName: 'Engineering' });
    expect(waiting[0].requesterGroups).toEqual(expect.arrayContaining(['Customers', 'Sales']));
    // Who the requester is, for the approver: their organization now (and their manager, when the directory says).
    expect(waiting[0].requesterOrganization).toBe('Acme Corporation');
    expect(waiting[0]).not.toHaveProperty('requesterManager');
    expect(waiting[0].grants).toEqual(expect.arrayContaining(['account:user', 'billing:user']));
    clock.advance(DAY);
    // A day later (the sessions of the day before have lapsed): Ann signs in again.
    await ann.client.signIn('ann@example.com', 'secret123');
    const reply = await decide(ann.client, [id], 'approve', 'Fine for the release');
    expect(reply.status, reply.text).toBe(200);
    const endsAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(endsAt);
    expect(requestRow(id)).toMatchObject({ status: 'approved', endsAt });
    const mine = (await (await signedIn(api, 'user')).get('/account/accessRequests')).body.payload[0];
    expect(mine).toMatchObject({ status: 'approved', endsAt });
    expect(mine.decisions).toEqual([expect.objectContaining({ decision: 'approve', comment: 'Fine for the release' })]);
    const link = membership(JAMIE, ENGINEERING)!;
    const history = await (await signedIn(api, 'admin')).get(`/account/history/userGroups/${link.id}`);
    const entries = history.body.payload;
    expect(entries[0]).toMatchObject({ action: 'create', actorEmail: 'ann@example.com' });
  });

  it('checks an approval against the group’s settings of now, not those the request was made under', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id], maxRequestDays: 30 });
    const jamie = await signedIn(api, 'user');
    const long = (await ask(jamie, ENGINEERING, 20)).body.payload.id as number;
    // The administrator shortens the longest request: 20 days are no longer given.
    await requestable(admin, ENGINEERING, { maxRequestDays: 10 });
    const tooLong = await decide(ann.client, [long], 'approve');
    expect(tooLong.status, tooLong.text).toBe(409);
    expect(tooLong.body.errorCode).toBe('REQUEST_NO_LONGER_HOLDS');
    // Then no longer offers the group for requests at all.
    expect((await jamie.post(`/account/accessRequests/${long}/cancel`, {})).status).toBe(200);
    const short = (await ask(jamie, ENGINEERING, 5)).body.payload.id as number;
    expect((await admin.put(`/account/groups/${ENGINEERING}`, { requestable: false })).status).toBe(200);
    const closed = await decide(ann.client, [short], 'approve');
    expect(closed.status, closed.text).toBe(409);
    expect(closed.body.errorCode).toBe('REQUEST_NO_LONGER_HOLDS');
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
    // A denial is still possible: it gives nothing.
    expect((await decide(ann.client, [short], 'deny', 'Closed')).status).toBe(200);
  });

  it('waits for the approvals needed, from the members of the approving group too', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    const bob = await signedInPerson('bob');
    api.server.ctx.store.insert('userGroups', { userID: bob.id, groupID: 9 });
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id], approverGroupID: 9, approvalsNeeded: 2 });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING)).body.payload;
    expect((await decide(ann.client, [id], 'approve')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('pending');
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
    // One approver counts once.
    expect((await decide(ann.client, [id], 'approve')).body.errorCode).toBe('ALREADY_DECIDED');
    expect((await decide(bob.client, [id], 'approve')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('approved');
    expect(membership(JAMIE, ENGINEERING)).toBeDefined();
  });

  it('denies with a comment: no membership, and the requester sees why', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING)).body.payload;
    const reply = await decide(admin, [id], 'deny', 'Ask your manager first');
    expect(reply.status, reply.text).toBe(200);
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
    const mine = (await jamie.get('/account/accessRequests')).body.payload[0];
    expect(mine).toMatchObject({ status: 'denied' });
    expect(mine.decisions[0]).toMatchObject({ decision: 'deny', comment: 'Ask your manager first' });
  });

  it('lets the superadmin decide requests of groups they do not approve, many at once', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id] });
    await requestable(admin, FINANCE, { approverIDs: [ann.id] });
    const jamie = await signedIn(api, 'user');
    const one = (await ask(jamie, ENGINEERING)).body.payload.id;
    const two = (await ask(jamie, FINANCE)).body.payload.id;
    expect((await admin.get('/account/accessRequests/toDecide')).body.payload).toHaveLength(2);
    const reply = await decide(admin, [one, two], 'deny');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toEqual({ decided: 2 });
    expect([requestRow(one)?.status, requestRow(two)?.status]).toEqual(['denied', 'denied']);
  });
});

describe('expiry', () => {
  it('expires a request not answered in time, at its edge on the test clock', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const { id, expiresAt } = (await ask(jamie, ENGINEERING)).body.payload;
    expect(Date.parse(expiresAt)).toBe(clock.now().getTime() + REQUEST_EXPIRES_MS);
    clock.advance(REQUEST_EXPIRES_MS - 1000);
    expect((await sweep()).expiredRequests).toEqual([]);
    expect(requestRow(id)?.status).toBe('pending');
    clock.advance(1000);
    expect((await sweep()).expiredRequests).toEqual([id]);
    expect(requestRow(id)?.status).toBe('expired');
    expect((await decide(await signedIn(api, 'admin'), [id], 'approve')).body.errorCode).toBe('REQUEST_NOT_PENDING');
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
  });

  it('refuses a decision once the time has passed, even before the sweep', async () => {
    const admin = await signedIn(api, 'admin');
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING)).body.payload;
    clock.advance(REQUEST_EXPIRES_MS);
    expect((await decide(await signedIn(api, 'admin'), [id], 'approve')).body.errorCode).toBe('REQUEST_NOT_PENDING');
    const mine = (await (await signedIn(api, 'user')).get('/account/accessRequests')).body.payload;
    expect(mine[0].status).toBe('expired');
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
  });
});

describe('approvers are mailed', () => {
  const mailsTo = async (email: string) =>
    (await outbox(api, email)).filter((m) => m.link?.startsWith('/accessRequests'));

  it('when a request waits for them: each named approver and each member of the approving group, not the requester', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    const bob = await signedInPerson('bob');
    const { store } = api.server.ctx;
    store.insert('userGroups', { userID: bob.id, groupID: 9 });
    store.insert('userGroups', { userID: JAMIE, groupID: 9 });
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id, JAMIE], approverGroupID: 9, approvalsNeeded: 1 });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING, 5, 'Release week')).body.payload;
    expect(id).toBeGreaterThan(0);
    const approvers = new Set([ann.id, ...store.filter('userGroups', (l) => l.groupID === 9).map((l) => l.userID)]);
    approvers.delete(JAMIE);
    for (const userID of approvers) {
      const email = store.get('users', userID)!.email;
      const mails = await mailsTo(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0].subject).toBe('Jamie Rivera asks for Engineering');
      expect(mails[0].text).toContain('Release week');
      expect(mails[0].text).toContain('5 days');
      expect(mails[0].text).toContain('https://console.example.com/accessRequests');
      expect(mails[0].html).toContain('href="https://console.example.com/accessRequests"');
    }
    expect(await mailsTo('user@example.com')).toEqual([]);
  });

  it('in the language of the requester’s console, and not again for a refused request', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, FINANCE, { approverIDs: [ann.id], approverGroupID: null, approvalsNeeded: 1 });
    const jamie = await signedIn(api, 'user');
    jamie.cookies.set('locale', 'de');
    expect((await ask(jamie, FINANCE)).status).toBe(200);
    expect((await ask(jamie, FINANCE)).status).toBe(409);
    const mails = await mailsTo('ann@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Jamie Rivera bittet um Finance');
  });
});

describe('the requester is told before granted access ends', () => {
  const endingMails = async () =>
    (await outbox(api, 'user@example.com')).filter((m) => m.link?.startsWith('/accessRequests?ask=1'));
  const sweepAt = async (at: number) => {
    const reply = await api.client().post('/__dev/membershipEnds/sweep', { at: new Date(at).toISOString() });
    expect(reply.status, reply.text).toBe(200);
  };

  async function granted(days: number) {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id], maxRequestDays: 30 });
    const jamie = await signedIn(api, 'user');
    jamie.cookies.set('locale', 'fr');
    const { id } = (await ask(jamie, ENGINEERING, days)).body.payload;
    expect((await decide(ann.client, [id], 'approve')).status).toBe(200);
    return Date.parse(requestRow(id)!.endsAt!);
  }

  it('ENDING_NOTICE_MS before the end, once, in the requester’s language, with a link to ask again', async () => {
    const end = await granted(7);
    await sweepAt(end - ENDING_NOTICE_MS - 1);
    expect(await endingMails()).toEqual([]);
    await sweepAt(end - ENDING_NOTICE_MS);
    const mails = await endingMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Votre accès à Engineering prend fin bientôt');
    expect(mails[0].link).toBe(`/accessRequests?ask=1&groupID=${ENGINEERING}`);
    await sweepAt(end - 1);
    expect(await endingMails()).toHaveLength(1);
    expect(membership(JAMIE, ENGINEERING)).toBeDefined();
  });

  it('at once when the access is shorter than the notice, and never once it has ended', async () => {
    const end = await granted(1);
    await sweepAt(clock.now().getTime());
    expect(await endingMails()).toHaveLength(1);
    expect(end - clock.now().getTime()).toBe(DAY);
  });

  it('lets them ask to extend: the approval moves the same membership’s end, never earlier', async () => {
    const end = await granted(7);
    const link = membership(JAMIE, ENGINEERING)!;
    clock.advance(5 * DAY);
    const jamie = await signedIn(api, 'user');
    const offered = (await jamie.get('/account/accessRequests/groups')).body.payload;
    expect(offered.map((g: { id: number }) => g.id)).toContain(ENGINEERING);
    const again = await ask(jamie, ENGINEERING, 10, 'Still on the release');
    expect(again.status, again.text).toBe(200);
    const ann = api.server.ctx.store.find('users', (u) => u.email === 'ann@example.com')!;
    const annClient = api.client();
    await annClient.signIn(ann.email, 'secret123');
    expect((await decide(annClient, [again.body.payload.id], 'approve')).status).toBe(200);
    const extended = membership(JAMIE, ENGINEERING)!;
    expect(extended.id).toBe(link.id);
    expect(Date.parse(extended.endsAt!)).toBe(clock.now().getTime() + 10 * DAY);
    expect(Date.parse(extended.endsAt!)).toBeGreaterThan(end);
    expect(requestRow(again.body.payload.id)).toMatchObject({ status: 'approved', membershipID: link.id });
  });

  it('answers the request as ended to its requester once the access it gave is gone, with its end', async () => {
    const end = await granted(7);
    const mine = async () => (await (await signedIn(api, 'user')).get('/account/accessRequests')).body.payload[0];
    await sweepAt(end - 1);
    expect(await mine()).toMatchObject({ status: 'approved', endsAt: new Date(end).toISOString() });
    await sweepAt(end);
    expect(await mine()).toMatchObject({ status: 'ended', endsAt: new Date(end).toISOString() });
  });

  it('not when the membership has ended before any sweep told them', async () => {
    const end = await granted(7);
    await sweepAt(end);
    expect(membership(JAMIE, ENGINEERING)).toBeUndefined();
    expect(await endingMails()).toEqual([]);
  });
});

describe('approvers are mailed once per request', () => {
  const waitingMails = async (email: string) =>
    (await outbox(api, email)).filter((m) => m.link === '/accessRequests' && m.subject.includes(' asks for '));

  it('not again when a request needing two approvals gets its first, nor to the one who answered', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    const bob = await signedInPerson('bob');
    const cid = await signedInPerson('cid');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id, bob.id, cid.id], approvalsNeeded: 2 });
    const jamie = await signedIn(api, 'user');
    const { id } = (await ask(jamie, ENGINEERING)).body.payload;
    for (const name of ['ann', 'bob', 'cid']) expect(await waitingMails(`${name}@example.com`), name).toHaveLength(1);
    expect((await decide(ann.client, [id], 'approve')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('pending');
    // The request still waits for one approval: nobody hears of it a second time.
    for (const name of ['ann', 'bob', 'cid']) expect(await waitingMails(`${name}@example.com`), name).toHaveLength(1);
    expect((await decide(bob.client, [id], 'approve')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('approved');
    for (const name of ['ann', 'bob', 'cid']) expect(await waitingMails(`${name}@example.com`), name).toHaveLength(1);
  });
});

describe('the ending notice goes only for access a request granted', () => {
  const endingMails = async () =>
    (await outbox(api, 'user@example.com')).filter((m) => m.link?.startsWith('/accessRequests?ask=1'));
  const sweepAt = async (at: number) => {
    const reply = await api.client().post('/__dev/membershipEnds/sweep', { at: new Date(at).toISOString() });
    expect(reply.status, reply.text).toBe(200);
  };

  it('not for a membership an administrator gave with an end date (there is no request to extend)', async () => {
    const admin = await signedIn(api, 'admin');
    // Requestable too, so that only the grant's origin (not the group's settings) keeps the notice away.
    await requestable(admin, ENGINEERING, { approverIDs: [ADMIN] });
    const endsAt = new Date(clock.now().getTime() + 5 * DAY).toISOString();
    const given = await admin.post(`/account/users/${JAMIE}/groups`, { groupID: ENGINEERING, endsAt });
    expect(given.status, given.text).toBe(200);
    await sweepAt(Date.parse(endsAt) - ENDING_NOTICE_MS);
    await sweepAt(Date.parse(endsAt) - 1);
    expect(await endingMails()).toEqual([]);
    expect(membership(JAMIE, ENGINEERING)?.endsAt).toBe(endsAt);
  });

  it('once for a membership extended by a second request before the first was told', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestable(admin, ENGINEERING, { approverIDs: [ann.id], maxRequestDays: 30 });
    const jamie = await signedIn(api, 'user');
    const first = (await ask(jamie, ENGINEERING, 7)).body.payload.id as number;
    expect((await decide(ann.client, [first], 'approve')).status).toBe(200);
    // Two days in, before any notice, Jamie asks to extend; both requests now name the same membership.
    clock.advance(2 * DAY);
    await ann.client.signIn('ann@example.com', 'secret123');
    const again = (await ask(await signedIn(api, 'user'), ENGINEERING, 10)).body.payload.id as number;
    expect((await decide(ann.client, [again], 'approve')).status).toBe(200);
    const end = Date.parse(membership(JAMIE, ENGINEERING)!.endsAt!);
    await sweepAt(end - ENDING_NOTICE_MS);
    await sweepAt(end - 1);
    const mails = await endingMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(new Date(end).toISOString().slice(0, 10));
  });
});

describe('asking to join an organization', () => {
  const INITECH = 3;
  const ACCOUNT_MANAGERS = 2;
  const orgMember = (userID: number, organizationID = INITECH) =>
    api.server.ctx.store.find(
      'organizationUsers',
      (l) => l.organizationID === organizationID && l.userID === userID && !l.pending,
    );
  const askToJoin = (client: Client, organizationID = INITECH, reason = 'I moved to Initech') =>
    client.post('/account/accessRequests', { kind: 'organization', organizationID, reason });
  /** Makes Initech requestable (the administrator's PUT of the organization) with `settings`. */
  async function requestableOrganization(admin: Client, settings: Record<string, unknown>) {
    const reply = await admin.put(`/account/organizations/${INITECH}`, { requestable: true, ...settings });
    expect(reply.status, reply.text).toBe(200);
    return reply.body.payload;
  }
  /** Joins `userID` to Initech as the seed would (not what is tested). */
  const joinInitech = (userID: number) =>
    api.server.ctx.store.insert('organizationUsers', {
      organizationID: INITECH,
      userID,
      inviteEmail: '',
      pending: false,
      instantJoin: false,
      inviteToken: `TEST-${userID}`,
      createdAt: new Date().toISOString(),
    });

  it('are settings of the organization’s own write, off by default', async () => {
    const admin = await signedIn(api, 'admin');
    const before = (await admin.get(`/account/organizations/${INITECH}`)).body.payload;
    expect(before).toMatchObject({ requestable: false, requestApprovers: 'organizationAdmins', approvalsNeeded: 1 });
    const after = await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ADMIN] });
    expect(after).toMatchObject({ requestable: true, requestApprovers: 'named', approverIDs: [ADMIN] });
    const nobody = await admin.put(`/account/organizations/${INITECH}`, { approverIDs: [99999] });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toMatchObject({ field: 'approverIDs' });
  });

  it('lists the organizations one may ask to join and checks the body by its kind', async () => {
    const admin = await signedIn(api, 'admin');
    const jamie = await signedIn(api, 'user');
    expect((await askToJoin(jamie)).body).toMatchObject({ errorCode: 'ORGANIZATION_NOT_REQUESTABLE' });
    await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ADMIN] });
    // Jamie is in Acme already: offered only Initech, and refused Acme.
    expect((await admin.put('/account/organizations/1', { requestable: true })).status).toBe(200);
    const offered = (await jamie.get('/account/accessRequests/organizations')).body.payload;
    expect(offered).toEqual([{ id: INITECH, name: 'Initech' }]);
    expect((await askToJoin(jamie, 1)).body.errorCode).toBe('ALREADY_MEMBER');
    const withDays = await jamie.post('/account/accessRequests', {
      kind: 'organization',
      organizationID: INITECH,
      reason: 'x',
      days: 3,
    });
    expect(withDays.status).toBe(400);
    expect(withDays.body).toMatchObject({ field: 'days' });
    const noTarget = await jamie.post('/account/accessRequests', { kind: 'organization', reason: 'x' });
    expect(noTarget.body).toMatchObject({ field: 'organizationID' });
    const first = await askToJoin(jamie);
    expect(first.status, first.text).toBe(200);
    expect(first.body.payload).toMatchObject({
      kind: 'organization',
      organizationID: INITECH,
      organizationName: 'Initech',
      status: 'pending',
    });
    expect((await askToJoin(jamie)).body.errorCode).toBe('REQUEST_PENDING');
  });

  it('never lets anyone approve their own request to join, not even the superadmin', async () => {
    const admin = await signedIn(api, 'admin');
    await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ADMIN] });
    const { id } = (await askToJoin(admin)).body.payload;
    const reply = await decide(admin, [id], 'approve');
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('OWN_REQUEST');
    expect(orgMember(ADMIN)).toBeUndefined();
  });

  it('is approved by its administrators: members who may add members, with the approvals needed', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann'); // a member of Initech, no administrator
    const bob = await signedInPerson('bob'); // an account manager in Initech: one of its administrators
    const cid = await signedInPerson('cid'); // an account manager elsewhere
    const dee = await signedInPerson('dee'); // another account manager in Initech
    const { store } = api.server.ctx;
    for (const person of [bob, cid, dee]) store.insert('userGroups', { userID: person.id, groupID: ACCOUNT_MANAGERS });
    for (const person of [ann, bob, dee]) joinInitech(person.id);
    await requestableOrganization(admin, { requestApprovers: 'organizationAdmins', approvalsNeeded: 2 });
    // A plain person (Jamie holds billing rights account managers do not: they may not add Jamie anywhere).
    const eve = await signedInPerson('eve');
    const { id } = (await askToJoin(eve.client, INITECH, 'Joining the TPS team')).body.payload;
    // Its administrators hear of it, once; nobody else does.
    const waiting = async (email: string) =>
      (await outbox(api, email)).filter((m) => m.subject === 'eve Tester asks to join Initech');
    for (const [email, count] of [
      ['bob@example.com', 1],
      ['dee@example.com', 1],
      ['ann@example.com', 0],
      ['cid@example.com', 0],
    ] as const) {
      expect(await waiting(email), email).toHaveLength(count);
    }
    for (const outsider of [ann, cid]) {
      expect((await decide(outsider.client, [id], 'approve')).body.errorCode).toBe('NOT_AN_APPROVER');
      expect((await outsider.client.get('/account/accessRequests/toDecide')).body.payload).toEqual([]);
    }
    const listed = (await bob.client.get('/account/accessRequests/toDecide')).body.payload;
    expect(listed).toEqual([expect.objectContaining({ id, kind: 'organization', organizationName: 'Initech' })]);
    expect((await decide(bob.client, [id], 'approve', 'Welcome')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('pending');
    expect(orgMember(eve.id)).toBeUndefined();
    expect(await waiting('dee@example.com')).toHaveLength(1);
    const reply = await decide(dee.client, [id], 'approve');
    expect(reply.status, reply.text).toBe(200);
    const joined = orgMember(eve.id)!;
    expect(joined).toBeDefined();
    expect(requestRow(id)).toMatchObject({ status: 'approved', membershipID: joined.id });
    expect(requestRow(id)?.endsAt).toBeUndefined();
    const mine = (await eve.client.get('/account/accessRequests')).body.payload[0];
    expect(mine.decisions).toEqual([
      expect.objectContaining({ decision: 'approve', comment: 'Welcome' }),
      expect.objectContaining({ decision: 'approve' }),
    ]);
  });

  it('is approved by the people it names, when it names them instead', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ann.id] });
    const jamie = await signedIn(api, 'user');
    jamie.cookies.set('locale', 'fr');
    const { id } = (await askToJoin(jamie)).body.payload;
    // Ann hears of it in the language of Jamie's console.
    const mails = (await outbox(api, 'ann@example.com')).filter((m) => m.link === '/accessRequests');
    expect(mails.map((m) => m.subject)).toEqual(['Jamie Rivera demande à rejoindre Initech']);
    expect((await decide(ann.client, [id], 'approve')).status).toBe(200);
    expect(orgMember(JAMIE)).toBeDefined();
    // The membership is the approver's change in the history, as any "add to organization" is its caller's.
    const history = await admin.get(`/account/history/organizationUsers/${orgMember(JAMIE)!.id}`);
    expect(history.body.payload[0]).toMatchObject({ action: 'create', actorEmail: 'ann@example.com' });
    // Jamie is now in Initech: it is no longer offered, and asking again is refused.
    expect((await jamie.get('/account/accessRequests/organizations')).body.payload).toEqual([]);
    expect((await askToJoin(jamie)).body.errorCode).toBe('ALREADY_MEMBER');
  });

  it('refuses an approval once the organization can no longer be requested; a denial still goes', async () => {
    const admin = await signedIn(api, 'admin');
    const ann = await signedInPerson('ann');
    await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ann.id] });
    const jamie = await signedIn(api, 'user');
    const { id } = (await askToJoin(jamie)).body.payload;
    expect((await admin.put(`/account/organizations/${INITECH}`, { requestable: false })).status).toBe(200);
    const closed = await decide(ann.client, [id], 'approve');
    expect(closed.status, closed.text).toBe(409);
    expect(closed.body.errorCode).toBe('REQUEST_NO_LONGER_HOLDS');
    expect(orgMember(JAMIE)).toBeUndefined();
    expect((await decide(ann.client, [id], 'deny', 'Closed')).status).toBe(200);
    expect(requestRow(id)?.status).toBe('denied');
  });

  it('expires when nobody answers in time', async () => {
    const admin = await signedIn(api, 'admin');
    await requestableOrganization(admin, { requestApprovers: 'named', approverIDs: [ADMIN] });
    const jamie = await signedIn(api, 'user');
    const { id } = (await askToJoin(jamie)).body.payload;
    clock.advance(REQUEST_EXPIRES_MS);
    expect((await sweep()).expiredRequests).toEqual([id]);
    expect((await decide(await signedIn(api, 'admin'), [id], 'approve')).body.errorCode).toBe('REQUEST_NOT_PENDING');
    expect(orgMember(JAMIE)).toBeUndefined();
  });
});
