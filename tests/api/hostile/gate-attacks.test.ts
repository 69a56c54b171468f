/**
 * The attacks of issue 21 that got through the per-route checks, one block per item, each closed by the one
 * gate (fixtures/server/gate/) and the rules it applies. Every test here failed on the API before the gate.
 */
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../../fixtures/server/gate/limits';
import { type Client, type Reply, bearerClient, connectSocket, outbox, signedIn, useTestApi } from '../support/api';

const api = useTestApi();

/** hiroshi.white: an account administrator (Account Managers), not a superadmin. */
const accountAdmin = async () => {
  const client = api.client();
  await client.signIn('hiroshi.white@example.org', 'password1');
  return client;
};

const refused = (reply: Reply, status: number, errorCode?: string) => {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, status, ...(errorCode ? { errorCode } : {}) });
};

/** A client that calls with `Authorization: Bearer` of a token its owner made in a session. */
async function tokenOf(owner: Client): Promise<Client> {
  const made = await owner.post('/account/users/current/accessTokens', { name: 'script' });
  expect(made.status).toBe(200);
  return bearerClient(api, made.body.payload.token);
}

describe('1. escalation through organizations: membership calls follow the rights rule', () => {
  it('an account administrator cannot move, add, remove or force-join the superadmin', async () => {
    const hiroshi = await accountAdmin();
    refused(await hiroshi.put('/account/users/1', { organizationID: 2 }), 403);
    refused(await hiroshi.post('/account/organizations/2/users', { userID: 1 }), 403, 'INSUFFICIENT_RIGHTS');
    refused(
      await hiroshi.post('/account/organizations/2/users', { email: 'admin@example.com' }),
      403,
      'INSUFFICIENT_RIGHTS',
    );
    refused(await hiroshi.put('/account/organizations/2/default', { userID: 1 }), 403, 'INSUFFICIENT_RIGHTS');
    const membership = (await hiroshi.get('/account/organizations/1/users')).body.payload.find((m: any) => m.id === 1);
    refused(await hiroshi.delete(`/account/organizationUsers/${membership.relationID}`), 403, 'INSUFFICIENT_RIGHTS');
    refused(
      await hiroshi.post('/account/organizationUsers', [
        { organizationID: 2, inviteEmail: 'admin@example.com', instantJoin: true },
      ]),
      403,
      'INSUFFICIENT_RIGHTS',
    );

    const admin = await signedIn(api, 'admin');
    const superadmin = (await admin.get('/account/users/1')).body.payload;
    expect(superadmin.organizations.map((o: any) => o.id)).toEqual([1]);
    expect(superadmin.organizationID).toBe(1);
  });

  it('still invites the superadmin without Force Join (a mail they may ignore), and manages a customer', async () => {
    const hiroshi = await accountAdmin();
    expect(
      (await hiroshi.post('/account/organizationUsers', [{ organizationID: 2, inviteEmail: 'admin@example.com' }]))
        .status,
    ).toBe(200);
    // fatima.taylor (4) is a customer; hiroshi holds account admin and unity user, not account user: below him only
    // once he also holds what she holds.
    const admin = await signedIn(api, 'admin');
    const hers = (await admin.get('/account/users/4')).body.payload.organizations.map((o: any) => o.id);
    const other = [1, 2, 3, 4].find((id) => !hers.includes(id));
    refused(await hiroshi.post(`/account/organizations/${other}/users`, { userID: 4 }), 403, 'INSUFFICIENT_RIGHTS');
    await admin.post('/account/users/27/groups', { groupID: 8 });
    expect((await hiroshi.post(`/account/organizations/${other}/users`, { userID: 4 })).status).toBe(200);
  });
});

