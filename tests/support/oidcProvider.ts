/**
 * An outside OpenID Provider for the tests (issue 65): oidc-provider (the certified implementation, not
 * ours), on a free loopback port, with its development login page (any password) and consent given at once.
 * The API's tests and the end-to-end set-up start one; the platform is its client `console`.
 */
import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import Provider, { type Configuration } from 'oidc-provider';

export const CLIENT_ID = 'console';
export const CLIENT_SECRET = 'console-secret-0123456789';

/** The provider's people: their subject (the login typed on its page) and their claims. */
export const IDP_PEOPLE: Record<string, Record<string, unknown>> = {
  // A new person: verified address, two groups at the provider.
  'nina.new': {
    email: 'nina.new@idp.example.com',
    email_verified: true,
    given_name: 'Nina',
    family_name: 'Neumann',
    phone_number: '+33612345678',
    groups: ['eng', 'unknown-group'],
  },
  // Someone whose address the provider does not vouch for.
  'ulla.unverified': {
    email: 'ulla@idp.example.com',
    email_verified: false,
    given_name: 'Ulla',
    family_name: 'Unverified',
    groups: [],
  },
  // An account at the provider whose address names someone else's account here (nOAuth).
  'mallory.claims.user': {
    email: 'user@example.com',
    email_verified: true,
    given_name: 'Mallory',
    family_name: 'Claims',
    groups: ['eng'],
  },
  // The seeded plain user's own account at the provider, under another address (linked with proof).
  'user.at.idp': {
    email: 'user.work@idp.example.com',
    email_verified: true,
    given_name: 'User',
    family_name: 'AtWork',
    groups: [],
  },
  // People who sign in at the provider with more than a password: `IDP_AUTHN` says how.
  'mia.mfa': {
    email: 'mia@idp.example.com',
    email_verified: true,
    given_name: 'Mia',
    family_name: 'Multi',
    groups: ['secure'],
  },
  'alex.acr': {
    email: 'alex@idp.example.com',
    email_verified: true,
    given_name: 'Alex',
    family_name: 'Level',
    groups: ['secure'],
  },
  // A password only at the provider, in the same group.
  'pat.pwd': {
    email: 'pat@idp.example.com',
    email_verified: true,
    given_name: 'Pat',
    family_name: 'Password',
    groups: ['secure'],
  },
};

/**
 * How a person signs in at the provider (issue 65): the `acr` and `amr` (RFC 8176) of their ID tokens, as a
 * provider that asked them for a second factor says. Anyone else: neither.
 */
export const IDP_AUTHN: Record<string, { acr?: string; amr?: string[] }> = {
  'mia.mfa': { amr: ['pwd', 'otp', 'mfa'] },
  'alex.acr': { acr: 'urn:corp:loa:mfa', amr: ['pwd'] },
  'pat.pwd': { acr: 'urn:corp:loa:pwd', amr: ['pwd'] },
};

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider; `redirectUris` are the platform's callback addresses it accepts. */
export async function startOidcProvider(redirectUris: string[]): Promise<TestProvider> {
  const port = await getPort();
  const issuer = `http://127.0.0.1:${port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      // How the person signed in (IDP_AUTHN) goes with every ID token.
      openid: ['sub', 'acr', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      phone: ['phone_number'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'phone', 'groups'],
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, sub) =>
      IDP_PEOPLE[sub] ? { accountId: sub, claims: async () => ({ sub, ...IDP_PEOPLE[sub] }) } : undefined,
    // Consent is given at once: the person only signs in at the provider.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope(String(oidc.params!.scope));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'text';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The development login page finishes with the account alone: add how that person signed in.
  const finished = provider.interactionFinished.bind(provider);
  provider.interactionFinished = (req, res, result, options) =>
    finished(
      req,
      res,
      result.login ? { ...result, login: { ...result.login, ...IDP_AUTHN[result.login.accountId] } } : result,
      options,
    );
  const server: Server = createServer(provider.callback());
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    issuer,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
