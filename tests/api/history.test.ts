/**
 * Who changed what (issue 24): every write through the API is an entry of an append-only history (who, as
 * whom, when, which record, each field before and after, secrets masked) that survives a restart; a record's
 * history and the global list, filtered and paged; a bulk run's entries grouped under its run id; each caller
 * reads only what they may.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../fixtures/server/index';
import {
  type Client,
  Client as ApiClient,
  bearerClient,
  filtersQuery,
  outbox,
  signedIn,
  signedInAccountAdmin,
  useTestApi,
} from './support/api';
import { MINUTE, TestClock } from './support/clock';

/** The API's clock stands still unless a test moves it: an entry's time is exactly what the test says. */
const clock = new TestClock();
const api = useTestApi({ now: clock.now });

/** fatima.taylor, a customer (account and unity user). */
const CUSTOMER = 4;

const historyOf = async (client: Client, path: string) => {
  const reply = await client.get(path);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as any[];
};
const logText = () => readFileSync(join(api.server.ctx.config.dataDir, 'history.ndjson'), 'utf8');

describe('what is recorded', () => {
  it("records a change with who made it, when, the record and each field's value before and after", async () => {
    const admin = await signedIn(api, 'admin');
    clock.advance(MINUTE);
    const before = clock.iso();
    const old = (await admin.get(`/account/users/${CUSTOMER}`)).body.payload;
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou', phone: '+14155550100' });
    const [entry] = await historyOf(admin, `/account/history/users/${CUSTOMER}`);
    expect(entry).toMatchObject({
      actorID: 1,
      actorEmail: 'admin@example.com',
      asUserID: 0,
      asUserEmail: '',
      viaToken: false,
      service: 'account',
      method: 'PUT',
      path: `/account/users/${CUSTOMER}`,
      runID: '',
      resource: 'users',
      recordID: CUSTOMER,
      action: 'update',
      about: [`users:${CUSTOMER}`],
    });
    expect(entry.at).toBe(before);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'firstName', before: old.firstName, after: 'Fatou' },
        { field: 'phone', before: old.phone, after: '+14155550100' },
      ]),
    );
    expect(entry.changes.map((c: any) => c.field).sort()).toEqual(['firstName', 'phone', 'updatedAt']);
    expect(entry.summary).toContain(`firstName: ${JSON.stringify(old.firstName)} → "Fatou"`);
  });

  it("lists a record's history newest first, with its links' changes (a user's groups)", async () => {
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/users/${CUSTOMER}`, { lastName: 'One' });
    const link = (await admin.post(`/account/users/${CUSTOMER}/groups`, { groupID: 8 })).body.payload;
    await admin.delete(`/account/userGroups/${link.id}`);
    const entries = await historyOf(admin, `/account/history/users/${CUSTOMER}`);
    expect(entries.map((e) => `${e.action} ${e.resource}`)).toEqual([
      'delete userGroups',
      'create userGroups',
      'update users',
    ]);
    const customer = (await admin.get(`/account/users/${CUSTOMER}`)).body.payload;
    const group = (await admin.get('/account/groups/8')).body.payload;
    const fullName = `${customer.firstName} ${customer.lastName}`;
    // Each link names what it linked (issue 42), in its values, its summary and the entry's names.
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'groupID', before: null, after: 8, afterName: group.name },
        { field: 'userID', before: null, after: CUSTOMER, afterName: fullName },
      ]),
    );
    expect(entries[1].about).toEqual([`userGroups:${link.id}`, `users:${CUSTOMER}`, 'groups:8']);
    expect(entries[1].names).toEqual({ [`users:${CUSTOMER}`]: fullName, 'groups:8': group.name });
    expect(entries[1].summary).toContain(`groupID: 8 (${group.name})`);
    // A removed link is still named by what it linked.
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'groupID', before: 8, after: null, beforeName: group.name }]),
    );
    // The group's history has the same membership entries.
    expect((await historyOf(admin, '/account/history/groups/8')).map((e) => e.id)).toEqual([
      entries[0].id,
      entries[1].id,
    ]);
  });

  it('records who acted as whom while impersonating, and calls made with an access token', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.post('/account/users/2/impersonate', {});
    expect((await admin.put('/account/users/2', { phone: '+14155550123' })).status).toBe(200);
    const user = await signedIn(api, 'user');
    const token = (await user.post('/account/users/current/accessTokens', { name: 'script' })).body.payload.token;
    await bearerClient(api, token).put('/account/users/2', { lastName: 'Scripted' });
    const entries = await historyOf(user, '/account/history/users/2');
    const impersonated = entries.find((e) => e.changes.some((c: any) => c.field === 'phone'));
    const byToken = entries.find((e) => e.changes.some((c: any) => c.field === 'lastName'));
    expect(impersonated).toMatchObject({
      actorEmail: 'admin@example.com',
      asUserID: 2,
      asUserEmail: 'user@example.com',
      viaToken: false,
    });
    expect(byToken).toMatchObject({ actorEmail: 'user@example.com', asUserID: 0, viaToken: true });
  });

  it('records a visitor (sign-up) as no one, and never the query of a call (a reset link carries a token)', async () => {
    const visitor = api.client();
    await visitor.post('/account/users/signup', {
      firstName: 'Vi',
      lastName: 'Sitor',
      email: 'vi@example.com',
      password: 'secret123-quokka',
      passwordConfirmation: 'secret123-quokka',
    });
    await visitor.post('/account/users/requestResetPassword', { email: 'user@example.com' });
    const link = (await outbox(api, 'user@example.com'))[0].link;
    const token = new URL(link, 'http://x').searchParams.get('resetPassword')!;
    expect(
      (
        await visitor.put(`/account/users/current/password?token=${token}`, {
          password: 'changed123-quokka',
          passwordConfirmation: 'changed123-quokka',
        })
      ).status,
    ).toBe(200);
    const admin = await signedIn(api, 'admin');
    const entries = await historyOf(admin, '/account/history');
    const signup = entries.find((e) => e.resource === 'users' && e.action === 'create');
    expect(signup).toMatchObject({ actorID: 0, actorEmail: '', path: '/account/users/signup' });
    const reset = entries.find((e) => e.recordID === 2 && e.changes.some((c: any) => c.field === 'password'));
    expect(reset.path).toBe('/account/users/current/password');
    expect(logText()).not.toContain(token);
  });
});

describe('secrets', () => {
  it('never writes a password, a hash, a token or the mail password to the log or its answers: they show as changed, masked', async () => {
    const admin = await signedIn(api, 'admin');
    const secrets = ['secret123-quokka', 'changed456-quokka', 'mail-secret-789'];
    const created = (
      await admin.post('/account/users', {
        firstName: 'New',
        lastName: 'Person',
        email: 'new.person@example.com',
        password: secrets[0],
        passwordConfirmation: secrets[0],
      })
    ).body.payload;
    await admin.put(`/account/users/${created.id}/password`, {
      password: secrets[1],
      passwordConfirmation: secrets[1],
    });
    await admin.put('/account/settings/1', { mailPassword: secrets[2] });
    const made = (await admin.post('/account/users/current/accessTokens', { name: 'ci' })).body.payload;
    secrets.push(made.token);
    const organization = (await admin.post('/account/organizations', { name: 'Umbrella' })).body.payload;
    expect(
      (
        await admin.post('/account/organizationUsers', {
          organizationID: organization.id,
          inviteEmail: 'guest@example.com',
        })
      ).status,
    ).toBe(200);

    const { store } = api.server.ctx;
    // What the store holds of them: hashes and tokens.
    const stored = [
      store.get('users', created.id)!.password,
      store.find('accessTokens', (t) => t.userID === 1)!.tokenHash,
      store.get('organizations', organization.id)!.token,
      store.find('organizationUsers', (l) => l.inviteEmail === 'guest@example.com')!.inviteToken,
      store.get('settings', 1)!.mailPassword,
    ];
    const answers = (await admin.get('/account/history?range=[0,99]')).text;
    for (const secret of [...secrets, ...stored]) {
      expect(secret.length).toBeGreaterThan(6);
      expect(logText(), 'log').not.toContain(secret);
      expect(answers, 'answers').not.toContain(secret);
    }
    const entries = (await admin.get('/account/history?range=[0,99]')).body.payload as any[];
    const change = (resource: string, field: string) =>
      entries
        .filter((e) => e.resource === resource)
        .flatMap((e) => e.changes)
        .filter((c: any) => c.field === field);
    expect(change('users', 'password')).toEqual([
      { field: 'password', before: '********', after: '********' },
      { field: 'password', before: null, after: '********' },
    ]);
    expect(change('settings', 'mailPassword')[0].after).toBe('********');
    expect(change('accessTokens', 'tokenHash')[0].after).toBe('********');
    expect(change('organizations', 'token')[0].after).toBe('********');
    expect(change('organizationUsers', 'inviteToken')[0].after).toBe('********');
  });
});

describe('bulk runs', () => {
  it("groups a bulk run's calls, one entry per record, under the run id the console sends", async () => {
    const admin = await signedIn(api, 'admin');
    const run = 'm4k2x9-ab12cd';
    for (const id of [4, 5, 6]) {
      expect(
        (await admin.put(`/account/users/${id}`, { active: false }, { headers: { 'X-Bulk-Run': run } })).status,
      ).toBe(200);
    }
    await admin.put('/account/users/7', { active: false });
    const grouped = await admin.get(
      `/account/history?${filtersQuery([{ name: 'runID', comparison: 'eq', value: run }])}&range=[0,9]`,
    );
    expect(grouped.headers.get('content-range')).toBe('history 0-2/3');
    expect(grouped.body.payload.map((e: any) => e.recordID)).toEqual([6, 5, 4]);
    for (const entry of grouped.body.payload)
      expect(entry.changes).toContainEqual({ field: 'active', before: true, after: false });
    // A malformed run id groups nothing.
    await admin.put('/account/users/8', { active: false }, { headers: { 'X-Bulk-Run': 'not a run id <script>' } });
    expect((await historyOf(admin, '/account/history/users/8'))[0].runID).toBe('');
  });
});

describe('the global list', () => {
  it('filters by actor, resource and time range, sorts and pages on the server', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    await admin.put('/account/groups/8', { name: 'Freelancers' });
    clock.advance(1);
    const middle = clock.iso();
    expect((await user.put('/account/users/2', { phone: '+14155550199' })).status).toBe(200);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Pat' });
    const all = await admin.get('/account/history?range=[0,1]');
    expect(all.headers.get('content-range')).toBe('history 0-1/3');
    expect(all.body.payload.map((e: any) => e.resource)).toEqual(['users', 'users']);
    const byActor = await historyOf(
      admin,
      `/account/history?${filtersQuery([{ name: 'actorEmail', comparison: 'eq', value: 'user@example.com' }])}`,
    );
    expect(byActor.map((e) => e.recordID)).toEqual([2]);
    const groups = await historyOf(
      admin,
      `/account/history?${filtersQuery([{ name: 'resource', comparison: 'eq', value: 'groups' }])}`,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].changes).toContainEqual({ field: 'name', before: 'Contractors', after: 'Freelancers' });
    const since = await historyOf(
      admin,
      `/account/history?${filtersQuery([
        { name: 'at', comparison: 'gte', value: middle },
        { name: 'actorID', comparison: 'eq', value: 1 },
      ])}`,
    );
    expect(since.map((e) => e.recordID)).toEqual([CUSTOMER]);
    const oldest = await historyOf(admin, '/account/history?sort=["id","ASC"]&range=[0,0]');
    expect(oldest[0].resource).toBe('groups');
    expect((await admin.get('/account/history/nothing/1')).status).toBe(400);
    expect(
      (await admin.get(`/account/history?${filtersQuery([{ name: 'nope', comparison: 'eq', value: 1 }])}`)).status,
    ).toBe(400);
  });
});

describe('rights', () => {
  it("a plain user reads only the history of themselves, never another's", async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    await admin.put('/account/users/2', { lastName: 'Mine' });
    await admin.put(`/account/users/${CUSTOMER}`, { lastName: 'Theirs' });
    await admin.put('/account/groups/8', { name: 'Freelancers' });
    await user.post('/unity/searchPresets', { name: 'My preset' });
    const seen = await historyOf(user, '/account/history?range=[0,99]');
    expect(seen.map((e) => `${e.resource}:${e.recordID}`).sort()).toEqual(expect.arrayContaining(['users:2']));
    expect(seen.some((e) => e.resource === 'searchPresets')).toBe(true);
    for (const entry of seen) {
      expect(
        entry.actorID === 2 || entry.asUserID === 2 || entry.about.includes('users:2'),
        JSON.stringify(entry),
      ).toBe(true);
    }
    expect(JSON.stringify(seen)).not.toContain('Theirs');
    expect(JSON.stringify(seen)).not.toContain('Freelancers');
    expect((await user.get(`/account/history/users/${CUSTOMER}`)).status).toBe(403);
    expect((await user.get('/account/history/users/1')).status).toBe(403);
    expect(await historyOf(user, '/account/history/groups/8')).toEqual([]);
    expect((await historyOf(user, '/account/history/users/2')).map((e) => e.changes[0].after)).toContain('Mine');
    expect((await api.client().get('/account/history')).status).toBe(401);
  });

  it('an account administrator reads the history of the users they outrank, not of those above them', async () => {
    const admin = await signedIn(api, 'admin');
    const ada = await signedInAccountAdmin(api);
    await admin.put('/account/users/1', { phone: '+14155550111' });
    await admin.put(`/account/users/${CUSTOMER}`, { lastName: 'Theirs' });
    await admin.put('/account/groups/8', { name: 'Freelancers' });
    const seen = await historyOf(ada, '/account/history?range=[0,99]');
    expect(seen.map((e) => `${e.resource}:${e.recordID}`)).toEqual(['groups:8', `users:${CUSTOMER}`]);
    expect((await ada.get('/account/history/users/1')).body.errorCode).toBe('INSUFFICIENT_RIGHTS');
    expect(await historyOf(ada, `/account/history/users/${CUSTOMER}`)).toHaveLength(1);
  });
});

describe('the log', () => {
  it('is appended to, never rewritten, and survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'history-restart-'));
    try {
      let server = await startServer({ port: 0, dataDir });
      let admin = new ApiClient(server.url);
      await admin.signIn('admin@example.com', 'admin1234');
      await admin.put('/account/groups/8', { name: 'Freelancers' });
      const file = join(dataDir, 'history.ndjson');
      const first = readFileSync(file, 'utf8');
      expect(first.trim().split('\n')).toHaveLength(1);
      await admin.put('/account/groups/8', { name: 'Contractors' });
      const second = readFileSync(file, 'utf8');
      expect(second.startsWith(first)).toBe(true);
      await server.close();

      server = await startServer({ port: 0, dataDir });
      admin = new ApiClient(server.url);
      await admin.signIn('admin@example.com', 'admin1234');
      await admin.put('/account/groups/8', { name: 'Temps' });
      const entries = (await admin.get('/account/history/groups/8')).body.payload as any[];
      expect(entries.map((e) => e.changes[0].after)).toEqual(['Temps', 'Contractors', 'Freelancers']);
      expect(entries.map((e) => e.id)).toEqual([3, 2, 1]);
      expect(readFileSync(file, 'utf8').startsWith(second)).toBe(true);
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