describe('2. an access token acts on the platform, never on credentials', () => {
  it('cannot mint a token, list or revoke tokens, set the password or change the e-mail', async () => {
    const user = await signedIn(api, 'user');
    const token = await tokenOf(user);
    expect((await token.get('/account/users/current')).status).toBe(200);
    refused(await token.post('/account/users/current/accessTokens', { name: 'forever' }), 403, 'TOKEN_NOT_ALLOWED');
    refused(await token.get('/account/accessTokens'), 403, 'TOKEN_NOT_ALLOWED');
    refused(
      await token.put('/account/users/current/password', {
        password: 'taken1234-quokka',
        passwordConfirmation: 'taken1234-quokka',
      }),
      403,
      'TOKEN_NOT_ALLOWED',
    );
    refused(await token.put('/account/users/2', { email: 'attacker@example.net' }), 403, 'TOKEN_NOT_ALLOWED');
    // The owner is still signed in with the old password, and owns one token.
    expect((await user.get('/account/users/current')).status).toBe(200);
    expect((await api.client().signIn('user@example.com', 'user1234')).status).toBe(200);
    expect((await user.get('/account/accessTokens')).body.payload).toHaveLength(1);
    // A superadmin's token cannot set another user's password either.
    const adminToken = await tokenOf(await signedIn(api, 'admin'));
    refused(
      await adminToken.put('/account/users/4/password', {
        password: 'taken1234-quokka',
        passwordConfirmation: 'taken1234-quokka',
      }),
      403,
      'TOKEN_NOT_ALLOWED',
    );
  });

  it('dies with a password reset', async () => {
    const token = await tokenOf(await signedIn(api, 'user'));
    expect((await token.get('/account/users/current')).status).toBe(200);
    await api.client().post('/account/users/requestResetPassword', { email: 'user@example.com' });
    const link = (await outbox(api, 'user@example.com'))[0].link;
    const reset = new URL(link, 'http://console').searchParams.get('resetPassword');
    expect(
      (
        await api.client().put(`/account/users/current/password?token=${reset}`, {
          password: 'fresh1234-quokka',
          passwordConfirmation: 'fresh1234-quokka',
        })
      ).status,
    ).toBe(200);
    refused(await token.get('/account/users/current'), 401);
  });
});

describe('3. invitations are bound to their address, and an inactive organization takes nobody', () => {
  it("a signed-in user cannot join with another address's invitation", async () => {
    const user = await signedIn(api, 'user');
    refused(
      await user.put('/account/organizations/join', { token: 'INVITE-INITECH-INTERN' }),
      403,
      'INVITATION_FOR_ANOTHER_USER',
    );
    const organizations = (await user.get('/account/users/current')).body.payload.organizations.map((o: any) => o.name);
    expect(organizations).not.toContain('Initech');
  });

  it('an inactive organization cannot be joined, looked up or signed up to', async () => {
    const user = await signedIn(api, 'user');
    refused(await user.put('/account/organizations/join', { token: 'ORG5-STARK-JOIN' }), 403, 'ORGANIZATION_INACTIVE');
    refused(await api.client().get('/account/organizations/token/ORG5-STARK-JOIN'), 403, 'ORGANIZATION_INACTIVE');
    refused(
      await api.client().post('/account/users/signup', {
        email: 'new.hire@example.com',
        password: 'secret123-quokka',
        passwordConfirmation: 'secret123-quokka',
        firstName: 'New',
        lastName: 'Hire',
        organizationToken: 'ORG5-STARK-JOIN',
      }),
      400,
      'INVALID_ORGANIZATION_TOKEN',
    );
  });

  it('the invited address itself still joins', async () => {
    const admin = await signedIn(api, 'admin');
    const created = await admin.post('/account/users', {
      firstName: 'In',
      lastName: 'Tern',
      email: 'intern@example.net',
      password: 'tundra-otter-123',
      passwordConfirmation: 'tundra-otter-123',
    });
    expect(created.status).toBe(200);
    const intern = api.client();
    await intern.signIn('intern@example.net', 'tundra-otter-123');
    expect((await intern.put('/account/organizations/join', { token: 'INVITE-INITECH-INTERN' })).status).toBe(200);
  });
});

describe('4. a new e-mail address of ones own takes effect when the link sent to it is opened', () => {
  it('stays pending, so resets for the new address reach nobody, until the link is opened', async () => {
    const user = await signedIn(api, 'user');
    const answer = await user.put('/account/users/2', { email: 'ceo@victim.example', currentPassword: 'user1234' });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ email: 'user@example.com', pendingEmail: 'ceo@victim.example' });
    expect((await user.get('/account/users/current')).body.payload.pendingEmail).toBe('ceo@victim.example');

    await api.client().post('/account/users/requestResetPassword', { email: 'ceo@victim.example' });
    const mails = await outbox(api, 'ceo@victim.example');
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your new e-mail address']);

    const token = new URL(mails[0].link, 'http://console').searchParams.get('confirmEmail');
    expect(mails[0].link).toMatch(/^\/my-account\?confirmEmail=/);
    const confirmed = await api.client().post('/account/users/confirmEmail', { token });
    expect(confirmed.body.payload).toMatchObject({ email: 'ceo@victim.example' });
    expect(confirmed.body.payload.pendingEmail).toBeFalsy();
    expect((await outbox(api, 'user@example.com'))[0].subject).toBe('Your e-mail address was changed');
    refused(await api.client().post('/account/users/confirmEmail', { token }), 400, 'INVALID_TOKEN');
  });

  it("an administrator's change of another user is immediate and recorded", async () => {
    const admin = await signedIn(api, 'admin');
    const changed = await admin.put('/account/users/4', { email: 'fatima@new.example' });
    expect(changed.body.payload).toMatchObject({ email: 'fatima@new.example' });
    const events = (await admin.get('/unity/events?range=[0,0]')).body.payload;
    expect(events[0]).toMatchObject({ name: 'E-mail changed', userEmail: 'admin@example.com' });
    expect(events[0].description).toContain('fatima@new.example');
  });
});

