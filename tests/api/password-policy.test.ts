/**
 * Issue 59: what a new password must not be (fixtures/server/domain/passwordPolicy.ts), on every way to set one
 * (sign-up, an administrator's create and set, the reset link, a person's own change), and how long and of
 * which characters it may be (the digest bcrypt is given: fixtures/server/secrets.ts).
 */
import { describe, expect, it } from 'vitest';
import { passwordBlocklist } from '../../fixtures/server/domain/passwordPolicy';
import { checkPassword, hashPassword } from '../../fixtures/server/secrets';
import { demo, outbox, signedIn, useTestApi, type Reply } from './support/api';

const [USER_EMAIL, USER_PASSWORD] = demo.user;

const api = useTestApi();

const pair = (password: string) => ({ password, passwordConfirmation: password });
const newcomer = { email: 'zed.quill@example.com', firstName: 'Gwendolyn', lastName: 'Marchetti' };
// Words of no list together, a digit and a letter: no rule refuses it.
const GOOD = 'violet tractor 4 quibble';

const refusedFor = (reply: Reply, errorCode: string) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body).toMatchObject({ success: false, errorCode, field: 'password' });
  expect(reply.body.description).toMatch(/password/i);
};

const signup = (password: string, who: Partial<typeof newcomer> = {}) =>
  api.client().post('/account/users/signup', { ...newcomer, ...who, ...pair(password) });

describe('the blocklist', () => {
  it('holds at least 100,000 common and breached passwords and words, the breached ones first among them', () => {
    const list = passwordBlocklist();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    for (const common of ['123456', 'password', 'qwerty', 'iloveyou', 'summer', 'sonnenschein', 'soleil']) {
      expect(list.has(common), common).toBe(true);
    }
  });

  it.each([
    ['password1', 'in the list as it is'],
    ['Summer2026!', 'a common word with digits and a symbol'],
    ['P@ssw0rd99', 'look-alike symbols for letters'],
    ['123456789a', 'digits with a letter'],
    ['Sonnenschein1', "a word of the console's other languages"],
  ])('refuses %s at sign-up (%s): PASSWORD_TOO_COMMON naming the field', async (password) => {
    refusedFor(await signup(password), 'PASSWORD_TOO_COMMON');
  });

  it('takes a password of unrelated words, and the person can sign in with it', async () => {
    expect((await signup(GOOD)).status).toBe(200);
  });
});

describe("the person's own name and address, and the platform's name", () => {
  it.each([
    ['gwendolyn2026', {}, 'PASSWORD_CONTAINS_NAME'],
    ['Marchetti-77x', {}, 'PASSWORD_CONTAINS_NAME'],
    ['Zed.Quill 4ever', {}, 'PASSWORD_CONTAINS_EMAIL'],
    ['zedquill@example.com1', {}, 'PASSWORD_CONTAINS_EMAIL'],
    ['AccessConsole9', {}, 'PASSWORD_CONTAINS_PLATFORM_NAME'],
    ['my access-console 7', {}, 'PASSWORD_CONTAINS_PLATFORM_NAME'],
    // The mail settings' sender name is the platform's name too (the seed's: "Example Platform").
    ['ExamplePlatform3', {}, 'PASSWORD_CONTAINS_PLATFORM_NAME'],
  ])('refuses %s at sign-up: %s', async (password, who, code) => {
    refusedFor(await signup(password, who), code);
  });
});

describe('every way to set a password holds to it', () => {
  it("an administrator's create, for the new person's name", async () => {
    const admin = await signedIn(api, 'admin');
    const body = { ...newcomer, ...pair('Gwendolyn#2026'), defaultAppID: 0 };
    refusedFor(await admin.post('/account/users', body), 'PASSWORD_CONTAINS_NAME');
    refusedFor(await admin.post('/account/users', { ...body, ...pair('letmein123') }), 'PASSWORD_TOO_COMMON');
    expect((await admin.post('/account/users', { ...body, ...pair(GOOD) })).status).toBe(200);
  });

  it("an administrator's set, for the person's own address", async () => {
    const admin = await signedIn(api, 'admin');
    refusedFor(await admin.put('/account/users/2/password', pair('qwerty123')), 'PASSWORD_TOO_COMMON');
    refusedFor(await admin.put('/account/users/2/password', pair('user@example.com9')), 'PASSWORD_CONTAINS_EMAIL');
    // Refused, nothing changed: the old password still signs in.
    const still = await api.client().post('/account/users/signin', { email: USER_EMAIL, password: USER_PASSWORD });
    expect(still.status).toBe(200);
  });

  it("a person's own change, after the proof", async () => {
    const user = await signedIn(api, 'user');
    const change = (password: string) =>
      user.put('/account/users/current/password', { ...pair(password), currentPassword: USER_PASSWORD });
    refusedFor(await change('iloveyou2'), 'PASSWORD_TOO_COMMON');
    expect((await change(GOOD)).status).toBe(200);
  });

  it('the reset link: refused, and the link still works for a better one', async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestResetPassword', { email: USER_EMAIL });
    const [mail] = await outbox(api, USER_EMAIL);
    const token = new URL(mail.link, 'http://console').searchParams.get('resetPassword');
    const reset = (password: string) => visitor.put(`/account/users/current/password?token=${token}`, pair(password));
    refusedFor(await reset('Dragon2026!'), 'PASSWORD_TOO_COMMON');
    expect((await reset(GOOD)).status).toBe(200);
    const signin = await api.client().post('/account/users/signin', { email: USER_EMAIL, password: GOOD });
    expect(signin.status).toBe(200);
  });
});

describe('length and characters (NIST SP 800-63B-4: at least 64, any characters)', () => {
  // 64 characters, 200 bytes of UTF-8: far past bcrypt's 72 bytes, with spaces, accents and an emoji.
  const LONG = `Ünïcödé bœuf 🦊 ${'ß'.repeat(20)} 7 ${'é'.repeat(26)}`;

  it('takes 64 characters of multi-byte text, and only that very password signs in', async () => {
    expect([...LONG].length).toBe(64);
    expect(Buffer.byteLength(LONG)).toBeGreaterThan(72);
    const admin = await signedIn(api, 'admin');
    expect((await admin.put('/account/users/2/password', pair(LONG))).status).toBe(200);
    const signin = (password: string) => api.client().post('/account/users/signin', { email: USER_EMAIL, password });
    expect((await signin(LONG)).status).toBe(200);
    // The same start, a different end past byte 72: wrong (bcrypt alone would have read the start only).
    expect((await signin(`${LONG.slice(0, -1)}è`)).status).toBe(401);
    // NFKC: an "é" written as e + combining accent is the same password.
    expect((await signin(LONG.normalize('NFD'))).status).toBe(200);
  });

  it('refuses more than 256 characters, counted as a person counts them (an emoji is one)', async () => {
    const admin = await signedIn(api, 'admin');
    const emoji = `a1${'🦊'.repeat(254)}`;
    expect((await admin.put('/account/users/2/password', pair(emoji))).status).toBe(200);
    const over = await admin.put('/account/users/2/password', pair(`${emoji}x`));
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it("hashes a digest: a hash made before (the seed's, of the password itself) still signs in", () => {
    const hash = hashPassword('x'.repeat(100));
    expect(hash.startsWith('hmac384$$2')).toBe(true);
    expect(checkPassword('x'.repeat(100), hash)).toBe(true);
    expect(checkPassword(`${'x'.repeat(99)}y`, hash)).toBe(false);
  });
});
