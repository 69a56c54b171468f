/**
 * Undo any change (issue 39): `POST /account/history/{entryId}/revert` writes an entry's values back as a new
 * change of its own (audited, `revertOf`, "revert of #id"), field by field, skipping (or, asked to, overwriting)
 * what changed again since; a creation is reverted by removing the record and a removal by making it again.
 * Who may revert is who may make that write through the record's own route; an entry one may not read is a 404.
 */
import { describe, expect, it } from 'vitest';
import { type Client, bearerClient, signedIn, signedInAccountAdmin, useTestApi } from './support/api';

const api = useTestApi();

/** fatima.taylor, a customer (account and unity user). */
const CUSTOMER = 4;
/** The plain demo user. */
const USER = 2;

/** The newest entry of a record's history (as the caller reads it). */
const newest = async (client: Client, record = `users/${CUSTOMER}`) => {
  const reply = await client.get(`/account/history/${record}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload[0];
};
const revert = (client: Client, id: number, body: object = {}, headers?: Record<string, string>) =>
  client.post(`/account/history/${id}/revert`, body, { headers });
const userOf = async (client: Client, id = CUSTOMER) => (await client.get(`/account/users/${id}`)).body.payload;

describe('reverting a change', () => {
  it('writes the values before back, as a new entry that names the one it reverts', async () => {
    const admin = await signedIn(api, 'admin');
    const old = await userOf(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou', phone: '+14155550100' });
    const change = await newest(admin);
    const reply = await revert(admin, change.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toMatchObject({ entryID: change.id, write: 'update', conflicts: [], skipped: [] });
    expect(reply.body.payload.reverted.sort()).toEqual(['firstName', 'phone']);
    expect(await userOf(admin)).toMatchObject({ firstName: old.firstName, phone: old.phone });
    const entry = await newest(admin);
    expect(reply.body.payload.entries).toEqual([entry.id]);
    expect(entry).toMatchObject({
      revertOf: change.id,
      actorEmail: 'admin@example.com',
      method: 'POST',
      path: `/account/history/${change.id}/revert`,
      action: 'update',
    });
    expect(entry.summary).toMatch(new RegExp(`^revert of #${change.id}: `));
    expect(entry.summary).toContain(`firstName: "Fatou" → ${JSON.stringify(old.firstName)}`);
    // Other entries carry no revertOf.
    expect(change.revertOf).toBeUndefined();
    // The change reverted says by which entry (issue 64), in the record's history and the whole log alike.
    const reverted = (await admin.get(`/account/history/users/${CUSTOMER}`)).body.payload[1];
    const mark = { id: entry.id, at: entry.at, actorEmail: 'admin@example.com' };
    expect(reverted).toMatchObject({ id: change.id, revertedBy: [mark] });
    const inLog = (await admin.get('/account/history')).body.payload.find((e: { id: number }) => e.id === change.id);
    expect(inLog.revertedBy).toEqual([mark]);
    expect(entry.revertedBy).toEqual([]);
  });

  it('refuses to revert a change twice, with ALREADY_REVERTED (issue 64); a revert of the revert redoes it', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const change = await newest(admin);
    expect((await revert(admin, change.id)).status).toBe(200);
    const count = api.server.ctx.history.all().length;
    for (const body of [{}, { overwrite: true }, { fields: ['firstName'] }]) {
      const again = await revert(admin, change.id, body);
      expect(again.status, again.text).toBe(409);
      expect(again.body.errorCode).toBe('ALREADY_REVERTED');
    }
    expect(api.server.ctx.history.all().length).toBe(count);
    // A membership given and taken back: the creation is not reverted twice either.
    const link = (await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 8 })).body.payload;
    const given = await newest(admin, `userGroups/${link.id}`);
    expect((await revert(admin, given.id)).status).toBe(200);
    expect((await revert(admin, given.id)).body.errorCode).toBe('ALREADY_REVERTED');
    // Redo: revert the revert.
    const undone = (await newest(admin, `userGroups/${link.id}`)).id;
    expect((await revert(admin, undone)).status).toBe(200);
  });

  it('reverts only the fields asked for', async () => {
    const admin = await signedIn(api, 'admin');
    const old = await userOf(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou', phone: '+14155550100' });
    const reply = await revert(admin, (await newest(admin)).id, { fields: ['phone'] });
    expect(reply.body.payload.reverted).toEqual(['phone']);
    expect(await userOf(admin)).toMatchObject({ firstName: 'Fatou', phone: old.phone });
  });

  it('skips a field changed again since and says so, unless asked to overwrite it', async () => {
    const admin = await signedIn(api, 'admin');
    const old = await userOf(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou', phone: '+14155550100' });
    const change = await newest(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fanta' });
    const reply = await revert(admin, change.id);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.reverted).toEqual(['phone']);
    expect(reply.body.payload.conflicts).toEqual([
      { field: 'firstName', before: old.firstName, after: 'Fatou', current: 'Fanta' },
    ]);
    expect(await userOf(admin)).toMatchObject({ firstName: 'Fanta', phone: old.phone });
    const overwritten = await revert(admin, change.id, { overwrite: true });
    expect(overwritten.body.payload.reverted.sort()).toEqual(['firstName', 'phone']);
    expect(await userOf(admin)).toMatchObject({ firstName: old.firstName });
  });

  it('writes nothing when every field changed again since', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const change = await newest(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fanta' });
    const count = api.server.ctx.history.all().length;
    const reply = await revert(admin, change.id);
    expect(reply.body.payload).toMatchObject({ reverted: [], entries: [] });
    expect(api.server.ctx.history.all().length).toBe(count);
  });

  it("reverts a deactivation (a bulk run's call: the revert carries its own run id)", async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { active: false }, { headers: { 'X-Bulk-Run': 'run-1' } });
    const change = await newest(admin);
    expect(change.runID).toBe('run-1');
    const reply = await revert(admin, change.id, {}, { 'X-Bulk-Run': 'revert-run-1' });
    expect(reply.body.payload.reverted).toEqual(['active']);
    expect((await userOf(admin)).active).toBe(true);
    expect(await newest(admin)).toMatchObject({ revertOf: change.id, runID: 'revert-run-1' });
  });

  it('a run that deactivates someone already inactive writes no entry for them: the run holds nothing of them to revert', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { active: false });
    const before = await newest(admin);
    const again = await admin.put(
      `/account/users/${CUSTOMER}`,
      { active: false },
      { headers: { 'X-Bulk-Run': 'run-2' } },
    );
    expect(again.status, again.text).toBe(200);
    // Only its stamp moved: no change, no entry.
    expect((await newest(admin)).id).toBe(before.id);
    expect(api.server.ctx.history.all().filter((entry) => entry.runID === 'run-2')).toEqual([]);
  });

  it('refuses fields the entry did not change, and fields of a creation', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const unknown = await revert(admin, (await newest(admin)).id, { fields: ['lastName'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'fields' });
    const link = (await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 8 })).body.payload;
    const created = await newest(admin, `userGroups/${link.id}`);
    expect((await revert(admin, created.id, { fields: ['groupID'] })).status).toBe(400);
    expect((await revert(admin, 999999)).status).toBe(404);
  });
});

