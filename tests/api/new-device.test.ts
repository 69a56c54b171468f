/**
 * A mail on a sign-in from a new device (issue 59; ASVS 6.3.7, 7.2): a browser is known by a long-lived HttpOnly
 * `device` cookie, a random id stored hashed per person. A whole sign-in from a browser its person never signed
 * in from mails them "New sign-in to your account" with the time, the browser and system, and "This was not
 * me"; the first sign-in ever mails nothing (every new account would get one), and a known browser nothing.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../fixtures/server/secrets';
import { type Client, cookieAttributes, demo, outbox, useTestApi } from './support/api';
import { TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const SUBJECT = 'New sign-in to your account';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const JAMIE = 2;

const notices = async (to: string = demo.user[0]) => (await outbox(api, to)).filter((m) => m.subject === SUBJECT);
/** A browser: its own cookies (its `device` one among them), and its User-Agent. */
function browser(userAgent = FIREFOX): Client {
  const client = api.client();
  const call = client.call.bind(client);
  client.call = (method, path, body, options = {}) =>
    call(method, path, body, { ...options, headers: { 'user-agent': userAgent, ...options.headers } });
  return client;
}
const signIn = (client: Client, who: readonly [string, string] = demo.user) => client.signIn(who[0], who[1]);
const signOut = (client: Client) => client.delete('/account/users/signout');

describe('a sign-in from a new device', () => {
  it('mails nothing on the first sign-in ever, nor again from the same browser', async () => {
    const laptop = browser();
    await signIn(laptop);
    expect(laptop.cookies.get('device')).toMatch(/^[\w-]{20,}$/);
    await signOut(laptop);
    await signIn(laptop);
    expect(await notices()).toHaveLength(0);
  });

  it('mails once from another browser, with the time, the browser and "This was not me"', async () => {
    await signIn(browser());
    const phone = browser(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    );
    await signIn(phone);
    const mails = await notices();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Mobile Safari 17');
    expect(mails[0].text).toContain('iOS 17.5');
    expect(mails[0].text).toContain(clock.now().toISOString().slice(0, 16).replace('T', ' '));
    expect(mails[0].link).toMatch(/^\/notMe\?token=[\w-]{20,}$/);
    // Known now: signing in again from it mails nothing more.
    await signOut(phone);
    await signIn(phone);
    expect(await notices()).toHaveLength(1);
  });

  it('knows a browser per person: another person on the same browser is a new device for them', async () => {
    const shared = browser();
    await signIn(shared, demo.admin);
    await signOut(shared);
    await signIn(browser());
    await signIn(shared);
    expect(await notices()).toHaveLength(1);
    expect(await notices(demo.admin[0])).toHaveLength(0);
  });

  it('keeps the device cookie HttpOnly and long-lived, and stores only its hash', async () => {
    const laptop = browser();
    await signIn(laptop);
    expect(cookieAttributes(laptop, 'device')).toEqual(
      expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', expect.stringMatching(/^Max-Age=\d{8}$/)]),
    );
    const id = laptop.cookies.get('device')!;
    const known = api.server.ctx.store.filter('devices', (d) => d.userID === JAMIE);
    expect(known).toHaveLength(1);
    expect(known[0]).toMatchObject({ idHash: hashToken(id), agent: 'Firefox 128 on Windows 10' });
    expect(JSON.stringify(known)).not.toContain(id);
  });

  it('a wrong password from a new browser mails nothing', async () => {
    await signIn(browser());
    const stranger = browser();
    expect((await stranger.post('/account/users/signin', { email: demo.user[0], password: 'not-it-1' })).status).toBe(
      401,
    );
    expect(await notices()).toHaveLength(0);
  });

  it('mails once the second step is given, not at the password, in the language of the console', async () => {
    const laptop = browser();
    await signIn(laptop);
    const started = await laptop.post('/account/users/current/authenticator', { currentPassword: demo.user[1] });
    const secret = Secret.fromBase32(started.body.payload.secret as string);
    const code = () => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });
    expect((await laptop.post('/account/users/current/authenticator/confirm', { code: code() })).status).toBe(200);
    const others = (await notices()).length;

    const stranger = browser();
    stranger.cookies.set('locale', 'fr');
    const half = await stranger.post('/account/users/signin', { email: demo.user[0], password: demo.user[1] });
    expect(half.body.payload.secondFactor).toBe('verify');
    expect(await notices()).toHaveLength(others);
    clock.advance(31_000);
    const whole = await stranger.post('/account/users/signin/secondFactor', { code: code() });
    expect(whole.status, whole.text).toBe(200);
    const french = (await outbox(api, demo.user[0])).filter((m) => m.subject === 'Nouvelle connexion à votre compte');
    expect(french).toHaveLength(1);
    expect(french[0].text).toContain('Firefox 128 on Windows 10');
  });
});
