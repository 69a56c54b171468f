/**
 * SAML 2.0 identity providers (issue 65) against a real IdP started here (samlify's, not ours): the
 * administrator adds one from its fields or its metadata, the Test reads the metadata, this platform's
 * metadata is offered; a first sign-in creates the person with the mapped fields, organization and groups,
 * in a session naming the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from './support/api';
import { userByEmail } from './support/idp';
import { ACS, addSamlProvider, landedAt, samlRoundTrip } from './support/saml';
import { nameIdOf, startSamlIdp, type TestSamlIdp } from '../support/samlIdp';

const api = useTestApi();
let idp: TestSamlIdp;

beforeAll(async () => {
  idp = await startSamlIdp();
}, 60_000);
afterAll(() => idp?.close());

const ENGINEERING = 4;
const SAM = 'sam.new@saml.example.com';

describe('the administrator manages SAML providers', () => {
  it('adds one from pasted metadata, tests it, and hands out this platform metadata', async () => {
    const admin = await signedIn(api, 'admin');
    const metadataXml = await (await fetch(idp.metadataUrl)).text();
    const made = await admin.post('/account/identityProviders', {
      kind: 'saml',
      name: 'Pasted',
      samlMetadataXml: metadataXml,
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.payload).toMatchObject({
      kind: 'saml',
      samlEntityID: idp.entityID,
      samlSsoUrl: idp.ssoUrl,
      redirectPath: ACS,
      metadataPath: `/account/identityProviders/${made.body.payload.id}/saml/metadata`,
    });
    expect(made.body.payload.samlCertificate).toContain('BEGIN CERTIFICATE');

    const tested = await admin.post(`/account/identityProviders/${made.body.payload.id}/test`);
    expect(tested.body.payload.checks.map((c: { check: string; ok: boolean }) => [c.check, c.ok])).toEqual([
      ['entityID', true],
      ['ssoUrl', true],
      ['certificate', true],
    ]);

    // Public, a download, naming our entity id, the ACS and signed assertions.
    const ours = await api.client().get(made.body.payload.metadataPath);
    expect(ours.status).toBe(200);
    expect(ours.headers.get('content-disposition')).toMatch(/attachment/);
    expect(ours.text).toContain(`entityID="${api.url}${made.body.payload.metadataPath}"`);
    expect(ours.text).toContain(`Location="${api.url}${ACS}"`);
    expect(ours.text).toContain('WantAssertionsSigned="true"');

    const garbage = await admin.post('/account/identityProviders', {
      kind: 'saml',
      name: 'Garbage',
      samlMetadataXml: '<html/>',
    });
    expect(garbage.status).toBe(400);
  });

  it('Test reads the metadata address and keeps what it found; says when it cannot', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addSamlProvider(admin, idp, {
      samlMetadataUrl: idp.metadataUrl,
      samlEntityID: '',
      samlSsoUrl: '',
      samlCertificate: '',
    });
    const tested = await admin.post(`/account/identityProviders/${made.id}/test`);
    expect(tested.body.payload.ok, tested.text).toBe(true);
    expect(tested.body.payload.checks[0]).toMatchObject({ check: 'metadata', ok: true });
    expect(api.server.ctx.store.get('identityProviders', made.id)).toMatchObject({
      samlEntityID: idp.entityID,
      samlSsoUrl: idp.ssoUrl,
    });

    const nowhere = await addSamlProvider(admin, idp, { name: 'Nowhere', samlMetadataUrl: 'http://127.0.0.1:9/md' });
    const failed = await admin.post(`/account/identityProviders/${nowhere.id}/test`);
    expect(failed.body.payload).toMatchObject({ ok: false, checks: [{ check: 'metadata', ok: false }] });
  });
});

describe('signing in through a SAML provider', () => {
  it('a first sign-in creates the person with the mapped fields, organization and groups', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addSamlProvider(admin, idp, {
      organizationID: 1,
      groupMap: 'eng = Engineering\nnone = No such group',
    });
    const browser = api.client();
    const landed = landedAt(
      await samlRoundTrip(browser, idp, provider.id, 'sam.new', { query: '?redirectTo=%2Fusers' }),
    );
    expect(landed).toBe('/processing?redirect=%2Fusers');
    const sam = userByEmail(api, SAM)!;
    expect(sam).toMatchObject({ firstName: 'Sam', lastName: 'Seinfeld', phone: '+33687654321', active: true });
    const { store } = api.server.ctx;
    expect(store.filter('userGroups', (l) => l.userID === sam.id).map((l) => l.groupID)).toEqual([ENGINEERING]);
    expect(store.find('organizationUsers', (l) => l.userID === sam.id && l.organizationID === 1)).toBeTruthy();
    expect(store.filter('identityLinks', (l) => l.userID === sam.id)).toMatchObject([
      { providerID: provider.id, subject: nameIdOf('sam.new') },
    ]);
    const current = await browser.get('/account/users/current');
    expect(current.body.payload.email).toBe(SAM);
    const sessions = await browser.get('/account/users/current/sessions');
    expect(sessions.body.payload[0]).toMatchObject({ via: 'idp', providerName: 'Corp SAML' });

    // A later sign-in finds them by their NameID.
    landedAt(await samlRoundTrip(api.client(), idp, provider.id, 'sam.new'));
    expect(store.filter('users', (u) => u.email === SAM)).toHaveLength(1);
  });

  it('the flow cookie is HttpOnly and SameSite=Lax; the ACS takes a cross-site form post', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addSamlProvider(admin, idp);
    const browser = api.client();
    const reply = await browser.get(`/account/users/signin/idp/${provider.id}`, { redirect: 'manual' });
    expect(reply.headers.get('location')).toMatch(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`));
    const cookie = browser.setCookies.find((c) => c.startsWith('idp_flow='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("trust of the provider's multi-factor sign-in (AuthnContext)", () => {
  const TWO_FACTOR = 'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract';
  const PASSWORD = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
  const ENROL = '/signin?secondFactor=enrol&methods=';
  /** A provider whose people join Engineering, a group that requires a second factor. */
  async function provider(extra: Record<string, unknown> = {}) {
    api.server.ctx.store.update('groups', ENGINEERING, { requireSecondFactor: true });
    const admin = await signedIn(api, 'admin');
    return addSamlProvider(admin, idp, { groupMap: 'eng = Engineering', ...extra });
  }

  it('hostile: with trust off, a two-factor AuthnContext still gets the second step', async () => {
    const { id } = await provider();
    const browser = api.client();
    expect(landedAt(await samlRoundTrip(browser, idp, id, 'sam.new', { authnContext: TWO_FACTOR }))).toBe(ENROL);
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });

  it('hostile: with trust on, a password AuthnContext, or none, still gets the second step', async () => {
    const { id } = await provider({ trustMfa: true });
    for (const authnContext of [PASSWORD, undefined]) {
      const browser = api.client();
      expect(landedAt(await samlRoundTrip(browser, idp, id, 'sam.new', { authnContext }))).toBe(ENROL);
      expect((await browser.get('/account/users/current')).status).toBe(401);
    }
  });

  it("with trust on, SAML's two-factor classes and the classes the administrator names sign in fully", async () => {
    const { id } = await provider({ trustMfa: true, mfaAcrValues: 'urn:corp:ac:mfa' });
    for (const authnContext of [TWO_FACTOR, 'urn:corp:ac:mfa']) {
      const browser = api.client();
      expect(landedAt(await samlRoundTrip(browser, idp, id, 'sam.new', { authnContext }))).toBe('/processing');
      expect((await browser.get('/account/users/current')).body.payload.email).toBe(SAM);
    }
  });
});