describe('5. one spelling per address', () => {
  it('a case-changed path is no route: no event is recorded from another site', async () => {
    const admin = await signedIn(api, 'admin');
    const before = (await admin.get('/unity/events?range=[0,0]')).headers.get('content-range');
    for (const path of [
      '/UNITY/events/testOpa',
      '/unity/Events/testOpa',
      '/unity/events/TESTOPA',
      '/unity/events/testOpa/',
    ]) {
      expect((await admin.get(path, { headers: { 'sec-fetch-site': 'cross-site' } })).status, path).toBe(404);
    }
    refused(
      await admin.get('/unity/events/testOpa', { headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      'CROSS_SITE_REQUEST',
    );
    expect((await admin.get('/unity/events?range=[0,0]')).headers.get('content-range')).toBe(before);
  });
});

describe('6. sign-in, resets and every mail-sending call are limited', () => {
  it('after repeated wrong passwords even the right one is refused, with when to retry', async () => {
    const { limit } = RATE_LIMITS.signinFailuresPerAccount;
    for (let i = 0; i < limit; i++) {
      refused(
        await api.client().post('/account/users/signin', { email: 'user@example.com', password: `wrong-${i}` }),
        401,
        'WRONG_CREDENTIALS',
      );
    }
    const locked = await api
      .client()
      .post('/account/users/signin', { email: 'user@example.com', password: 'user1234' });
    refused(locked, 429, 'TOO_MANY_REQUESTS');
    expect(locked.body.resolution).toMatch(/^Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not locked by it.
    expect(
      (await api.client().post('/account/users/signin', { email: 'admin@example.com', password: 'admin1234' })).status,
    ).toBe(200);
  });

  it('a right password does not count, and the lock is per account, not per address spelling', async () => {
    for (let i = 0; i < 12; i++)
      expect(
        (await api.client().post('/account/users/signin', { email: 'user@example.com', password: 'user1234' })).status,
      ).toBe(200);
    for (let i = 0; i < RATE_LIMITS.signinFailuresPerAccount.limit; i++)
      await api.client().post('/account/users/signin', { email: 'USER@example.com', password: 'nope' });
    refused(
      await api.client().post('/account/users/signin', { email: ' user@EXAMPLE.com', password: 'user1234' }),
      429,
    );
  });

  it('reset mails to one address stop at the limit', async () => {
    const { limit } = RATE_LIMITS.mailsPerAddress;
    const answers = [];
    for (let i = 0; i < limit + 7; i++)
      answers.push(
        (await api.client().post('/account/users/requestResetPassword', { email: 'user@example.com' })).status,
      );
    expect(answers).toEqual([...Array(limit).fill(200), ...Array(7).fill(429)]);
    expect(await outbox(api, 'user@example.com')).toHaveLength(limit);
  });

  it('invitations, test e-mails and sign-up confirmations count toward the same limit per address', async () => {
    const admin = await signedIn(api, 'admin');
    const { limit } = RATE_LIMITS.mailsPerAddress;
    for (let i = 0; i < limit; i++)
      expect((await admin.put('/account/templates/1/send', { testEmail: 'victim@example.net' })).status).toBe(200);
    refused(
      await admin.post('/account/organizationUsers', [{ organizationID: 1, inviteEmail: 'victim@example.net' }]),
      429,
    );
    refused(
      await api.client().post('/account/users/signup', {
        email: 'victim@example.net',
        password: 'secret123-quokka',
        passwordConfirmation: 'secret123-quokka',
        firstName: 'V',
        lastName: 'M',
      }),
      429,
    );
  });
});

describe('7. rights are checked again at every realtime message and every session', () => {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  const connect = async (client: Client) => {
    const socket = await connectSocket(api, client);
    sockets.push(socket);
    return socket;
  };
  const receives = (socket: Socket, within = 300) =>
    new Promise<boolean>((resolve) => {
      socket.once('events', () => resolve(true));
      setTimeout(() => resolve(false), within);
    });

  it('a socket gets no events once its user lost the group that allowed them', async () => {
    const admin = await signedIn(api, 'admin');
    // fatima (4) joins Support (unity admin: reads events), connects, then leaves it.
    const support = await admin.post('/account/users/4/groups', { groupID: 3 });
    const fatima = api.client();
    await fatima.signIn('fatima.taylor@example.net', 'password1');
    const socket = await connect(fatima);
    let got = receives(socket);
    await admin.get('/unity/events/testOpa');
    expect(await got).toBe(true);
    await admin.delete(`/account/userGroups/${support.body.payload.id}`);
    got = receives(socket);
    await admin.get('/unity/events/testOpa');
    expect(await got).toBe(false);
  });

  it('deactivation closes the socket and ends the sessions for good', async () => {
    const admin = await signedIn(api, 'admin');
    await admin.post('/account/users/4/groups', { groupID: 3 });
    const fatima = api.client();
    await fatima.signIn('fatima.taylor@example.net', 'password1');
    const socket = await connect(fatima);
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));
    expect((await admin.put('/account/users/4', { active: false })).status).toBe(200);
    await closed;
    refused(await fatima.get('/account/users/current'), 401);
    expect((await admin.put('/account/users/4', { active: true })).status).toBe(200);
    refused(await fatima.get('/account/users/current'), 401);
  });
});

describe('8. sizes are bounded', () => {
  it('a 10,000-character e-mail, an over-long text anywhere in a body, a password over 256 characters: 400', async () => {
    const admin = await signedIn(api, 'admin');
    const long = `${'a'.repeat(10_000)}@example.com`;
    refused(await admin.put('/account/users/4', { email: long }), 400);
    refused(await api.client().post('/account/users/requestResetPassword', { email: long }), 400);
    // A field the schema does not know is bounded too (the gate reads every text of the body).
    refused(await admin.post('/account/groups', { name: 'Big', note: 'x'.repeat(6_000) }), 400);
    const password = `a1${'x'.repeat(255)}`;
    refused(await admin.put('/account/users/4/password', { password, passwordConfirmation: password }), 400);
    expect((await admin.get('/account/users/4')).body.payload.email).toBe('fatima.taylor@example.net');
  });

  it('a text nested in an object or a list of the body is bounded too, where the schema takes it', async () => {
    // The import document's `serviceName` is free text the schema does not bound, and a role's unknown keys
    // are dropped by the schema: only the gate's bound stands between them and a 5,000-character limit.
    const admin = await signedIn(api, 'admin');
    const rolesBefore = (await admin.get('/account/roles?range=[0,999]')).body.payload.length;
    const importing = (doc: object) => admin.put('/account/serviceNames/3/import', doc);
    const role = { name: 'nested', rules: [] };
    const tooLong = await importing({ serviceName: { name: 'x'.repeat(5_001) }, roles: [role] });
    refused(tooLong, 400);
    expect(tooLong.body.description).toBe('serviceName.name: at most 5000 characters.');
    const inList = await importing({ roles: [{ ...role, note: 'x'.repeat(5_001) }] });
    refused(inList, 400);
    expect(inList.body.description).toBe('roles.0.note: at most 5000 characters.');
    expect((await admin.get('/account/roles?range=[0,999]')).body.payload).toHaveLength(rolesBefore);
    // At the bound, the same document is taken.
    const atBound = await importing({
      serviceName: { name: 'x'.repeat(5_000) },
      roles: [{ ...role, note: 'x'.repeat(5_000) }],
    });
    expect(atBound.status, atBound.text).toBe(200);
    expect(atBound.body.payload).toEqual({ rolesAdded: 1, rulesAdded: 0 });
  });

  it('a 72-byte password signs in with itself only, not with any tail', async () => {
    const admin = await signedIn(api, 'admin');
    const password = `a1${'x'.repeat(70)}`;
    expect((await admin.put('/account/users/4/password', { password, passwordConfirmation: password })).status).toBe(
      200,
    );
    expect(
      (await api.client().post('/account/users/signin', { email: 'fatima.taylor@example.net', password })).status,
    ).toBe(200);
    refused(
      await api
        .client()
        .post('/account/users/signin', { email: 'fatima.taylor@example.net', password: `${password}anything` }),
      401,
    );
  });
});

describe('9. a plain user sees their own apps only', () => {
  it('cannot list every app with its address, nor launch one that is not theirs by default', async () => {
    const user = await signedIn(api, 'user');
    refused(await user.get('/account/apps'), 403);
    refused(await user.get('/account/apps/1'), 403);
    const own = (await user.get('/account/users/current/apps')).body.payload.map((a: any) => a.id);
    const admin = await signedIn(api, 'admin');
    const other = (await admin.get('/account/apps')).body.payload.find((a: any) => !own.includes(a.id));
    refused(await user.put('/account/users/2', { defaultAppID: other.id }), 400, 'APP_NOT_FOUND');
    expect((await user.put('/account/users/2', { defaultAppID: own[0] })).status).toBe(200);
  });
});

describe('10. a reset request answers before it touches anything', () => {
  // The mail queue waits until asked (the outbox), and the server's timers (webhook retries, the dormancy
  // rule, memberships' ends) are off, so what happens before each answer is all there is to see: a suite run under load once saw
  // the webhooks' tick read the store in the middle of one call.
  const queued = useTestApi({
    afterAnswerDelayMs: 3_600_000,
    webhookTickMs: 0,
    dormancyEveryMs: 0,
    membershipSweepEveryMs: 0,
  });

  it('answers a known address after the same work as an unknown one, before the reset link is made', async () => {
    const { store } = queued.server.ctx;
    const resets = () => store.filter('oneTimeTokens', (t) => t.kind === 'reset').length;
    // What the API reads and writes before it answers: the same for both addresses, so nothing in the answer's
    // timing can tell them apart. (Timing itself is printed, not asserted: a loaded machine's time slices are
    // larger than the gap being looked for.)
    const touched: string[] = [];
    const methods = ['all', 'get', 'find', 'filter', 'insert', 'update', 'remove', 'removeWhere', 'commit'] as const;
    for (const method of methods) {
      const original = (store[method] as (...args: unknown[]) => unknown).bind(store);
      vi.spyOn(store, method).mockImplementation((...args: unknown[]) => {
        touched.push(`${method} ${String(args[0] ?? '')}`);
        return original(...args);
      });
    }
    const call = async (email: string) => {
      touched.length = 0;
      const start = performance.now();
      expect((await queued.client().post('/account/users/requestResetPassword', { email })).status).toBe(200);
      return { ms: performance.now() - start, touched: [...touched] };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      await queued.reset(); // the per-address limit
      await call(`warm-up${round}@example.com`); // the first call after a reset builds the policy's cache
      for (let i = 0; i < RATE_LIMITS.mailsPerAddress.limit; i++) {
        const k = await call('user@example.com');
        const u = await call(`nobody${round}-${i}@example.com`);
        expect(k.touched).toEqual(u.touched);
        known.push(k.ms);
        unknown.push(u.ms);
      }
      // Nothing was written before the answers: the links are made when the queue runs.
      expect(resets()).toBe(0);
      expect(await outbox(queued, 'user@example.com')).toHaveLength(RATE_LIMITS.mailsPerAddress.limit);
      expect(resets()).toBe(RATE_LIMITS.mailsPerAddress.limit);
    }
    vi.restoreAllMocks();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.info(
      `requestResetPassword median of ${known.length}: known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`,
    );
  });
});

describe('11. development endpoints', () => {
  it('refuse writes from another site', async () => {
    for (const [method, path, body] of [
      ['POST', '/__dev/reset', undefined],
      ['POST', '/__dev/faults', { path: '/x' }],
      ['DELETE', '/__dev/faults', undefined],
      ['POST', '/__dev/notify', { title: 'Hi' }],
    ] as const) {
      refused(
        await api
          .client()
          .call(method, path, body, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
        403,
        'CROSS_SITE_REQUEST',
      );
    }
  });

  it('match a fault pattern in linear time: a backtracking pattern does not stall the API', async () => {
    expect((await api.client().post('/__dev/faults', { path: '/account/organizations/token/(a+)+b' })).status).toBe(
      200,
    );
    const start = performance.now();
    // A route the fault switch is asked about (a backtracking engine takes minutes on this address).
    const reply = await api.client().get(`/account/organizations/token/${'a'.repeat(40)}c`);
    expect(reply.body.errorCode).toBe('INVITATION_NOT_FOUND');
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
