/**
 * Identity providers (issue 65) against a real OpenID Provider started here (oidc-provider, not ours): the
 * administrator's CRUD with the secret write-only and the Test; a first sign-in creating the person with the
 * mapped fields, organization and groups; later sign-ins; where creation is not allowed; a person linking a
 * provider with fresh proof, and unlinking, never their last way in; the second factor still asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signedIn, useTestApi } from './support/api';
import { addProvider, callBack, CALLBACK, loginAtProvider, signInThrough, userByEmail } from './support/idp';
import { IDP_PEOPLE, startOidcProvider, type TestProvider } from '../support/oidcProvider';

const api = useTestApi();
let idp: TestProvider;

beforeAll(async () => {
  idp = await startOidcProvider([`${api.url}${CALLBACK}`]);
}, 60_000);
afterAll(() => idp?.close());

const ENGINEERING = 4;
const NINA = 'nina.new@idp.example.com';

describe('the administrator manages providers', () => {
  it('fills the preset, keeps the secret write-only and out of the history', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addProvider(admin, idp.issuer, { preset: 'okta' });
    expect(made).toMatchObject({
      kind: 'oidc',
      clientSecret: '********',
      scopes: 'openid email profile phone groups',
      groupsClaim: 'groups',
      redirectPath: CALLBACK,
    });
    expect(api.server.ctx.store.get('identityProviders', made.id)!.clientSecret).not.toBe('********');
    // The mask sent back keeps the secret; a new one replaces it.
    await admin.put(`/account/identityProviders/${made.id}`, { clientSecret: '********', name: 'Corp' });
    expect(api.server.ctx.store.get('identityProviders', made.id)!.clientSecret).toMatch(/^console-secret/);
    const listed = await admin.get('/account/identityProviders');
    expect(listed.body.payload[0].clientSecret).toBe('********');
    const history = await admin.get(`/account/history/identityProviders/${made.id}`);
    expect(history.text).not.toContain('console-secret');
    expect(history.text).toContain('clientSecret');
  });

  it('Test reads the discovery document and the keys, and says what does not work', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addProvider(admin, idp.issuer);
    const tested = await admin.post(`/account/identityProviders/${made.id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body.payload.ok).toBe(true);
    expect(tested.body.payload.checks.map((c: { check: string; ok: boolean }) => [c.check, c.ok])).toEqual([
      ['discovery', true],
      ['endpoints', true],
      ['jwks', true],
      ['algorithm', true],
      ['secret', true],
    ]);
    const stored = await admin.get(`/account/identityProviders/${made.id}`);
    expect(stored.body.payload.discovery).toMatchObject({ issuer: idp.issuer, jwksUri: `${idp.issuer}/jwks` });

    const nowhere = await addProvider(admin, 'http://127.0.0.1:9/', { name: 'Nowhere' });
    const failed = await admin.post(`/account/identityProviders/${nowhere.id}/test`);
    expect(failed.body.payload).toMatchObject({ ok: false, checks: [{ check: 'discovery', ok: false }] });
  });

  it('only the superadmin manages them; a plain user reads none', async () => {
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/identityProviders')).status).toBe(403);
    expect(
      (await user.post('/account/identityProviders', { name: 'x', issuer: idp.issuer, clientID: 'x' })).status,
    ).toBe(403);
  });
});

describe('signing in through a provider', () => {
  it('a first sign-in creates the person with the mapped fields, organization and groups', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer, {
      organizationID: 1,
      groupMap: 'eng = Engineering\nnone = No such group',
      showOnSignin: true,
    });
    const offered = await api.client().get('/account/users/signin/providers');
    expect(offered.body.payload).toEqual([{ id: provider.id, name: 'Corp IdP' }]);

    const browser = api.client();
    const landed = await signInThrough(browser, provider.id, 'nina.new', '?redirectTo=%2Fusers');
    expect(landed).toBe('/processing?redirect=%2Fusers');
    const nina = userByEmail(api, NINA)!;
    expect(nina).toMatchObject({ firstName: 'Nina', lastName: 'Neumann', phone: '+33612345678', active: true });
    const { store } = api.server.ctx;
    expect(store.filter('userGroups', (l) => l.userID === nina.id).map((l) => l.groupID)).toEqual([ENGINEERING]);
    expect(store.find('organizationUsers', (l) => l.userID === nina.id && l.organizationID === 1)).toBeTruthy();
    expect(store.filter('identityLinks', (l) => l.userID === nina.id)).toMatchObject([
      { providerID: provider.id, subject: 'nina.new' },
    ]);
    // Signed in, the session naming the provider.
    const current = await browser.get('/account/users/current');
    expect(current.body.payload.email).toBe(NINA);
    const sessions = await browser.get('/account/users/current/sessions');
    expect(sessions.body.payload[0]).toMatchObject({ via: 'idp', providerName: 'Corp IdP' });
    expect(userByEmail(api, NINA)!.lastSigninAt).not.toBe('');
    // Once the provider's answer held, what the sign-in writes is the person's act, not a visitor's (issue 64).
    const recorded = (name: string) =>
      api.server.ctx.history.all().find((e) => e.resource === 'events' && e.summary.includes(name));
    for (const name of ['User created by identity provider', 'Signed in with identity provider']) {
      expect(recorded(name)).toMatchObject({ actorID: nina.id, actorEmail: NINA });
      // The event itself names its person too.
      expect(store.find('events', (e) => e.name === name)).toMatchObject({ userEmail: NINA, userUUID: nina.uuid });
    }
  });

  it('later sign-ins find the person by subject and update the fields the provider owns', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    await signInThrough(api.client(), provider.id, 'nina.new');
    const before = userByEmail(api, NINA)!;
    IDP_PEOPLE['nina.new'].family_name = 'Neumann-Schmidt';
    try {
      await signInThrough(api.client(), provider.id, 'nina.new');
    } finally {
      IDP_PEOPLE['nina.new'].family_name = 'Neumann';
    }
    const after = api.server.ctx.store.get('users', before.id)!;
    expect(after.lastName).toBe('Neumann-Schmidt');
    expect(api.server.ctx.store.filter('users', (u) => u.email === NINA)).toHaveLength(1);
  });

  it('where the provider may not create people, says so and creates no one', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer, { createUsers: false });
    const browser = api.client();
    expect(await signInThrough(browser, provider.id, 'nina.new')).toBe('/signin?idpError=IDP_SIGNUP_NOT_ALLOWED');
    expect(userByEmail(api, NINA)).toBeUndefined();
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });

  it('an address the provider does not say is verified creates no one', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    expect(await signInThrough(api.client(), provider.id, 'ulla.unverified')).toBe(
      '/signin?idpError=IDP_EMAIL_UNVERIFIED',
    );
    expect(userByEmail(api, 'ulla@idp.example.com')).toBeUndefined();
  });

  it('a disabled provider starts no sign-in', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer, { enabled: false });
    expect((await api.client().get(`/account/users/signin/idp/${provider.id}`, { redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('the return address is handed to the console, never followed by the API', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    const landed = await signInThrough(
      api.client(),
      provider.id,
      'nina.new',
      `?redirectTo=${encodeURIComponent('https://evil.example.com/x')}`,
    );
    // A path of the console whose allow-list (src/signin/redirect.ts) refuses that address and lands on /apps.
    expect(landed).toBe(`/processing?redirect=${encodeURIComponent('https://evil.example.com/x')}`);
  });

  it('a person with a second factor is only half signed in: the sign-in page asks for it', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    await signInThrough(api.client(), provider.id, 'nina.new');
    const nina = userByEmail(api, NINA)!;
    api.server.ctx.store.insert('factors', {
      userID: nina.id,
      kind: 'totp',
      name: 'Authenticator app',
      createdAt: '',
      lastUsedAt: '',
      secret: 'JBSWY3DPEHPK3PXP',
      confirmed: true,
    });
    const browser = api.client();
    const landed = await signInThrough(browser, provider.id, 'nina.new', '?redirectTo=%2Fusers');
    expect(landed).toBe('/signin?secondFactor=verify&methods=totp&redirectTo=%2Fusers');
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });
});

describe('linking is proven, never assumed', () => {
  it('an address naming an existing account neither signs into it nor links it', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    const browser = api.client();
    expect(await signInThrough(browser, provider.id, 'mallory.claims.user')).toBe(
      '/signin?idpError=IDP_ACCOUNT_EXISTS',
    );
    expect((await browser.get('/account/users/current')).status).toBe(401);
    expect(api.server.ctx.store.all('identityLinks')).toHaveLength(0);
  });

  it('a person links a provider with their password, signs in through it, and unlinks it with proof', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer, { createUsers: false });
    const user = await signedIn(api, 'user');
    const noProof = await user.post('/account/users/current/identityLinks', { providerID: provider.id });
    expect(noProof.status).toBe(403);
    const wrong = await user.post('/account/users/current/identityLinks', {
      providerID: provider.id,
      currentPassword: 'wrong-password1',
    });
    expect(wrong.body.errorCode).toBe('WRONG_CURRENT_PASSWORD');
    const started = await user.post('/account/users/current/identityLinks', {
      providerID: provider.id,
      currentPassword: demo.user[1],
    });
    expect(started.status, started.text).toBe(200);
    const back = await callBack(user, await loginAtProvider(started.body.payload.location, 'user.at.idp'));
    expect(back.headers.get('location')).toBe('/my-account?tab=4&idpLinked=1');
    const links = await user.get('/account/users/current/identityLinks');
    expect(links.body.payload).toMatchObject([
      { providerName: 'Corp IdP', subject: 'user.at.idp', email: 'user.work@idp.example.com' },
    ]);
    // An administrator sees it on the person's detail.
    expect((await admin.get('/account/users/2/identityLinks')).body.payload).toHaveLength(1);

    // The provider now signs the person in, by subject (its address differs from theirs).
    const browser = api.client();
    expect(await signInThrough(browser, provider.id, 'user.at.idp')).toBe('/processing');
    expect((await browser.get('/account/users/current')).body.payload.email).toBe(demo.user[0]);

    const linkID = links.body.payload[0].id;
    const unproven = await user.delete(`/account/users/current/identityLinks/${linkID}`);
    expect(unproven.status).toBe(403);
    const unlinked = await user.call('DELETE', `/account/users/current/identityLinks/${linkID}`, {
      currentPassword: demo.user[1],
    });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(await signInThrough(api.client(), provider.id, 'user.at.idp')).toBe(
      '/signin?idpError=IDP_SIGNUP_NOT_ALLOWED',
    );
  });

  it("never unlinks a person's last way to sign in", async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, idp.issuer);
    await signInThrough(api.client(), provider.id, 'nina.new');
    const nina = userByEmail(api, NINA)!;
    const link = api.server.ctx.store.find('identityLinks', (l) => l.userID === nina.id)!;
    const refused = await admin.delete(`/account/users/${nina.id}/identityLinks/${link.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('LAST_SIGN_IN_METHOD');
  });
});
