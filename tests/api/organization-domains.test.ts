/**
 * Issue 65: an organization's e-mail domains route the sign-in form to its identity provider, and a provider
 * trusted for its multi-factor sign-in stands for the platform's second step. Against a real OpenID Provider
 * started here (oidc-provider): its ID tokens carry `amr`/`acr` as each test person signed in there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAccountAdmin, useTestApi, type Client } from './support/api';
import { addProvider, CALLBACK, signInThrough } from './support/idp';
import { startOidcProvider, type TestProvider } from '../support/oidcProvider';

const api = useTestApi();
let idp: TestProvider;

beforeAll(async () => {
  idp = await startOidcProvider([`${api.url}${CALLBACK}`]);
}, 60_000);
afterAll(() => idp?.close());

const ACME = 1;
const GLOBEX = 2;
const ENGINEERING = 4;

async function addDomain(client: Client, organizationID: number, domain: string) {
  return client.post(`/account/organizations/${organizationID}/domains`, { domain });
}

/** example.com, verified, owned by Acme, which signs in with a provider: the seed's plain user is of it. */
async function routedDomain(admin: Client, domain = 'example.com') {
  const provider = await addProvider(admin, idp.issuer, { name: 'Acme Login' });
  const made = await addDomain(admin, ACME, domain);
  expect(made.status, made.text).toBe(200);
  const verified = await admin.put(`/account/organizationDomains/${made.body.payload.id}`, {
    verified: true,
  });
  expect(verified.status, verified.text).toBe(200);
  const chose = await admin.put(`/account/organizations/${ACME}`, { identityProviderID: provider.id });
  expect(chose.status, chose.text).toBe(200);
  return provider;
}

const lookUp = (client: Client, email: string) => client.post('/account/users/signin/domain', { email });

describe("an organization's domains", () => {
  it('are added unverified, lower case, and listed with the organization', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addDomain(admin, ACME, 'Corp.Example.COM');
    expect(made.status, made.text).toBe(200);
    expect(made.body.payload).toMatchObject({ organizationID: ACME, domain: 'corp.example.com', verified: false });
    const listed = await admin.get(`/account/organizations/${ACME}/domains`);
    expect(listed.body.payload.map((d: { domain: string }) => d.domain)).toEqual(['corp.example.com']);
    expect((await addDomain(admin, ACME, 'not a domain')).status).toBe(400);
    expect((await addDomain(admin, ACME, 'user@corp.example.com')).status).toBe(400);
  });

  it('a domain belongs to one organization only: another is refused with 409, in any case', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await addDomain(admin, ACME, 'corp.example.com')).status).toBe(200);
    const clash = await addDomain(admin, GLOBEX, 'CORP.example.com');
    expect(clash.status, clash.text).toBe(409);
    expect(clash.body).toMatchObject({ errorCode: 'DOMAIN_TAKEN' });
    expect(api.server.ctx.store.filter('organizationDomains', (d) => d.organizationID === GLOBEX)).toHaveLength(0);
    // Free again once its owner removes it.
    const owned = api.server.ctx.store.find('organizationDomains', (d) => d.domain === 'corp.example.com')!;
    expect((await admin.delete(`/account/organizations/${ACME}/domains/${owned.id}`)).status).toBe(200);
    expect((await addDomain(admin, GLOBEX, 'corp.example.com')).status).toBe(200);
  });

  it('only the superadmin verifies one; an account administrator may not', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addDomain(admin, ACME, 'corp.example.com');
    const ada = await signedInAccountAdmin(api);
    const refused = await ada.put(`/account/organizationDomains/${made.body.payload.id}`, {
      verified: true,
    });
    expect(refused.status).toBe(403);
    expect(api.server.ctx.store.get('organizationDomains', made.body.payload.id)!.verified).toBe(false);
  });

  it("the organization's provider must exist", async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await admin.put(`/account/organizations/${ACME}`, { identityProviderID: 999 });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'IDENTITY_PROVIDER_NOT_FOUND' });
  });
});