describe('created and removed records', () => {
  it('reverts a membership given (removed) and taken (made again with its id)', async () => {
    const admin = await signedIn(api, 'admin');
    const link = (await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 8 })).body.payload;
    const given = await newest(admin, `userGroups/${link.id}`);
    expect((await revert(admin, given.id)).body.payload).toMatchObject({ write: 'remove' });
    expect(api.server.ctx.store.get('userGroups', link.id)).toBeUndefined();
    // Removed once: the creation is not reverted again (issue 64).
    expect((await revert(admin, given.id)).body).toMatchObject({ errorCode: 'ALREADY_REVERTED' });
    const taken = await newest(admin, `userGroups/${link.id}`);
    expect(taken.revertOf).toBe(given.id);
    expect((await revert(admin, taken.id)).body.payload).toMatchObject({ write: 'create' });
    expect(api.server.ctx.store.get('userGroups', link.id)).toMatchObject({ userID: CUSTOMER, groupID: 8 });
    expect((await revert(admin, taken.id)).body).toMatchObject({ errorCode: 'ALREADY_REVERTED' });
  });

  it('makes a removed user again with their id, but not their password (the history never held it)', async () => {
    const admin = await signedIn(api, 'admin');
    const old = await userOf(admin);
    await admin.delete(`/account/users/${CUSTOMER}`);
    const removed = (await admin.get('/account/history', {})).body.payload.find(
      (e: any) => e.resource === 'users' && e.recordID === CUSTOMER && e.action === 'delete',
    );
    const reply = await revert(admin, removed.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload.skipped).toEqual(expect.arrayContaining([{ field: 'password', reason: 'masked' }]));
    expect(reply.body.payload.reverted).not.toContain('password');
    expect(await userOf(admin)).toMatchObject({ id: CUSTOMER, email: old.email, firstName: old.firstName });
    // No password: nobody signs in as them until one is set.
    const attempt = await api.client().post('/account/users/signin', { email: old.email, password: 'password1' });
    expect(attempt.status).not.toBe(200);
  });

  it('reverts a user made (removed with their memberships), and says what changed since unless overwritten', async () => {
    const admin = await signedIn(api, 'admin');
    const made = (
      await admin.post('/account/users', {
        firstName: 'New',
        lastName: 'Comer',
        email: 'new.comer@example.com',
        password: 'secret123-quokka',
        passwordConfirmation: 'secret123-quokka',
      })
    ).body.payload;
    const creation = (await admin.get(`/account/history/users/${made.id}`)).body.payload.find(
      (e: any) => e.resource === 'users' && e.action === 'create',
    );
    await admin.put(`/account/users/${made.id}`, { firstName: 'Newer' });
    const refused = await revert(admin, creation.id);
    expect(refused.body.payload).toMatchObject({ reverted: [], conflicts: [{ field: 'firstName', current: 'Newer' }] });
    expect(api.server.ctx.store.get('users', made.id)).toBeDefined();
    expect((await revert(admin, creation.id, { overwrite: true })).body.payload.reverted).toContain('email');
    expect(api.server.ctx.store.get('users', made.id)).toBeUndefined();
    expect(api.server.ctx.store.filter('userGroups', (l) => l.userID === made.id)).toEqual([]);
  });

  it('refuses what cannot be reverted: a credential', async () => {
    const user = await signedIn(api, 'user');
    await user.post('/account/users/current/accessTokens', { name: 'script' });
    const made = (await user.get('/account/history')).body.payload.find((e: any) => e.resource === 'accessTokens');
    expect((await revert(user, made.id)).body).toMatchObject({ status: 400, errorCode: 'NOT_REVERTIBLE' });
  });
});

