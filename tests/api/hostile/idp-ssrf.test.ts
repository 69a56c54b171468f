/**
 * SSRF through identity providers (issue 65, the class of issue 58's webhooks): a provider's issuer, keys and
 * metadata are addresses an administrator types that the API then requests, so they are held to the same
 * network rule as webhook deliveries (fixtures/server/outbound/). With the product's setting (`public`), a
 * provider on this machine, on a private network or at the cloud's metadata address is never requested: its
 * Test says so and a sign-in through it does not start. The suite's own providers run on the loopback, which
 * the development setting (`loopback`, every other test file's) admits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from '../support/api';
import { CALLBACK, addProvider } from '../support/idp';
import { startOidcProvider, type TestProvider } from '../../support/oidcProvider';
import { startSamlIdp, type TestSamlIdp } from '../../support/samlIdp';

const api = useTestApi({ outboundNetwork: 'public' }); // the product's setting: public addresses only
let oidcIdp: TestProvider;
let samlIdp: TestSamlIdp;

beforeAll(async () => {
  [oidcIdp, samlIdp] = await Promise.all([startOidcProvider([`${api.url}${CALLBACK}`]), startSamlIdp()]);
}, 60_000);
afterAll(() => Promise.all([oidcIdp?.close(), samlIdp?.close()]));

interface TestAnswer {
  ok: boolean;
  checks: { check: string; ok: boolean; detail: string }[];
}

const REFUSED = /resolves to an address deliveries may not reach/;

describe('an identity provider at an address that is not public', () => {
  it("is never requested for an OpenID Provider's discovery: the Test says why, a sign-in does not start", async () => {
    const admin = await signedIn(api, 'admin');
    const { id } = await addProvider(admin, oidcIdp.issuer, { showOnSignin: true });
    const test = await admin.post(`/account/identityProviders/${id}/test`);
    const answer = test.body.payload as TestAnswer;
    expect(answer.ok).toBe(false);
    expect(answer.checks).toEqual([{ check: 'discovery', ok: false, detail: expect.stringMatching(REFUSED) }]);
    const start = await api.client().get(`/account/users/signin/idp/${id}`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toMatch(/^\/signin\?idpError=/);
  });

  it("is never requested for a SAML provider's metadata, on this machine or at the cloud's metadata address", async () => {
    const admin = await signedIn(api, 'admin');
    for (const samlMetadataUrl of [
      samlIdp.metadataUrl,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/m',
    ]) {
      const made = await admin.post('/account/identityProviders', {
        kind: 'saml',
        name: samlMetadataUrl,
        samlMetadataUrl,
      });
      expect(made.status, made.text).toBe(200);
      const test = await admin.post(`/account/identityProviders/${made.body.payload.id}/test`);
      const answer = test.body.payload as TestAnswer;
      expect(answer.checks).toEqual([{ check: 'metadata', ok: false, detail: expect.stringMatching(REFUSED) }]);
      expect(api.server.ctx.store.get('identityProviders', made.body.payload.id)?.samlEntityID).toBe('');
    }
  });
});
