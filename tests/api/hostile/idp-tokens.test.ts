/**
 * Attacks on signing in through an identity provider (issue 65). A provider the attacker controls in part
 * answers the code exchange with the ID token each test forges (jose signs it: no token code of ours); the
 * platform must refuse every one and create or sign in no one. A control token, made right, signs in, so
 * each refusal is the check's and not the harness's. Replays use the real oidc-provider.
 */
import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signedIn, useTestApi } from '../support/api';
import { addProvider, callBack, CALLBACK, loginAtProvider, startAt, userByEmail } from '../support/idp';
import { startOidcProvider, type TestProvider } from '../../support/oidcProvider';

const api = useTestApi();

/** The forged provider: its discovery, its JWKS (the right key) and a token endpoint answering `nextToken`. */
let forged: { issuer: string; server: Server };
let rightKey: CryptoKey;
let otherKey: CryptoKey;
let nextToken: (nonce: string) => Promise<string>;
/** The nonce of the authorization request the platform made (read from its redirect). */
let real: TestProvider;

beforeAll(async () => {
  ({ privateKey: rightKey } = await generateKeyPair('RS256', { extractable: true }));
  ({ privateKey: otherKey } = await generateKeyPair('RS256', { extractable: true }));
  const publicJwk = await exportJWK(rightKey);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...jwk } = publicJwk;
  const port = await getPort();
  const issuer = `http://127.0.0.1:${port}`;
  let nonce = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url!, issuer);
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (url.pathname === '/jwks') return json({ keys: [{ ...jwk, kid: 'right', alg: 'RS256', use: 'sig' }] });
    if (url.pathname === '/nonce') {
      nonce = url.searchParams.get('nonce') ?? '';
      return json({});
    }
    if (url.pathname === '/token') {
      void nextToken(nonce).then((idToken) =>
        json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken }),
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  forged = { issuer, server };
  real = await startOidcProvider([`${api.url}${CALLBACK}`]);
}, 60_000);
afterAll(async () => {
  if (forged) {
    forged.server.closeAllConnections();
    await new Promise((done) => forged.server.close(done));
  }
  await real?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const CLAIMS = {
  email: 'forged.person@idp.example.com',
  email_verified: true,
  given_name: 'Forged',
  family_name: 'Person',
};

/** A token as the right provider would sign it, but for what each test changes. */
function token(
  nonce: string,
  change: {
    key?: CryptoKey;
    kid?: string;
    aud?: string;
    iss?: string;
    exp?: number;
    iat?: number;
    nonce?: string;
    claims?: object;
  } = {},
) {
  return new SignJWT({ ...CLAIMS, nonce: change.nonce ?? nonce, ...change.claims })
    .setProtectedHeader({ alg: 'RS256', kid: change.kid ?? 'right' })
    .setSubject('forged-subject')
    .setIssuer(change.iss ?? forged.issuer)
    .setAudience(change.aud ?? 'console')
    .setIssuedAt(change.iat ?? now())
    .setExpirationTime(change.exp ?? now() + 300)
    .sign(change.key ?? rightKey);
}

/** A round trip at the forged provider answering `make`'s token: where the platform sends the browser. */
let made = 0;
async function signInWith(make: (nonce: string) => Promise<string>) {
  const admin = await signedIn(api, 'admin');
  const provider = await addProvider(admin, forged.issuer, {
    name: `Forged ${++made}`,
    clientSecret: 'forged-secret-0123',
  });
  const browser = api.client();
  const authorization = new URL(await startAt(browser, provider.id));
  await fetch(`${forged.issuer}/nonce?nonce=${authorization.searchParams.get('nonce')}`);
  nextToken = make;
  const state = authorization.searchParams.get('state')!;
  const reply = await browser.get(`${CALLBACK}?code=forged-code&state=${encodeURIComponent(state)}`, {
    redirect: 'manual',
  });
  const signedInNow = (await browser.get('/account/users/current')).status === 200;
  return { location: reply.headers.get('location'), signedInNow };
}

const REFUSED = { location: '/signin?idpError=IDP_FAILED', signedInNow: false };

describe('forged ID tokens', () => {
  it('control: a token made right signs in (so each refusal below is a check’s)', async () => {
    expect(await signInWith((nonce) => token(nonce))).toEqual({ location: '/processing', signedInNow: true });
  });

  it('a token signed with another key', async () => {
    expect(await signInWith((nonce) => token(nonce, { key: otherKey }))).toEqual(REFUSED);
    expect(userByEmail(api, CLAIMS.email)).toBeUndefined();
  });

  it('alg: none', async () => {
    const unsigned = (nonce: string) =>
      Promise.resolve(
        new UnsecuredJWT({ ...CLAIMS, nonce })
          .setSubject('forged-subject')
          .setIssuer(forged.issuer)
          .setAudience('console')
          .setIssuedAt()
          .setExpirationTime('5m')
          .encode(),
      );
    expect(await signInWith(unsigned)).toEqual(REFUSED);
  });

  it('a token for another audience', async () => {
    expect(await signInWith((nonce) => token(nonce, { aud: 'another-client' }))).toEqual(REFUSED);
  });

  it('an expired token', async () => {
    expect(await signInWith((nonce) => token(nonce, { iat: now() - 7200, exp: now() - 3600 }))).toEqual(REFUSED);
  });

  it('a token of another issuer', async () => {
    expect(await signInWith((nonce) => token(nonce, { iss: 'https://elsewhere.example.com' }))).toEqual(REFUSED);
  });

  it('a token made for another sign-in (its nonce)', async () => {
    expect(await signInWith((nonce) => token(nonce, { nonce: 'another-nonce' }))).toEqual(REFUSED);
  });

  it("an e-mail claim naming someone else's account signs no one into it", async () => {
    const result = await signInWith((nonce) => token(nonce, { claims: { email: demo.user[0] } }));
    expect(result).toEqual({ location: '/signin?idpError=IDP_ACCOUNT_EXISTS', signedInNow: false });
    expect(api.server.ctx.store.all('identityLinks')).toHaveLength(0);
  });

  it('an unverified e-mail claim, or one given as text, creates no one', async () => {
    for (const verified of [false, 'true']) {
      const result = await signInWith((nonce) => token(nonce, { claims: { email_verified: verified } }));
      expect(result.location).toBe('/signin?idpError=IDP_EMAIL_UNVERIFIED');
    }
    expect(userByEmail(api, CLAIMS.email)).toBeUndefined();
  });
});

describe('replays at the real provider', () => {
  it('a state and code used once are not taken again; another browser cannot finish the sign-in', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, real.issuer);
    const browser = api.client();
    const back = await loginAtProvider(await startAt(browser, provider.id), 'nina.new');
    // Another browser (without the flow's cookie) brings the code back: nothing is exchanged.
    const thief = api.client();
    expect((await callBack(thief, back)).headers.get('location')).toBe('/signin?idpError=IDP_FAILED');
    // The browser that started still cannot: the state was taken by the first try.
    expect((await callBack(browser, back)).headers.get('location')).toBe('/signin?idpError=IDP_FAILED');
    expect((await thief.get('/account/users/current')).status).toBe(401);
    expect((await browser.get('/account/users/current')).status).toBe(401);
  });

  it('the callback replayed after a sign-in signs no one in again', async () => {
    const admin = await signedIn(api, 'admin');
    const provider = await addProvider(admin, real.issuer);
    const browser = api.client();
    const start = await startAt(browser, provider.id);
    const cookie = browser.cookies.get('idp_flow')!;
    const back = await loginAtProvider(start, 'nina.new');
    expect((await callBack(browser, back)).headers.get('location')).toBe('/processing');
    // The same address again, with the flow's cookie put back: the state is gone.
    const replay = api.client();
    replay.cookies.set('idp_flow', cookie);
    expect((await callBack(replay, back)).headers.get('location')).toBe('/signin?idpError=IDP_FAILED');
    expect((await replay.get('/account/users/current')).status).toBe(401);
  });
});
