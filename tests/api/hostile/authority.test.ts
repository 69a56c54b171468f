/**
 * Issue 33: authority lasts only as long as its source. The attacks that got through the gate of issue 21,
 * one block per numbered item (each test here failed on the API before the issue), then the classes they
 * stand for: every grant (session, access token, impersonation, reset link, e-mail-change link, one-time code,
 * invitation) carries the security stamp of the person it was granted under, or has its decision re-run, and
 * dies at its next use once that changed (fixtures/server/gate/grants.ts); a credential changes only with
 * fresh proof, and never from an impersonating session.
 */
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../fixtures/server/gate/limits';
import { hashPassword } from '../../../fixtures/server/secrets';
import {
  type Client,
  type Reply,
  bearerClient,
  connectSocket,
  outbox,
  signedIn,
  signedInAccountAdmin,
  useTestApi,
} from '../support/api';

const api = useTestApi();

const refused = (reply: Reply, status: number, errorCode?: string) => {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, status, ...(errorCode ? { errorCode } : {}) });
};
const passed = (reply: Reply) => expect(reply.status, reply.text).toBe(200);

/** fatima.taylor: a customer (account and unity user). */
const CUSTOMER = 4;
const NEW = { password: 'changed123-quokka', passwordConfirmation: 'changed123-quokka' };

