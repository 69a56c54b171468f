/**
 * Access reviews (issue 40): a campaign over a group, an organization or a role fixes its items (each person
 * with access there, what they hold and where it comes from, their reviewer); reviewers answer only their own
 * items while it is open; reminders mail the reviewers with answers to give; the close refuses missing answers
 * unless told how to take them, applies the revocations as one history run (`review-<id>`) and keeps a
 * formula-safe CSV report.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../fixtures/server/secrets';
import { type Client, filtersQuery, outbox, signedIn, useTestApi } from './support/api';

const api = useTestApi();

const DEADLINE = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** A person made for the test, signed in when asked. */
function person(first: string, groups: number[] = []) {
  const { store } = api.server.ctx;
  const now = new Date().toISOString();
  const user = store.insert('users', {
    uuid: `review-${first}`,
    firstName: first,
    lastName: 'Test',
    email: `${first.toLowerCase()}@example.com`,
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('password1'),
    createdAt: now,
    updatedAt: now,
  });
  for (const groupID of groups) store.insert('userGroups', { userID: user.id, groupID });
  store.commit();
  return user;
}
const signIn = async (email: string) => {
  const client = api.client();
  await client.signIn(email, 'password1');
  return client;
};

/**
 * A group "Audited" giving billing:admin and an app, with three members (Ann, Bob, Cid: who of the group
 * shows up with what), and two reviewers outside it (Rita, Remy).
 */
function world() {
  const { store } = api.server.ctx;
  const group = store.insert('groups', { name: 'Audited', default: false });
  const billingAdmin = store.find('roles', (r) => r.name === 'admin' && r.serviceNameID === 3)!;
  store.insert('groupRoles', { groupID: group.id, roleID: billingAdmin.id });
  const app = store.all('apps')[0];
  store.insert('groupApps', { groupID: group.id, appID: app.id });
  const [ann, bob, cid] = ['Ann', 'Bob', 'Cid'].map((n) => person(n, [group.id]));
  const [rita, remy] = ['Rita', 'Remy'].map((n) => person(n));
  return { group, app, billingAdmin, ann, bob, cid, rita, remy };
}

