/**
 * "This was not me" (issue 59): every change a person must hear about (a new password, by them or by a reset;
 * a new address, told to the old one too; a second factor added or removed; a passkey registered; a recovery
 * code used) mails them through the outbox with a link whose single-use, expiring token locks the account down
 * by the same command as an administrator's, without the password that may be stolen.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../fixtures/server/secrets';
import { type Client, type Mail, type Reply, demo, outbox, signedIn, useTestApi } from './support/api';
import { SoftAuthenticator } from './support/authenticator';
import { HOUR, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const JAMIE = 2; // user@example.com
const PROOF = { currentPassword: demo.user[1] };
const NEW_PASSWORD = 'quokka-meadow-2026';

const tokenOf = (mail: Mail) => new URLSearchParams(mail.link.split('?')[1] ?? '').get('token') ?? '';
const notMe = (token: string) => api.client().post('/account/users/notMe', { token });
/** The newest mail to `to` whose subject is `subject`. */
async function mailTo(to: string, subject: string): Promise<Mail> {
  const found = (await outbox(api, to)).find((m) => m.subject === subject);
  expect(found, `no mail "${subject}" to ${to}`).toBeDefined();
  return found!;
}
const expectNotMeLink = (mail: Mail) => {
  expect(mail.link).toMatch(/^\/notMe\?token=[\w-]{20,}$/);
  expect(mail.text).toContain('This was not me');
  expect(mail.text).toContain(`https://console.example.com${mail.link}`);
};
const refused = (reply: Reply, errorCode: string) => {
  expect(reply.status, reply.text).toBe(400);
  expect(reply.body).toMatchObject({ success: false, status: 400, errorCode, description: expect.any(String) });
};

async function changePassword(jamie: Client) {
  const changed = await jamie.put('/account/users/current/password', {
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    ...PROOF,
  });
  expect(changed.status, changed.text).toBe(200);
}

describe('each moment mails the person, with "This was not me"', () => {
  it('a new password, by the person or by a reset link', async () => {
    await changePassword(await signedIn(api, 'user'));
    expectNotMeLink(await mailTo(demo.user[0], 'Your password was changed'));

    await api.client().post('/account/users/requestResetPassword', { email: demo.user[0] });
    const reset = await mailTo(demo.user[0], 'Reset your password');
    const resetToken = new URLSearchParams(reset.link.split('?')[1]).get('resetPassword');
    const done = await api.client().put(`/account/users/current/password?token=${resetToken}`, {
      password: 'otter-harbour-2026',
      passwordConfirmation: 'otter-harbour-2026',
    });
    expect(done.status, done.text).toBe(200);
    const mails = (await outbox(api, demo.user[0])).filter((m) => m.subject === 'Your password was changed');
    expect(mails).toHaveLength(2);
    expect(tokenOf(mails[0])).not.toBe(tokenOf(mails[1]));
  });

  it('a new address, mailed to the old address too', async () => {
    const jamie = await signedIn(api, 'user');
    await jamie.put(`/account/users/${JAMIE}`, { email: 'jamie.new@example.com', ...PROOF });
    const confirm = (await outbox(api, 'jamie.new@example.com'))[0];
    const token = new URLSearchParams(confirm.link.split('?')[1]).get('confirmEmail');
    expect((await jamie.post('/account/users/confirmEmail', { token })).status).toBe(200);
    expectNotMeLink(await mailTo(demo.user[0], 'Your e-mail address was changed'));
    expectNotMeLink(await mailTo('jamie.new@example.com', 'Your e-mail address was changed'));
  });

  it('a passkey registered, an authenticator added, a factor removed, a recovery code used', async () => {
    const jamie = await signedIn(api, 'user');
    const options = await jamie.post('/account/users/current/passkeys/options', PROOF);
    const added = await jamie.post('/account/users/current/passkeys', {
      name: 'Laptop',
      response: new SoftAuthenticator(api.url).register(options.body.payload),
    });
    expect(added.status, added.text).toBe(200);
    expectNotMeLink(await mailTo(demo.user[0], 'A passkey was registered on your account'));

    const { recoveryCodes, id } = added.body.payload as { recoveryCodes: string[]; id: number };
    const again = api.client();
    await again.post('/account/users/signin', { email: demo.user[0], password: demo.user[1] });
    expect((await again.post('/account/users/signin/secondFactor', { recoveryCode: recoveryCodes[0] })).status).toBe(
      200,
    );
    expectNotMeLink(await mailTo(demo.user[0], 'A recovery code was used to sign in'));

    const started = await again.post('/account/users/current/authenticator', PROOF);
    const { secret } = started.body.payload as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const code = totp.generate({ timestamp: clock.now().getTime() });
    expect((await again.post('/account/users/current/authenticator/confirm', { code })).status).toBe(200);
    expectNotMeLink(await mailTo(demo.user[0], 'A second factor was added to your account'));

    expect((await again.call('DELETE', `/account/users/current/passkeys/${id}`, PROOF)).status).toBe(200);
    expectNotMeLink(await mailTo(demo.user[0], 'A second factor was removed from your account'));
  });

  it('in the language of the person’s console, from the templates the administrator edits', async () => {
    const { store } = api.server.ctx;
    const template = store.find('templates', (t) => t.code === 'PASSWORD_CHANGED_FR')!;
    expect(template).toBeDefined();
    expect(store.find('templates', (t) => t.code === 'PASSWORD_CHANGED_DE')).toBeDefined();
    const admin = await signedIn(api, 'admin');
    expect((await admin.put(`/account/templates/${template.id}`, { title: 'Mot de passe changé !' })).status).toBe(200);
    const jamie = await signedIn(api, 'user');
    jamie.cookies.set('locale', 'fr'); // the console's language, as it keeps it
    await changePassword(jamie);
    const mail = (await outbox(api, demo.user[0]))[0];
    expect(mail.subject).toBe('Mot de passe changé !');
    expect(mail.link).toMatch(/^\/notMe\?token=/);
  });
});