/** Tess, a second superadmin (Administrators), made for the test and signed in in her own browser. */
async function secondSuperadmin(): Promise<{ client: Client; id: number }> {
  const { store } = api.server.ctx;
  const now = new Date().toISOString();
  const tess = store.insert('users', {
    uuid: 'test-second-superadmin',
    firstName: 'Tess',
    lastName: 'Super',
    email: 'tess.super@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('tess12345'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: tess.id, groupID: 1 });
  store.commit();
  const client = api.client();
  await client.signIn('tess.super@example.com', 'tess12345');
  return { client, id: tess.id };
}

async function tokenOf(owner: Client, name = 'script'): Promise<Client> {
  const made = await owner.post('/account/users/current/accessTokens', { name });
  passed(made);
  return bearerClient(api, made.body.payload.token);
}

/** The secret of the newest mail to `to` whose link carries `param`. */
async function linkSecret(to: string, param: string): Promise<string> {
  const mail = (await outbox(api, to)).find((m) => new URL(m.link || '/', 'http://console').searchParams.has(param));
  expect(mail, `a mail to ${to} with ${param}`).toBeTruthy();
  return new URL(mail!.link, 'http://console').searchParams.get(param)!;
}

const resetLink = async (email: string) => {
  await api.client().post('/account/users/requestResetPassword', { email });
  return linkSecret(email, 'resetPassword');
};

/** The plain user asks for a new address of their own (with their password, as a change of credential needs). */
async function askNewAddress(user: Client, email: string): Promise<string> {
  passed(await user.put('/account/users/2', { email, currentPassword: 'user1234' }));
  return linkSecret(email, 'confirmEmail');
}

describe('1. an impersonation lasts only while the impersonator may impersonate', () => {
  it('ends, and says so, at the first call after the impersonator lost the right; the impersonator acts as themselves', async () => {
    const tess = await secondSuperadmin();
    const admin = await signedIn(api, 'admin');
    passed(await admin.post(`/account/users/${tess.id}/impersonate`, {}));
    passed(await admin.get('/account/users'));
    // Tess takes the real superadmin out of Administrators.
    const link = api.server.ctx.store.find('userGroups', (l) => l.userID === 1 && l.groupID === 1)!;
    passed(await tess.client.delete(`/account/userGroups/${link.id}`));

    refused(await admin.get('/account/users'), 403, 'IMPERSONATION_ENDED');
    const me = (await admin.get('/account/users/current')).body.payload;
    expect(me).toMatchObject({ id: 1, impersonate: false });
    refused(await admin.get('/account/users'), 403, 'FORBIDDEN');
    refused(await admin.post('/account/users/1/groups', { groupID: 1 }), 403);
    const events = api.server.ctx.store.filter('events', (e) => e.name === 'Impersonation ended');
    expect(events.map((e) => e.description)).toEqual([expect.stringContaining('tess.super@example.com')]);
  });

  it('ends when the impersonated person rises above the impersonator, or is deleted', async () => {
    const tess = await secondSuperadmin();
    // Account administrators may impersonate those they outrank here.
    passed(await tess.client.post('/account/rules', { roleID: 2, method: 'POST', path: '/users/[0-9]+/impersonate' }));
    const manager = await signedInAccountAdmin(api);
    passed(await manager.post(`/account/users/${CUSTOMER}/impersonate`, {}));
    passed(await manager.get('/account/users/current'));
    // The customer joins Support (unity admin), a right the account administrator does not hold.
    passed(await tess.client.post(`/account/users/${CUSTOMER}/groups`, { groupID: 3 }));
    refused(await manager.get('/account/users/current'), 403, 'IMPERSONATION_ENDED');
    expect((await manager.get('/account/users/current')).body.payload).toMatchObject({
      email: 'ada.admin@example.com',
      impersonate: false,
    });

    const admin = await signedIn(api, 'admin');
    passed(await admin.post('/account/users/5/impersonate', {}));
    passed(await tess.client.delete('/account/users/5'));
    // A call open to anyone that comes first (the console asks for the capabilities as it starts) cannot say
    // so, and leaves it to be said by the next call that acts as someone.
    passed(await admin.get('/account/capabilities'));
    refused(await admin.put('/account/users/current', { firstName: 'Ghost' }), 403, 'IMPERSONATION_ENDED');
    expect(api.server.ctx.store.get('users', 1)!.firstName).not.toBe('Ghost');
    passed(await admin.get('/account/users/current'));
  });
});

describe('2. acting as someone never manages their credentials', () => {
  it('an impersonating session mints no token, and changes or reveals none of their credentials', async () => {
    const admin = await signedIn(api, 'admin');
    passed(await admin.post('/account/users/2/impersonate', {}));
    refused(
      await admin.post('/account/users/current/accessTokens', { name: 'backdoor' }),
      403,
      'IMPERSONATION_NOT_ALLOWED',
    );
    refused(await admin.get('/account/accessTokens'), 403, 'IMPERSONATION_NOT_ALLOWED');
    refused(
      await admin.put('/account/users/current/password', { ...NEW, currentPassword: 'user1234' }),
      403,
      'IMPERSONATION_NOT_ALLOWED',
    );
    refused(await admin.put(`/account/users/${CUSTOMER}/password`, NEW), 403, 'IMPERSONATION_NOT_ALLOWED');
    refused(
      await admin.put('/account/users/2', { email: 'taken@attacker.example', currentPassword: 'user1234' }),
      403,
      'IMPERSONATION_NOT_ALLOWED',
    );
    refused(await admin.get('/account/users/current/sessions'), 403, 'IMPERSONATION_NOT_ALLOWED');
    refused(await admin.delete('/account/users/current/sessions'), 403, 'IMPERSONATION_NOT_ALLOWED');
    refused(await admin.post(`/account/users/${CUSTOMER}/impersonate`, {}), 403, 'IMPERSONATION_NOT_ALLOWED');
    expect(api.server.ctx.store.filter('accessTokens', (t) => t.userID === 2)).toEqual([]);
    // Acting as them on the platform still works, and so does stopping.
    passed(await admin.put('/account/users/2', { firstName: 'Jamie' }));
    passed(await admin.delete('/account/users/current/stopImpersonate'));
    passed(await admin.get('/account/accessTokens'));
  });
});

describe('3. a pending e-mail change does not survive a password reset', () => {
  it('the confirmation link asked before the reset is dead after it', async () => {
    const stolen = await signedIn(api, 'user');
    const link = await askNewAddress(stolen, 'attacker@evil.example');
    const reset = await resetLink('user@example.com');
    passed(await api.client().put(`/account/users/current/password?token=${reset}`, NEW));
    refused(await api.client().post('/account/users/confirmEmail', { token: link }), 400, 'INVALID_TOKEN');
    expect(api.server.ctx.store.get('users', 2)!.email).toBe('user@example.com');
  });
});

describe('4. a confirmation link dies when the address it confirms is no longer the pending one', () => {
  it("an administrator's later change wins over the user's older link", async () => {
    const user = await signedIn(api, 'user');
    const link = await askNewAddress(user, 'x@example.org');
    const admin = await signedIn(api, 'admin');
    passed(await admin.put('/account/users/2', { email: 'y@example.org' }));
    refused(await api.client().post('/account/users/confirmEmail', { token: link }), 400, 'INVALID_TOKEN');
    expect(api.server.ctx.store.get('users', 2)!.email).toBe('y@example.org');
  });

  it('a newer request of the person voids the older link', async () => {
    const user = await signedIn(api, 'user');
    const older = await askNewAddress(user, 'x@example.org');
    await askNewAddress(user, 'z@example.org');
    refused(await api.client().post('/account/users/confirmEmail', { token: older }), 400, 'INVALID_TOKEN');
  });
});

describe("5. a reset link dies when the address it was sent to is no longer the account's", () => {
  it('after an administrator changed the address', async () => {
    const link = await resetLink('user@example.com');
    const admin = await signedIn(api, 'admin');
    passed(await admin.put('/account/users/2', { email: 'new.user@example.org' }));
    refused(await api.client().put(`/account/users/current/password?token=${link}`, NEW), 400, 'INVALID_RESET_TOKEN');
  });

  it('after the person confirmed a new address', async () => {
    const link = await resetLink('user@example.com');
    const user = await signedIn(api, 'user');
    const confirm = await askNewAddress(user, 'new.user@example.org');
    passed(await user.post('/account/users/confirmEmail', { token: confirm }));
    refused(await api.client().put(`/account/users/current/password?token=${link}`, NEW), 400, 'INVALID_RESET_TOKEN');
    // The session that confirmed stays signed in.
    passed(await user.get('/account/users/current'));
  });
});

describe('6. the history shows only what the policy shows', () => {
  it('an account administrator refused on the events and the settings reads none of their entries', async () => {
    const admin = await signedIn(api, 'admin');
    passed(await admin.put('/account/settings/1', { mailSentName: 'Acme Mail', mailUser: 'smtp-user' }));
    const event = (await admin.get('/unity/events/testOpa')).body.payload;
    passed(await admin.put(`/unity/events/${event.id}`, { resolved: true, comments: 'seen' }));

    const manager = await signedInAccountAdmin(api);
    refused(await manager.get('/unity/events'), 403);
    refused(await manager.get('/account/settings'), 403);
    for (const resource of ['events', 'settings']) {
      const filters = encodeURIComponent(JSON.stringify([{ name: 'resource', comparison: 'eq', value: resource }]));
      const listed = await manager.get(`/account/history?filters=${filters}`);
      passed(listed);
      expect(listed.body.payload, resource).toEqual([]);
    }
    expect((await manager.get('/account/history/settings/1')).body.payload).toEqual([]);
    expect((await manager.get(`/account/history/events/${event.id}`)).body.payload).toEqual([]);
    const all = JSON.stringify((await manager.get('/account/history')).body.payload);
    expect(all).not.toContain('smtp-user');
    // The superadmin, who reads both, sees them.
    expect((await admin.get('/account/history/settings/1')).body.payload.length).toBeGreaterThan(0);
  });
});

describe('7. the event log cannot be rewritten', () => {
  it('an update of an event changes resolved and comments only: any other field is a 400 and changes nothing', async () => {
    const admin = await signedIn(api, 'admin');
    const before = (await admin.get('/unity/events/1')).body.payload;
    for (const body of [
      { userEmail: 'someone@else.example' },
      { ipAddress: '10.0.0.1' },
      { name: 'Nothing happened' },
      { description: 'Rewritten' },
      { resolved: true, userAgent: 'x' },
    ]) {
      refused(await admin.put('/unity/events/1', body), 400, 'VALIDATION_ERROR');
    }
    expect((await admin.get('/unity/events/1')).body.payload).toEqual(before);
    const changed = await admin.put('/unity/events/1', { resolved: true, comments: 'Handled.' });
    passed(changed);
    expect(changed.body.payload).toEqual({ ...before, resolved: true, comments: 'Handled.' });
  });
});

describe('8. bodies are bounded in depth', () => {
  it('a body nested 300,000 deep is a 400 with the envelope, not a 500, signed in or not', async () => {
    const deep = `${'['.repeat(300_000)}${']'.repeat(300_000)}`;
    const reply = await api
      .client()
      .post('/account/users/access', undefined, { raw: deep, headers: { 'content-type': 'application/json' } });
    refused(reply, 400, 'VALIDATION_ERROR');
    expect(reply.body.description).toMatch(/32 levels/);
    const object = JSON.stringify(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), 1));
    const admin = await signedIn(api, 'admin');
    refused(
      await admin.post('/account/groups', undefined, { raw: object, headers: { 'content-type': 'application/json' } }),
      400,
      'VALIDATION_ERROR',
    );
    // 32 levels are fine for the gate (the schema then says what it expects).
    const fine = JSON.stringify({
      name: 'Deep',
      note: Array.from({ length: 30 }).reduce<unknown>((inner) => [inner], 1),
    });
    passed(
      await admin.post('/account/groups', undefined, { raw: fine, headers: { 'content-type': 'application/json' } }),
    );
  });

  it('a filter nested deeper than 32 levels, in the address or a preset, is a 400', async () => {
    const admin = await signedIn(api, 'admin');
    const value = `${'['.repeat(1_500)}1${']'.repeat(1_500)}`;
    const filters = encodeURIComponent(`[{"name":"firstName","comparison":"like","value":${value}}]`);
    refused(await admin.get(`/account/users?filters=${filters}`), 400, 'INVALID_QUERY');
    refused(
      await admin.post('/unity/searchPresets', {
        name: 'Deep',
        filter: `[{"name":"firstName","comparison":"eq","value":${value}}]`,
      }),
      400,
    );
  });
});