describe("the sign-in form's look-up", () => {
  it("answers a verified domain's enabled provider, and nothing for any other", async () => {
    const admin = await signedIn(api, 'admin');
    const visitor = api.client();
    expect((await lookUp(visitor, 'user@example.com')).body.payload).toEqual({ provider: null });
    const provider = await routedDomain(admin);
    expect((await lookUp(visitor, 'User@Example.com')).body.payload).toEqual({
      provider: { id: provider.id, name: 'Acme Login' },
    });
    expect((await lookUp(visitor, 'someone@other.example.com')).body.payload).toEqual({ provider: null });
    expect((await lookUp(visitor, 'no address')).body.payload).toEqual({ provider: null });
    // Disabled provider, or the domain no longer verified: nothing.
    await admin.put(`/account/identityProviders/${provider.id}`, { enabled: false });
    expect((await lookUp(visitor, 'user@example.com')).body.payload).toEqual({ provider: null });
    await admin.put(`/account/identityProviders/${provider.id}`, { enabled: true });
    const domain = api.server.ctx.store.find('organizationDomains', (d) => d.domain === 'example.com')!;
    await admin.put(`/account/organizationDomains/${domain.id}`, { verified: false });
    expect((await lookUp(visitor, 'user@example.com')).body.payload).toEqual({ provider: null });
  });

  it('hostile: an address with an account and one without get the same answer (no enumeration)', async () => {
    const admin = await signedIn(api, 'admin');
    await routedDomain(admin);
    const visitor = api.client();
    expect(api.server.ctx.store.find('users', (u) => u.email === 'user@example.com')).toBeTruthy();
    expect(api.server.ctx.store.find('users', (u) => u.email === 'nobody.here@example.com')).toBeUndefined();
    const known = await lookUp(visitor, 'user@example.com');
    const unknown = await lookUp(visitor, 'nobody.here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    // And for a domain that routes nowhere.
    const plain = await lookUp(visitor, 'pending@elsewhere.example.net');
    const none = await lookUp(visitor, 'nobody@elsewhere.example.net');
    expect(none.text).toBe(plain.text);
  });

  it('hostile: is limited per client by the gate', async () => {
    const visitor = api.client();
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await lookUp(visitor, `p${i}@d${i}.example.com`)).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('the provider it answers signs the person in', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await routedDomain(admin, 'idp.example.com');
    const visitor = api.client();
    const found = await lookUp(visitor, 'nina.new@idp.example.com');
    expect(found.body.payload.provider.id).toBe(provider.id);
    expect(await signInThrough(visitor, found.body.payload.provider.id, 'nina.new')).toBe('/processing');
    expect((await visitor.get('/account/users/current')).body.payload.email).toBe('nina.new@idp.example.com');
  });
});

describe("trust of the provider's multi-factor sign-in (acr/amr)", () => {
  /** A provider whose people join Engineering, a group that requires a second factor. */
  async function provider(extra: Record<string, unknown>) {
    api.server.ctx.store.update('groups', ENGINEERING, { requireSecondFactor: true });
    const admin = await signedIn(api, 'admin');
    return addProvider(admin, idp.issuer, { groupMap: 'secure = Engineering', ...extra });
  }
  const ENROL = '/signin?secondFactor=enrol&methods=';

  it('hostile: with trust off, a token whose amr says mfa still gets the second step', async () => {
    const made = await provider({});
    const browser = api.client();
    expect(await signInThrough(browser, made.id, 'mia.mfa')).toBe(ENROL);
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });

  it('hostile: with trust on, a token without a multi-factor amr or acr still gets the second step', async () => {
    const made = await provider({ trustMfa: true, mfaAcrValues: 'urn:corp:loa:mfa' });
    const browser = api.client();
    expect(await signInThrough(browser, made.id, 'pat.pwd')).toBe(ENROL);
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });

  it('with trust on, amr mfa signs in fully', async () => {
    const made = await provider({ trustMfa: true });
    const browser = api.client();
    expect(await signInThrough(browser, made.id, 'mia.mfa')).toBe('/processing');
    expect((await browser.get('/account/users/current')).body.payload.email).toBe('mia@idp.example.com');
  });

  it('with trust on, an acr among the configured values signs in fully; another acr does not', async () => {
    const bare = await provider({ trustMfa: true, name: 'No acr' });
    expect(await signInThrough(api.client(), bare.id, 'alex.acr')).toBe(ENROL);
    const admin = await signedIn(api, 'admin');
    await admin.put(`/account/identityProviders/${bare.id}`, { mfaAcrValues: 'urn:corp:loa:mfa' });
    const browser = api.client();
    expect(await signInThrough(browser, bare.id, 'alex.acr')).toBe('/processing');
    expect((await browser.get('/account/users/current')).status).toBe(200);
  });

  it('is off by default and kept with the provider', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await addProvider(admin, idp.issuer);
    expect(made).toMatchObject({ trustMfa: false, mfaAcrValues: '' });
    const bad = await admin.put(`/account/identityProviders/${made.id}`, { mfaAcrValues: 'a\tb' });
    expect(bad.status).toBe(400);
  });
});