describe('the link locks the account down', () => {
  it('by the same command as an administrator’s, recorded as the person’s act, once', async () => {
    const jamie = await signedIn(api, 'user');
    await changePassword(jamie);
    const token = tokenOf(await mailTo(demo.user[0], 'Your password was changed'));
    const { store, history } = api.server.ctx;
    // Only its hash is kept.
    expect(JSON.stringify(store.all('oneTimeTokens'))).not.toContain(token);
    expect(store.find('oneTimeTokens', (t) => t.tokenHash === hashToken(token))).toBeDefined();
    const before = history.inOrder().length;

    const locked = await notMe(token);
    expect(locked.status, locked.text).toBe(200);
    expect(store.get('users', JAMIE)!.active).toBe(false);
    expect(store.filter('sessions', (s) => s.userID === JAMIE)).toEqual([]);
    expect((await jamie.get('/account/users/current')).status).toBe(401);
    const event = store.find('events', (e) => e.name === 'Account locked down')!;
    expect(event.description).toBe(
      'user@example.com locked down the account of user@example.com: This was not me (the link of the mail “Your password was changed”)',
    );
    const written = history.inOrder().slice(before);
    expect(written.length).toBeGreaterThan(0);
    expect(new Set(written.map((e) => `${e.method} ${e.path} by ${e.actorEmail}`))).toEqual(
      new Set(['POST /account/users/notMe by user@example.com']),
    );

    refused(await notMe(token), 'INVALID_TOKEN');
    // The password that may be stolen opens nothing.
    const signin = await api.client().post('/account/users/signin', { email: demo.user[0], password: NEW_PASSWORD });
    expect(signin.status).not.toBe(200);
  });

  it('still holds after a later change: an intruder’s next change must not void the person’s way out', async () => {
    const jamie = await signedIn(api, 'user');
    await changePassword(jamie);
    const first = tokenOf(await mailTo(demo.user[0], 'Your password was changed'));
    const options = await jamie.post('/account/users/current/passkeys/options', { currentPassword: NEW_PASSWORD });
    const added = await jamie.post('/account/users/current/passkeys', {
      name: 'Laptop',
      response: new SoftAuthenticator(api.url).register(options.body.payload),
    });
    expect(added.status, added.text).toBe(200);
    const second = tokenOf(await mailTo(demo.user[0], 'A passkey was registered on your account'));
    expect((await notMe(first)).status).toBe(200);
    expect(api.server.ctx.store.get('users', JAMIE)!.active).toBe(false);
    // The lockdown voided every pending link: the account stays as the administrator leaves it.
    refused(await notMe(second), 'INVALID_TOKEN');
  });

  it('refuses an expired or forged token alike, with the error envelope', async () => {
    const jamie = await signedIn(api, 'user');
    await changePassword(jamie);
    const first = tokenOf(await mailTo(demo.user[0], 'Your password was changed'));
    refused(await notMe('forged-token-forged-token-forged'), 'INVALID_TOKEN');
    const malformed = await api.client().post('/account/users/notMe', { token: 'x'.repeat(201) });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: 'token' });

    clock.advance(7 * 24 * HOUR + 1);
    refused(await notMe(first), 'INVALID_TOKEN');
    expect(api.server.ctx.store.get('users', JAMIE)!.active).toBe(true);
  });
});