describe('who may revert', () => {
  it("is a 404 for an entry the caller may not read (another person's change)", async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const change = await newest(admin);
    const user = await signedIn(api, 'user');
    expect((await revert(user, change.id)).status).toBe(404);
    expect((await userOf(admin)).firstName).toBe('Fatou');
  });

  it('is a 403 for a caller who may read the entry but not make the write (a membership, a group)', async () => {
    const admin = await signedIn(api, 'admin');
    const link = (await admin.post(`/account/users/${USER}/groups`, { groupID: 8 })).body.payload;
    const given = await newest(admin, `userGroups/${link.id}`);
    const user = await signedIn(api, 'user');
    // The plain user reads their own membership's history, but takes no group away.
    expect((await user.get(`/account/history/userGroups/${link.id}`)).body.payload[0].id).toBe(given.id);
    expect((await revert(user, given.id)).body).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(api.server.ctx.store.get('userGroups', link.id)).toBeDefined();
    // An account administrator reads the groups, but changes none (the superadmin does).
    await admin.put('/account/groups/8', { name: 'Contractors 2' });
    const renamed = await newest(admin, 'groups/8');
    const ada = await signedInAccountAdmin(api);
    expect((await ada.get('/account/history/groups/8')).body.payload[0].id).toBe(renamed.id);
    expect((await revert(ada, renamed.id)).status).toBe(403);
    expect((await revert(admin, renamed.id)).status).toBe(200);
  });

  it('a token reverts what its owner may write, but never a field a token may not send (the address)', async () => {
    const user = await signedIn(api, 'user');
    await user.put(`/account/users/${USER}`, { lastName: 'Renamed' });
    const renamed = await newest(user, `users/${USER}`);
    const token = (await user.post('/account/users/current/accessTokens', { name: 'script' })).body.payload.token;
    const script = bearerClient(api, token);
    expect((await revert(script, renamed.id)).status).toBe(200);
    expect(await newest(user, `users/${USER}`)).toMatchObject({ revertOf: renamed.id, viaToken: true });
    // The superadmin changes the plain user's address; the superadmin's token may not put it back.
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${USER}`, { email: 'user.moved@example.com' });
    const moved = await newest(admin, `users/${USER}`);
    const adminToken = (await admin.post('/account/users/current/accessTokens', { name: 'ops' })).body.payload.token;
    expect((await revert(bearerClient(api, adminToken), moved.id)).status).toBe(403);
    expect((await revert(admin, moved.id)).status).toBe(200);
    expect((await userOf(admin, USER)).email).toBe('user@example.com');
  });

  it('an impersonation reverts as the person acted as: their own changes, not what they may not read', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const customers = await newest(admin);
    await admin.put(`/account/users/${USER}`, { lastName: 'Renamed' });
    const users = await newest(admin, `users/${USER}`);
    expect((await admin.post(`/account/users/${USER}/impersonate`, {})).status).toBe(200);
    expect((await revert(admin, customers.id)).status).toBe(404);
    expect((await revert(admin, users.id)).status).toBe(200);
    await admin.delete('/account/users/current/stopImpersonate');
    expect(await newest(admin, `users/${USER}`)).toMatchObject({
      revertOf: users.id,
      actorEmail: 'admin@example.com',
      asUserID: USER,
    });
  });
});