const create = (client: Client, body: object) => client.post('/account/reviews', body);
const itemsOf = async (client: Client, id: number, query = '') => {
  const reply = await client.get(`/account/reviews/${id}/items${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as any[];
};

describe('creating a campaign', () => {
  it('fixes one item per member of a group, with what the group gives and where it comes from, spread over the named reviewers', async () => {
    const w = world();
    const admin = await signedIn(api, 'admin');
    const reply = await create(admin, {
      name: 'Q3 Audited',
      scope: { kind: 'group', id: w.group.id },
      deadline: DEADLINE,
      reviewers: [w.rita.id, w.remy.id],
    });
    expect(reply.status, reply.text).toBe(200);
    const review = reply.body.payload;
    expect(review).toMatchObject({ status: 'open', scopeName: 'Audited', total: 3, pending: 3, keep: 0, revoke: 0 });
    const items = await itemsOf(admin, review.id, '?sort=["userID","ASC"]');
    expect(items.map((i) => i.userEmail)).toEqual(['ann@example.com', 'bob@example.com', 'cid@example.com']);
    expect(items[0]).toMatchObject({
      decision: 'pending',
      roles: [
        {
          service: 'billing',
          roleName: 'admin',
          sources: [{ kind: 'group', groupID: w.group.id, groupName: 'Audited' }],
        },
      ],
      apps: [{ id: w.app.id, sources: [{ kind: 'group', groupID: w.group.id }] }],
      revokes: [{ kind: 'group', groupID: w.group.id }],
    });
    // Both reviewers get items, and each item has one of them.
    expect(new Set(items.map((i) => i.reviewerID))).toEqual(new Set([w.rita.id, w.remy.id]));
  });

  it("gives a role's holders with every group it comes from, and an organization's members to its owner", async () => {
    const w = world();
    const { store } = api.server.ctx;
    const other = store.insert('groups', { name: 'Also billing', default: false });
    store.insert('groupRoles', { groupID: other.id, roleID: w.billingAdmin.id });
    store.insert('userGroups', { userID: w.ann.id, groupID: other.id });
    const admin = await signedIn(api, 'admin');
    const byRole = (
      await create(admin, {
        name: 'Role',
        scope: { kind: 'role', id: w.billingAdmin.id },
        deadline: DEADLINE,
        reviewers: [w.rita.id],
      })
    ).body.payload;
    const ann = (
      await itemsOf(admin, byRole.id, `?${filtersQuery([{ name: 'userID', comparison: 'eq', value: w.ann.id }])}`)
    )[0];
    expect(ann.roles).toEqual([
      expect.objectContaining({
        roleName: 'admin',
        sources: expect.arrayContaining([expect.objectContaining({ groupID: other.id })]),
      }),
    ]);
    expect(ann.revokes.map((s: any) => s.groupID).sort()).toEqual([w.group.id, other.id].sort());

    // Organization 1's members, reviewed by its owner; the owner's own item goes to the campaign's maker.
    const org = store.get('organizations', 1)!;
    const byOrg = (
      await create(admin, {
        name: 'Org',
        scope: { kind: 'organization', id: 1 },
        deadline: DEADLINE,
        reviewers: 'owners',
      })
    ).body.payload;
    const items = await itemsOf(admin, byOrg.id, '?range=[0,999]');
    const members = store.filter('organizationUsers', (l) => l.organizationID === 1 && !l.pending && l.userID > 0);
    expect(items).toHaveLength(new Set(members.map((m) => m.userID)).size);
    const adminID = store.find('users', (u) => u.email === 'admin@example.com')!.id;
    for (const item of items) expect(item.reviewerID).toBe(item.userID === org.ownerID ? adminID : org.ownerID);
  });

  it("is the superadmin's alone, and refuses an unknown scope, a past deadline and a reviewer who is no active user", async () => {
    const w = world();
    const body = { name: 'X', scope: { kind: 'group', id: w.group.id }, deadline: DEADLINE, reviewers: [w.rita.id] };
    expect((await create(await signedIn(api, 'user'), body)).status).toBe(403);
    expect((await create(await signIn('rita@example.com'), body)).status).toBe(403);
    const admin = await signedIn(api, 'admin');
    expect((await create(admin, { ...body, scope: { kind: 'group', id: 9999 } })).body.errorCode).toBe(
      'SCOPE_NOT_FOUND',
    );
    expect((await create(admin, { ...body, deadline: '2000-01-01T00:00:00Z' })).body.field).toBe('deadline');
    expect((await create(admin, { ...body, reviewers: [99999] })).body.errorCode).toBe('REVIEWER_NOT_FOUND');
    expect((await create(admin, { ...body, scope: { kind: 'team', id: 1 } })).status).toBe(400);
    expect(api.server.ctx.store.all('reviews')).toHaveLength(0);
  });
});

describe('reviewers', () => {
  async function campaign() {
    const w = world();
    const admin = await signedIn(api, 'admin');
    const review = (
      await create(admin, {
        name: 'C',
        scope: { kind: 'group', id: w.group.id },
        deadline: DEADLINE,
        reviewers: [w.rita.id, w.remy.id],
      })
    ).body.payload;
    const rita = await signIn('rita@example.com');
    const remy = await signIn('remy@example.com');
    const all = await itemsOf(admin, review.id);
    const ritas = all.filter((i) => i.reviewerID === w.rita.id);
    const remys = all.filter((i) => i.reviewerID === w.remy.id);
    return { w, admin, review, rita, remy, ritas, remys };
  }

  it('see the campaigns they review and only their own items, paged and filtered', async () => {
    const { review, rita, ritas } = await campaign();
    const list = await rita.get('/account/reviews');
    expect(list.body.payload.map((r: any) => r.id)).toEqual([review.id]);
    const mine = await itemsOf(rita, review.id, '?range=[0,0]');
    expect(mine).toHaveLength(1);
    expect((await rita.get(`/account/reviews/${review.id}/items?range=[0,0]`)).headers.get('content-range')).toBe(
      `reviewItems 0-0/${ritas.length}`,
    );
    const filtered = await itemsOf(
      rita,
      review.id,
      `?${filtersQuery([{ name: 'userEmail', comparison: 'like', value: ritas[0].userEmail }])}`,
    );
    expect(filtered.map((i) => i.id)).toEqual([ritas[0].id]);
    // Their progress row only.
    const progress = (await rita.get(`/account/reviews/${review.id}/progress`)).body.payload;
    expect(progress).toEqual([expect.objectContaining({ reviewerEmail: 'rita@example.com', pending: ritas.length })]);
  });

  it("cannot answer another reviewer's item (403), one of another campaign (404), nor anything once closed (409)", async () => {
    const { admin, review, rita, ritas, remys } = await campaign();
    const put = (client: Client, itemID: number, decision: string) =>
      client.put(`/account/reviews/${review.id}/items/${itemID}`, { decision });
    expect((await put(rita, remys[0].id, 'revoke')).body.errorCode).toBe('NOT_YOUR_REVIEW_ITEM');
    // In bulk, one item of another's refuses the lot.
    const bulk = await rita.post(`/account/reviews/${review.id}/decisions`, {
      itemIDs: [ritas[0].id, remys[0].id],
      decision: 'keep',
    });
    expect(bulk.status).toBe(403);
    expect(api.server.ctx.store.get('reviewItems', ritas[0].id)!.decision).toBe('pending');
    // Even the superadmin answers only the items given to them.
    expect((await put(admin, ritas[0].id, 'keep')).status).toBe(403);
    expect((await put(rita, ritas[0].id, 'revoke')).body.payload).toMatchObject({ decision: 'revoke' });
    expect(
      (await rita.put(`/account/reviews/${review.id}/items/${ritas[0].id}`, { decision: 'keep', userID: 1 })).status,
    ).toBe(400);

    await admin.post(`/account/reviews/${review.id}/close`, { missing: 'keep' });
    expect((await put(rita, ritas[0].id, 'keep')).body.errorCode).toBe('REVIEW_CLOSED');
    expect((await put(rita, ritas[0].id, 'keep')).status).toBe(409);
  });

  it('outside a campaign find nothing of it: not the campaign, its items, its progress, nor its answers', async () => {
    const { review, ritas } = await campaign();
    // Ann is in the scope (her access is reviewed) but reviews nothing; the plain user is outside it.
    for (const client of [await signIn('ann@example.com'), await signedIn(api, 'user')]) {
      expect((await client.get('/account/reviews')).body.payload).toEqual([]);
      expect((await client.get(`/account/reviews/${review.id}`)).status).toBe(404);
      expect((await client.get(`/account/reviews/${review.id}/items`)).status).toBe(404);
      expect((await client.get(`/account/reviews/${review.id}/progress`)).status).toBe(404);
      expect(
        (await client.put(`/account/reviews/${review.id}/items/${ritas[0].id}`, { decision: 'keep' })).status,
      ).toBe(404);
      expect((await client.get(`/account/reviews/${review.id}/report`)).status).toBe(403);
      expect((await client.post(`/account/reviews/${review.id}/close`, { missing: 'keep' })).status).toBe(403);
      expect((await client.post(`/account/reviews/${review.id}/remind`)).status).toBe(403);
    }
  });

  it("are reminded by mail, those with answers to give only, within the gate's mail limits", async () => {
    const { admin, review, rita, ritas } = await campaign();
    await rita.post(`/account/reviews/${review.id}/decisions`, { itemIDs: ritas.map((i) => i.id), decision: 'keep' });
    const reply = await admin.post(`/account/reviews/${review.id}/remind`);
    expect(reply.body.payload).toEqual({ reminded: ['remy@example.com'] });
    const [mail] = await outbox(api, 'remy@example.com');
    expect(mail.subject).toContain('Access review "C"');
    expect(mail.link).toBe(`/myReviews?review=${review.id}`);
    expect(await outbox(api, 'rita@example.com')).toHaveLength(0);
    // Five mails per address an hour: the sixth reminder is refused before it sends.
    for (let i = 0; i < 4; i++) expect((await admin.post(`/account/reviews/${review.id}/remind`)).status).toBe(200);
    const sixth = await admin.post(`/account/reviews/${review.id}/remind`);
    expect(sixth.status).toBe(429);
    expect(await outbox(api, 'remy@example.com')).toHaveLength(5);
  });
});

describe('closing', () => {
  async function answered() {
    const w = world();
    const admin = await signedIn(api, 'admin');
    const review = (
      await create(admin, {
        name: '=HYPERLINK("x")',
        scope: { kind: 'group', id: w.group.id },
        deadline: DEADLINE,
        reviewers: [w.rita.id],
      })
    ).body.payload;
    const rita = await signIn('rita@example.com');
    const items = await itemsOf(rita, review.id, '?sort=["userID","ASC"]');
    return { w, admin, review, rita, items };
  }

  it('refuses missing answers unless told how to take them, and refuses a second close', async () => {
    const { admin, review, rita, items } = await answered();
    await rita.put(`/account/reviews/${review.id}/items/${items[0].id}`, { decision: 'revoke' });
    const refused = await admin.post(`/account/reviews/${review.id}/close`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'REVIEW_INCOMPLETE', description: '2 of 3 answers are missing.' });
    expect(api.server.ctx.store.get('reviews', review.id)!.status).toBe('open');
    expect((await admin.post(`/account/reviews/${review.id}/close`, { missing: 'maybe' })).status).toBe(400);

    const closed = await admin.post(`/account/reviews/${review.id}/close`, { missing: 'keep' });
    expect(closed.body.payload).toMatchObject({
      status: 'closed',
      missing: 2,
      revoked: 1,
      runID: `review-${review.id}`,
    });
    expect((await admin.post(`/account/reviews/${review.id}/close`, { missing: 'keep' })).body.errorCode).toBe(
      'REVIEW_CLOSED',
    );
    expect((await admin.post(`/account/reviews/${review.id}/remind`)).status).toBe(409);
    // Two answers were taken at close, not given (issue 64): the totals say so.
    const shown = (await admin.get(`/account/reviews/${review.id}`)).body.payload;
    expect(shown).toMatchObject({ total: 3, pending: 0, defaulted: 2 });
  });

  it('tells a reviewer which people are deactivated already (issue 64)', async () => {
    const { review, rita, items } = await answered();
    expect(items.every((i: { userActive: boolean }) => i.userActive === true)).toBe(true);
    api.server.ctx.store.update('users', items[0].userID, { active: false });
    const again = await itemsOf(rita, review.id, '?sort=["userID","ASC"]');
    expect(again.map((i: { userActive: boolean }) => i.userActive)).toEqual([false, true, true]);
  });

  it('applies the revocations as one history run, and missing answers taken as revoke revoke too', async () => {
    const { w, admin, review, rita, items } = await answered();
    await rita.put(`/account/reviews/${review.id}/items/${items[0].id}`, { decision: 'revoke' });
    await rita.put(`/account/reviews/${review.id}/items/${items[1].id}`, { decision: 'keep' });
    await admin.post(`/account/reviews/${review.id}/close`, { missing: 'revoke' });
    const { store } = api.server.ctx;
    const memberOf = (userID: number) =>
      !!store.find('userGroups', (l) => l.userID === userID && l.groupID === w.group.id);
    expect([memberOf(w.ann.id), memberOf(w.bob.id), memberOf(w.cid.id)]).toEqual([false, true, false]);
    const run = await admin.get(
      `/account/history?${filtersQuery([{ name: 'runID', comparison: 'eq', value: `review-${review.id}` }])}`,
    );
    expect(run.body.payload).toHaveLength(2);
    for (const entry of run.body.payload)
      expect(entry).toMatchObject({ resource: 'userGroups', action: 'delete', actorEmail: 'admin@example.com' });
  });

  it('reports a line per person, formula-safe, to whoever may read every campaign, once closed', async () => {
    const { admin, review, rita, items } = await answered();
    expect((await admin.get(`/account/reviews/${review.id}/report`)).body.errorCode).toBe('REVIEW_OPEN');
    await rita.put(`/account/reviews/${review.id}/items/${items[0].id}`, { decision: 'revoke' });
    await admin.post(`/account/reviews/${review.id}/close`, { missing: 'keep' });
    // A reviewer reads no report (the platform's rules), a token of the superadmin does.
    expect((await rita.get(`/account/reviews/${review.id}/report`)).status).toBe(403);
    const report = await admin.get(`/account/reviews/${review.id}/report`);
    expect(report.headers.get('content-type')).toContain('text/csv');
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'review,userID,userEmail,userName,access,revokes,reviewerEmail,decision,answeredBy,decidedAt,outcome,keptUntil',
    );
    expect(lines).toHaveLength(4);
    // The campaign's name would be a formula: it starts with a quote.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(lines[1]).toContain('billing:admin (group Audited)');
    expect(lines[1]).toContain(',revoke,reviewer,');
    expect(lines[1]).toMatch(/,applied,$/);
    expect(lines[2]).toMatch(/,keep,missing,.*,kept,$/);
  });
});

describe('keep until (issue 62)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

  async function campaign(scope: { kind: string; id: number }, reviewer: { id: number }) {
    const admin = await signedIn(api, 'admin');
    const reply = await create(admin, { name: 'Until', scope, deadline: DEADLINE, reviewers: [reviewer.id] });
    expect(reply.status, reply.text).toBe(200);
    return { admin, review: reply.body.payload };
  }

  it('takes a future until with keep only, else a 400 naming until in the envelope', async () => {
    const w = world();
    const { review } = await campaign({ kind: 'group', id: w.group.id }, w.rita);
    const rita = await signIn('rita@example.com');
    const [item] = await itemsOf(rita, review.id, '?sort=["userID","ASC"]');
    const put = (body: object) => rita.put(`/account/reviews/${review.id}/items/${item.id}`, body);
    for (const [body, message] of [
      [{ decision: 'keep', until: inDays(-1) }, 'until: a time in the future.'],
      [{ decision: 'revoke', until: inDays(10) }, 'until: only with the decision keep.'],
      [{ decision: 'keep', until: 'soon' }, 'until: an ISO date-time.'],
    ] as const) {
      const refused = await put(body);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'until', description: message });
    }
    const bulk = await rita.post(`/account/reviews/${review.id}/decisions`, {
      itemIDs: [item.id],
      decision: 'pending',
      until: inDays(10),
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'until' });

    const until = inDays(10);
    const kept = await put({ decision: 'keep', until });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.payload).toMatchObject({ decision: 'keep', until });
    // Another answer drops it.
    expect((await put({ decision: 'keep' })).body.payload).not.toHaveProperty('until');
  });

  it("refuses until on an organization's item: its membership has no end date", async () => {
    const { store } = api.server.ctx;
    const rita = person('Rita');
    const org = store.insert('organizations', {
      ...store.all('organizations')[0],
      id: undefined,
      name: 'Dated Org',
      ownerID: rita.id,
    });
    const ann = person('Ann');
    store.insert('organizationUsers', { organizationID: org.id, userID: ann.id } as never);
    store.commit();
    const { review } = await campaign({ kind: 'organization', id: org.id }, rita);
    const client = await signIn('rita@example.com');
    const [item] = await itemsOf(client, review.id);
    const refused = await client.put(`/account/reviews/${review.id}/items/${item.id}`, {
      decision: 'keep',
      until: inDays(10),
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'until' });
  });

  it('dates the memberships at close in the review run, never lengthens one, and the sweep ends them then', async () => {
    const w = world();
    const { admin, review } = await campaign({ kind: 'group', id: w.group.id }, w.rita);
    const rita = await signIn('rita@example.com');
    const items = await itemsOf(rita, review.id, '?sort=["userID","ASC"]');
    const { store } = api.server.ctx;
    const link = (userID: number) => store.find('userGroups', (l) => l.userID === userID && l.groupID === w.group.id);
    // Cid's membership ends sooner already: a review never lengthens it.
    const cidEnd = inDays(3);
    store.update('userGroups', link(w.cid.id)!.id, { endsAt: cidEnd });
    const until = inDays(10);
    const bulk = await rita.post(`/account/reviews/${review.id}/decisions`, {
      itemIDs: [items[0].id, items[2].id],
      decision: 'keep',
      until,
    });
    expect(bulk.status, bulk.text).toBe(200);
    await rita.put(`/account/reviews/${review.id}/items/${items[1].id}`, { decision: 'keep' });
    const closed = await admin.post(`/account/reviews/${review.id}/close`, {});
    expect(closed.status, closed.text).toBe(200);
    expect([link(w.ann.id)?.endsAt, link(w.bob.id)?.endsAt, link(w.cid.id)?.endsAt]).toEqual([
      until,
      undefined,
      cidEnd,
    ]);
    const run = await admin.get(
      `/account/history?${filtersQuery([{ name: 'runID', comparison: 'eq', value: `review-${review.id}` }])}`,
    );
    expect(run.body.payload).toHaveLength(1);
    expect(run.body.payload[0]).toMatchObject({
      resource: 'userGroups',
      action: 'update',
      actorEmail: 'admin@example.com',
    });

    const report = (await admin.get(`/account/reviews/${review.id}/report`)).text.trim().split('\r\n');
    expect(report[1]).toMatch(new RegExp(`,kept,${until.replace(/[.]/g, '\\.')}$`));
    expect(report[2]).toMatch(/,kept,$/);

    const sweep = (at: string) => admin.post('/__dev/membershipEnds/sweep', { at });
    expect((await sweep(new Date(Date.parse(until) - 1000).toISOString())).status).toBe(200);
    expect(link(w.ann.id)).toBeDefined();
    expect((await sweep(until)).status).toBe(200);
    expect(link(w.ann.id)).toBeUndefined();
    expect(link(w.bob.id)).toBeDefined();
  });

  it('ends at close a membership whose until is over by then, as a revocation', async () => {
    const w = world();
    const { admin, review } = await campaign({ kind: 'group', id: w.group.id }, w.rita);
    const rita = await signIn('rita@example.com');
    const items = await itemsOf(rita, review.id, '?sort=["userID","ASC"]');
    await rita.post(`/account/reviews/${review.id}/decisions`, {
      itemIDs: items.map((i: { id: number }) => i.id),
      decision: 'keep',
    });
    // Ann was kept until a time that has passed by the close (the answer was given before it).
    api.server.ctx.store.update('reviewItems', items[0].id, { until: inDays(-1) });
    const closed = await admin.post(`/account/reviews/${review.id}/close`, {});
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.payload.revoked).toBe(1);
    const { store } = api.server.ctx;
    expect(store.find('userGroups', (l) => l.userID === w.ann.id && l.groupID === w.group.id)).toBeUndefined();
    expect(store.find('userGroups', (l) => l.userID === w.bob.id && l.groupID === w.group.id)).toBeDefined();
    expect(store.get('reviewItems', items[0].id)).toMatchObject({ decision: 'keep', outcome: 'applied' });
  });
});
