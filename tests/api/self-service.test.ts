/**
 * Self-service flows end to end through the outbox: sign-up (plain, invitation, organization token),
 * e-mail confirmation, password reset, password-free codes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo, filtersQuery, outbox, signedIn, useTestApi, type Client } from './support/api';

const api = useTestApi();

const newcomer = {
  email: 'Sam.Newcomer@Example.com',
  password: 'secret123-quokka',
  passwordConfirmation: 'secret123-quokka',
  firstName: 'Sam',
  lastName: 'Newcomer',
};
const query = (link: string) => new URL(link, 'http://console').searchParams;

describe('POST /account/users/signup', () => {
  it('creates an inactive user, mails a confirmation link that activates it once', async () => {
    const visitor = api.client();
    const res = await visitor.post('/account/users/signup', newcomer);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const user = res.body.payload;
    expect(user).toMatchObject({
      email: 'sam.newcomer@example.com',
      firstName: 'Sam',
      lastName: 'Newcomer',
      active: false,
    });
    expect(user.id).toBeGreaterThan(0);
    expect(user.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordConfirmation');

    const [mail] = await outbox(api, 'sam.newcomer@example.com');
    expect(mail.link).toMatch(/^\/signin\?activateToken=[^&]+&email=/);
    const params = query(mail.link);
    expect(params.get('email')).toBe('sam.newcomer@example.com');
    // A mail client opens it: absolute, under the console's public address (the e-mail settings' baseURL, issue 42).
    expect(mail.text).toContain(`https://console.example.com${mail.link}`);
    expect(mail.text).not.toMatch(/[^m]\/signin\?/);
    expect(mail.html).toContain(`href="https://console.example.com${mail.link.replace(/&/g, '&#38;')}"`);

    // Not confirmed yet: sign-in refuses.
    const early = await visitor.post('/account/users/signin', { email: newcomer.email, password: 'secret123-quokka' });
    expect(early.status).toBe(403);
    expect(early.body.errorCode).toBe('EMAIL_NOT_CONFIRMED');

    const token = params.get('activateToken')!;
    const wrongEmail = await visitor.post(`/account/users/validateEmail?token=${token}`, {
      email: 'other@example.com',
    });
    expect(wrongEmail.status).toBe(400);
    const confirmed = await visitor.post(`/account/users/validateEmail?token=${token}`, { email: params.get('email') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payload.active).toBe(true);
    const again = await visitor.post(`/account/users/validateEmail?token=${token}`, { email: params.get('email') });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, status: 400 });

    await visitor.signIn(newcomer.email, 'secret123-quokka');
    const current = await visitor.get('/account/users/current');
    // New accounts join the default groups (Customers: account user, unity user).
    expect(current.body.payload.services.account).toContain('user');
    expect(current.body.payload.organizations).toEqual([]);
  });

  it('with an invitation sent to the same address: active at once, member of the organization', async () => {
    const visitor = api.client();
    const res = await visitor.post('/account/users/signup', {
      ...newcomer,
      email: 'new.hire@example.com',
      inviteToken: 'INVITE-ACME-NEWHIRE',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ email: 'new.hire@example.com', active: true, organizationID: 1 });
    expect(await outbox(api, 'new.hire@example.com')).toEqual([]);

    await visitor.signIn('new.hire@example.com', 'secret123-quokka');
    const current = await visitor.get('/account/users/current');
    expect(current.body.payload.organizations).toEqual([{ id: 1, name: 'Acme Corporation', default: true }]);
    // Just signed up: the policy engine is not ready for this user yet.
    expect((await visitor.get('/account/users/opaReady')).body.payload).toEqual({ ready: false });

    const admin = await signedIn(api, 'admin');
    const members = (await admin.get('/account/organizations/1/users')).body.payload;
    expect(members).toContainEqual(
      expect.objectContaining({
        id: res.body.payload.id,
        email: 'new.hire@example.com',
        pending: false,
        organizationID: 1,
      }),
    );
    // The invitation was used: its token no longer opens anything.
    expect((await visitor.get('/account/organizations/token/INVITE-ACME-NEWHIRE')).status).toBe(404);
  });

  it('with an invitation for another address: refused, no account, the invitation still pending (issue 21)', async () => {
    const res = await api.client().post('/account/users/signup', { ...newcomer, inviteToken: 'INVITE-ACME-NEWHIRE' });
    expect(res.body).toMatchObject({ status: 400, errorCode: 'INVALID_ORGANIZATION_TOKEN' });
    expect(await outbox(api, newcomer.email)).toEqual([]);
    const admin = await signedIn(api, 'admin');
    expect(
      (await admin.get(`/account/users?${filtersQuery([{ name: 'email', comparison: 'eq', value: newcomer.email }])}`))
        .body.payload,
    ).toEqual([]);
    expect((await api.client().get('/account/organizations/token/INVITE-ACME-NEWHIRE')).status).toBe(200);
  });

  it('with an organization token: joins that organization, still confirms the e-mail', async () => {
    const res = await api.client().post('/account/users/signup', {
      ...newcomer,
      organizationToken: 'ORG2-GLOBEX-JOIN',
      referralCode: 'FRIEND-42',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ active: false, organizationID: 2, organizationName: 'Globex' });
    expect(await outbox(api, newcomer.email)).toHaveLength(1);
    const admin = await signedIn(api, 'admin');
    const members = (await admin.get('/account/organizations/2/users')).body.payload;
    expect(members.some((m: { email: string }) => m.email === 'sam.newcomer@example.com')).toBe(true);
  });

  it('refuses bad bodies and taken addresses, creating nothing', async () => {
    const visitor = api.client();
    const bad = [
      { ...newcomer, email: 'not-an-email' },
      { ...newcomer, password: 'short1', passwordConfirmation: 'short1' },
      { ...newcomer, password: 'lettersonly', passwordConfirmation: 'lettersonly' },
      { ...newcomer, passwordConfirmation: 'secret124-quokka' },
      { ...newcomer, lastName: '' },
      { ...newcomer, inviteToken: 'NO-SUCH-TOKEN' },
      { ...newcomer, organizationToken: 'NO-SUCH-ORG' },
    ];
    for (const body of bad) {
      const res = await visitor.post('/account/users/signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, status: 400 });
    }
    const taken = await visitor.post('/account/users/signup', { ...newcomer, email: 'USER@example.com' });
    expect(taken.status).toBe(400);
    expect(await outbox(api)).toEqual([]);
    const admin = await signedIn(api, 'admin');
    const found = await admin.get(
      `/account/users?filters=${encodeURIComponent(JSON.stringify([{ name: 'email', comparison: 'like', value: 'newcomer' }]))}`,
    );
    expect(found.body.payload).toEqual([]);
  });
});

describe('password reset', () => {
  it('mails a one-time link only to existing accounts and resets the password with it', async () => {
    const visitor = api.client();
    const unknown = await visitor.post('/account/users/requestResetPassword', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.success).toBe(true);
    expect(await outbox(api)).toEqual([]);

    const res = await visitor.post('/account/users/requestResetPassword', { email: 'user@example.com' });
    expect(res.status).toBe(200);
    const [mail] = await outbox(api, 'user@example.com');
    expect(mail.link).toMatch(/^\/signin\?resetPassword=[A-Za-z0-9_-]+$/);
    const token = query(mail.link).get('resetPassword');

    const mismatch = await visitor.put(`/account/users/current/password?token=${token}`, {
      password: 'newpass123-quokka',
      passwordConfirmation: 'newpass124-quokka',
    });
    expect(mismatch.status).toBe(400);
    const reset = await visitor.put(`/account/users/current/password?token=${token}`, {
      password: 'newpass123-quokka',
      passwordConfirmation: 'newpass123-quokka',
    });
    expect(reset.status).toBe(200);
    const reused = await visitor.put(`/account/users/current/password?token=${token}`, {
      password: 'other1234-quokka',
      passwordConfirmation: 'other1234-quokka',
    });
    expect(reused.status).toBe(400);

    expect(
      (await visitor.post('/account/users/signin', { email: 'user@example.com', password: 'user1234' })).status,
    ).toBe(401);
    await visitor.signIn('user@example.com', 'newpass123-quokka');
  });

  it('answers 400 to a malformed address', async () => {
    const res = await api.client().post('/account/users/requestResetPassword', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('password-free code', () => {
  const codeOf = async (email: string) => {
    const [mail] = await outbox(api, email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    return { mail, code: code! };
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('mails a 6-digit code that signs in once, with a permanent session', async () => {
    const admin = await signedIn(api, 'admin');
    const phone: string = (await admin.get('/account/users/2')).body.payload.phone;
    const visitor = api.client();
    const res = await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ phone: phone.replace(/\D/g, '').slice(-4) });

    const { mail, code } = await codeOf('user@example.com');
    expect(query(mail.link).get('email')).toBe('user@example.com');
    expect(query(mail.link).get('plcode')).toBe(code);
    expect(mail.link.startsWith('/signin?')).toBe(true);

    const signin = await visitor.post('/account/users/signinPL', { code });
    expect(signin.status).toBe(200);
    expect(signin.body.payload).toEqual({ defaultAppURL: expect.any(String), role: 'user' });
    expect(visitor.setCookies.findLast((c) => c.startsWith('session='))).toMatch(/^session=.+;.*(Max-Age|Expires)=/i);
    expect((await visitor.get('/account/users/current')).body.payload.email).toBe('user@example.com');

    const again = await api.client().post('/account/users/signinPL', { code });
    expect(again.status).toBe(401);
  });

  it('always succeeds for unknown addresses, without a mail', async () => {
    const res = await api.client().post('/account/users/requestPLCode', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ phone: '' });
    expect(await outbox(api)).toEqual([]);
  });

  it('answers 401 to a wrong code and voids the code after five wrong tries at that account', async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' });
    const { code } = await codeOf('user@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await visitor.post('/account/users/signinPL', { code: wrong(code), email: 'user@example.com' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, status: 401 });
    }
    expect((await visitor.post('/account/users/signinPL', { code, email: 'user@example.com' })).status).toBe(401);
    expect(visitor.cookies.has('session')).toBe(false);
  });

  it('keeps the code after fewer than five wrong tries', async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' });
    const { code } = await codeOf('user@example.com');
    for (let i = 0; i < 4; i++)
      await visitor.post('/account/users/signinPL', { code: wrong(code), email: 'user@example.com' });
    expect((await visitor.post('/account/users/signinPL', { code })).status).toBe(200);
  });

  it('answers 400 to bad bodies', async () => {
    const visitor = api.client();
    expect((await visitor.post('/account/users/requestPLCode', { email: 'x' })).status).toBe(400);
    expect((await visitor.post('/account/users/signinPL', {})).status).toBe(400);
    expect((await visitor.post('/account/users/signinPL', { code: 123456 })).status).toBe(400);
  });
});

describe('expiry (a clock the test moves)', () => {
  let offset = 0;
  beforeEach(() => {
    offset = 0;
  });
  // A second API, whose clock the tests move, restored from the seed before each test.
  const clocked = useTestApi({ now: () => new Date(Date.now() + offset) });
  const mails = async (client: Client) =>
    (await client.get('/__dev/outbox')).body.payload as { text: string; link: string }[];

  it('a reset link expires after one hour', async () => {
    const visitor = clocked.client();
    await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] });
    await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] });
    const [late, early] = (await mails(visitor)).map((m) => query(m.link).get('resetPassword'));
    const body = { password: 'newpass123-quokka', passwordConfirmation: 'newpass123-quokka' };
    offset = 59 * 60 * 1000;
    expect((await visitor.put(`/account/users/current/password?token=${early}`, body)).status).toBe(200);
    offset = 61 * 60 * 1000;
    expect((await visitor.put(`/account/users/current/password?token=${late}`, body)).status).toBe(400);
  });

  it('a password-free code expires after ten minutes', async () => {
    const visitor = clocked.client();
    await visitor.post('/account/users/requestPLCode', { email: demo.user[0] });
    const code = /\b(\d{6})\b/.exec((await mails(visitor))[0].text)![1];
    offset = 11 * 60 * 1000;
    expect((await visitor.post('/account/users/signinPL', { code })).status).toBe(401);
  });
});