describe('a change of credential needs fresh proof', () => {
  it("one's own password changes only with the current one in the same request", async () => {
    const user = await signedIn(api, 'user');
    refused(await user.put('/account/users/current/password', NEW), 403, 'CURRENT_PASSWORD_REQUIRED');
    refused(
      await user.put('/account/users/current/password', { ...NEW, currentPassword: 'wrong1234' }),
      403,
      'WRONG_CURRENT_PASSWORD',
    );
    passed(await user.put('/account/users/current/password', { ...NEW, currentPassword: 'user1234' }));
    passed(await api.client().signIn('user@example.com', 'changed123-quokka'));
  });

  it("one's own new address is asked for only with the current password; cancelling needs none", async () => {
    const user = await signedIn(api, 'user');
    refused(await user.put('/account/users/2', { email: 'mine@example.org' }), 403, 'CURRENT_PASSWORD_REQUIRED');
    refused(
      await user.put('/account/users/2', { email: 'mine@example.org', currentPassword: 'nope12345' }),
      403,
      'WRONG_CURRENT_PASSWORD',
    );
    expect(await outbox(api, 'mine@example.org')).toEqual([]);
    passed(await user.put('/account/users/2', { email: 'mine@example.org', currentPassword: 'user1234' }));
    passed(await user.put('/account/users/2', { email: 'user@example.com' }));
    passed(await user.put('/account/users/2', { firstName: 'Jay' }));
  });

  it('wrong current passwords count toward the sign-in lock of the account', async () => {
    const user = await signedIn(api, 'user');
    for (let i = 0; i < RATE_LIMITS.signinFailuresPerAccount.limit; i++) {
      refused(
        await user.put('/account/users/current/password', { ...NEW, currentPassword: `guess${i}999` }),
        403,
        'WRONG_CURRENT_PASSWORD',
      );
    }
    refused(
      await user.put('/account/users/current/password', { ...NEW, currentPassword: 'user1234' }),
      429,
      'TOO_MANY_REQUESTS',
    );
    refused(
      await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'user1234' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it("an administrator sets another user's password without theirs", async () => {
    const admin = await signedIn(api, 'admin');
    passed(await admin.put(`/account/users/${CUSTOMER}/password`, NEW));
  });
});

describe("changing one's own password ends one's access tokens, unless one keeps them", () => {
  it('ends them by default', async () => {
    const user = await signedIn(api, 'user');
    const token = await tokenOf(user);
    passed(await token.get('/account/users/current'));
    passed(await user.put('/account/users/current/password', { ...NEW, currentPassword: 'user1234' }));
    refused(await token.get('/account/users/current'), 401, 'UNAUTHORIZED');
    expect((await user.get('/account/accessTokens')).body.payload).toEqual([]);
  });

  it('keeps them when asked to', async () => {
    const user = await signedIn(api, 'user');
    const token = await tokenOf(user);
    passed(
      await user.put('/account/users/current/password', {
        ...NEW,
        currentPassword: 'user1234',
        keepAccessTokens: true,
      }),
    );
    passed(await token.get('/account/users/current'));
    expect((await user.get('/account/accessTokens')).body.payload).toHaveLength(1);
    // A later reset still ends them.
    const link = await resetLink('user@example.com');
    passed(
      await api.client().put(`/account/users/current/password?token=${link}`, {
        password: 'again1234-quokka',
        passwordConfirmation: 'again1234-quokka',
      }),
    );
    refused(await token.get('/account/users/current'), 401, 'UNAUTHORIZED');
  });
});

describe('every grant dies at its next use once its source changed', () => {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

  it('a one-time code asked before a new password, or a new address, signs nobody in', async () => {
    for (const change of ['password', 'email'] as const) {
      await api.reset();
      await api.client().post('/account/users/requestPLCode', { email: 'user@example.com' });
      const code = await linkSecret('user@example.com', 'plcode');
      const admin = await signedIn(api, 'admin');
      passed(
        await (change === 'password'
          ? admin.put('/account/users/2/password', NEW)
          : admin.put('/account/users/2', { email: 'jamie@example.org' })),
      );
      const email = change === 'password' ? 'user@example.com' : 'jamie@example.org';
      refused(await api.client().post('/account/users/signinPL', { code, email }), 401, 'WRONG_CODE');
      refused(await api.client().post('/account/users/signinPL', { code }), 401, 'WRONG_CODE');
    }
  });

  it('a confirmation link of a new account dies when an administrator changes its address', async () => {
    passed(
      await api.client().post('/account/users/signup', {
        email: 'newbie@example.org',
        password: 'tundra-otter-123',
        passwordConfirmation: 'tundra-otter-123',
        firstName: 'New',
        lastName: 'Bie',
      }),
    );
    const token = await linkSecret('newbie@example.org', 'activateToken');
    const id = api.server.ctx.store.find('users', (u) => u.email === 'newbie@example.org')!.id;
    const admin = await signedIn(api, 'admin');
    passed(await admin.put(`/account/users/${id}`, { email: 'newbie@example.net' }));
    refused(
      await api.client().post(`/account/users/validateEmail?token=${token}`, { email: 'newbie@example.net' }),
      400,
      'INVALID_TOKEN',
    );
  });

  it("an administrator's change of the address ends the person's sessions and tokens", async () => {
    const user = await signedIn(api, 'user');
    const token = await tokenOf(user);
    const admin = await signedIn(api, 'admin');
    passed(await admin.put('/account/users/2', { email: 'moved@example.org' }));
    refused(await user.get('/account/users/current'), 401);
    refused(await token.get('/account/users/current'), 401);
  });

  it('a deactivation ends the sessions and tokens for good: reactivating the person brings none back', async () => {
    const user = await signedIn(api, 'user');
    const token = await tokenOf(user);
    const admin = await signedIn(api, 'admin');
    passed(await admin.put('/account/users/2', { active: false }));
    passed(await admin.put('/account/users/2', { active: true }));
    refused(await user.get('/account/users/current'), 401);
    refused(await token.get('/account/users/current'), 401);
  });

  it('the session cookie is read wherever it stands among the cookies', async () => {
    const user = await signedIn(api, 'user');
    const client = api.client();
    client.cookies.set('theme', 'dark');
    client.cookies.set('session', user.cookies.get('session')!);
    passed(await client.get('/account/users/current'));
    // Written loosely, with spaces around the separators, it is the same cookie.
    const loose = await api.client().get('/account/users/current', {
      headers: { cookie: `theme=dark ; session=${user.cookies.get('session')} ; lang=fr` },
    });
    passed(loose);
  });

  it("a session's realtime socket closes once its session is no longer good", async () => {
    const user = await signedIn(api, 'user');
    const socket = await connectSocket(api, user);
    sockets.push(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    // Its stamp is no longer the person's (a change made outside any route): the next message closes it.
    api.server.ctx.store.update('users', 2, { password: hashPassword('elsewhere1') });
    await api.client().post('/__dev/notify', { title: 'Hello' });
    await closed;
    refused(await user.get('/account/users/current'), 401);
  });

  it('an invitation dies when the one who sent it may no longer invite', async () => {
    const tess = await secondSuperadmin();
    const manager = await signedInAccountAdmin(api);
    passed(await manager.post('/account/organizationUsers', { organizationID: 1, inviteEmail: 'guest@example.org' }));
    const token = await linkSecret('guest@example.org', 'token');
    passed(await api.client().get(`/account/organizations/token/${token}`));
    // Ada leaves Account Managers.
    const link = api.server.ctx.store.find(
      'userGroups',
      (l) => l.groupID === 2 && api.server.ctx.store.get('users', l.userID)?.email === 'ada.admin@example.com',
    )!;
    passed(await tess.client.delete(`/account/userGroups/${link.id}`));
    refused(await api.client().get(`/account/organizations/token/${token}`), 404);
    refused(
      await api.client().post('/account/users/signup', {
        email: 'guest@example.org',
        password: 'guest1234-quokka',
        passwordConfirmation: 'guest1234-quokka',
        firstName: 'G',
        lastName: 'Uest',
        inviteToken: token,
      }),
      400,
      'INVALID_ORGANIZATION_TOKEN',
    );
  });
});

describe('9 and 10. behind the proxy (one trusted hop, as deploy/ runs nginx)', () => {
  const proxied = useTestApi({ trustProxyHops: 1 });
  const via = (address: string, extra: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-for': address, ...extra },
  });

  it("sessions, events and limits see the visitor's address; a forged header gains nothing", async () => {
    const client = proxied.client();
    // The visitor forged a first address; the proxy appended the one it saw.
    passed(
      await client.post(
        '/account/users/signin',
        { email: 'user@example.com', password: 'user1234' },
        via('198.51.100.66, 203.0.113.7'),
      ),
    );
    const [session] = (await client.get('/account/users/current/sessions', via('203.0.113.7'))).body.payload;
    expect(session.ipAddress).toBe('203.0.113.7');

    for (let i = 0; i < RATE_LIMITS.signinFailuresPerClient.limit; i++) {
      await proxied
        .client()
        .post(
          '/account/users/signin',
          { email: `nobody${i}@example.org`, password: 'wrong' },
          via(`10.9.9.${i}, 203.0.113.7`),
        );
    }
    refused(
      await proxied
        .client()
        .post('/account/users/signin', { email: 'user@example.com', password: 'user1234' }, via('203.0.113.7')),
      429,
    );
    // Another visitor is not locked out.
    passed(
      await proxied
        .client()
        .post('/account/users/signin', { email: 'user@example.com', password: 'user1234' }, via('198.51.100.9')),
    );
  });

  it('the session cookie is Secure when the visitor came over TLS', async () => {
    const tls = proxied.client();
    passed(
      await tls.post(
        '/account/users/signin',
        { email: 'user@example.com', password: 'user1234' },
        via('203.0.113.7', { 'x-forwarded-proto': 'https' }),
      ),
    );
    const cookies = tls.setCookies.filter((c) => /^(session|token)=/.test(c));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith('session='))).toMatch(/HttpOnly/i);
    const plain = proxied.client();
    passed(
      await plain.post(
        '/account/users/signin',
        { email: 'user@example.com', password: 'user1234' },
        via('203.0.113.7'),
      ),
    );
    for (const cookie of plain.setCookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe("9 and 10. without a proxy, the forwarding headers are the visitor's own words", () => {
  it('are ignored', async () => {
    const client = api.client();
    passed(
      await client.post(
        '/account/users/signin',
        { email: 'user@example.com', password: 'user1234' },
        { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' } },
      ),
    );
    const [session] = (await client.get('/account/users/current/sessions')).body.payload;
    expect(session.ipAddress).toMatch(/127\.0\.0\.1/);
    for (const cookie of client.setCookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
