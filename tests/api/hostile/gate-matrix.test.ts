/**
 * The route × caller matrix of the one gate (issue 21): every route of every access table is called by every
 * kind of caller (a visitor, a plain user, an account administrator, the superadmin, a plain user's access
 * token, the superadmin's access token, since issue 33 the superadmin impersonating another superadmin, and
 * since issue 38 a person half signed in: right password, second factor still to come) and the gate's answer
 * is checked against what this file expects. The half-signed-in caller is a visitor everywhere but on the
 * second step's routes (SECOND_STEP_ROUTES), which answer 401 to everyone else. The impersonating caller may do what the
 * superadmin may, but on the credential routes (CREDENTIAL_ROUTES): there the gate refuses the impersonation
 * itself (403 IMPERSONATION_NOT_ALLOWED), whatever the person acted as may do. Since issue 40 the auditor (the
 * seed's auditor@example.com) passes the routes open to everyone and AUDITOR_ROUTES, and is 403 everywhere else.
 * A route added to a table without a row here fails; so does a row without its route. The expectations are
 * written here, apart from the table, so a wrong declaration cannot pass by agreeing with itself.
 *
 * A call "passes" when the gate lets it reach its handler, whatever the handler answers then (a 400 for a
 * sample body, a 404 for a record that is gone): the gate's own refusals are a 401 UNAUTHORIZED and the 403s of
 * REFUSALS. Each route gets the seed afresh, so one caller's write never decides another's answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../fixtures/server/index';
import type { Verdict, Who } from '../../../fixtures/server/context';
import { hashPassword } from '../../../fixtures/server/secrets';
import { type Client, type Reply, bearerClient, useTestApi } from '../support/api';

const api = useTestApi({ resetEach: false });

/** In the order they call: a token's write never takes away what a session caller after it needs. */
const CALLERS = [
  // A SCIM provisioning client's token (issue 58): the /scim routes only; a visitor everywhere else.
  'provisioning',
  'visitor',
  'halfSignedIn',
  'userToken',
  'superadminToken',
  'user',
  'auditor',
  'accountAdmin',
  'superadmin',
  'impersonating',
] as const;
type Caller = (typeof CALLERS)[number];

/** The 403 codes the gate answers (a handler's own 403s, like NOT_A_MEMBER, are the handler's). */
const REFUSALS = [
  'FORBIDDEN',
  'INSUFFICIENT_RIGHTS',
  'NOT_YOURS',
  'TOKEN_NOT_ALLOWED',
  'CROSS_SITE_REQUEST',
  'ROUTE_NOT_DECLARED',
  'IMPERSONATION_NOT_ALLOWED',
  'IMPERSONATION_ENDED',
  'CURRENT_PASSWORD_REQUIRED',
  'WRONG_CURRENT_PASSWORD',
];

/**
 * The routes that create, change or reveal a credential (access tokens, a password, sessions, an
 * impersonation): an impersonating session is refused on each by its kind (403 IMPERSONATION_NOT_ALLOWED).
 * A route added tomorrow that manages a credential belongs here, and its declaration must say `inPerson`.
 */
const CREDENTIAL_ROUTES = new Set([
  'PUT /account/users/:id(\\d+|current)/password',
  'POST /account/users/:id(\\d+)/impersonate',
  'GET /account/users/:id(\\d+|current)/sessions',
  'DELETE /account/users/:id(\\d+|current)/sessions/:sessionID(\\d+)',
  'DELETE /account/users/:id(\\d+|current)/sessions',
  'GET /account/accessTokens',
  'POST /account/users/current/accessTokens',
  'GET /account/accessTokens/:id(\\d+)',
  'PUT /account/accessTokens/:id(\\d+)',
  'DELETE /account/accessTokens/:id(\\d+)',
  // second factors (issue 38)
  'GET /account/users/:id(\\d+|current)/factors',
  'DELETE /account/users/:id(\\d+)/factors',
  'GET /account/users/:id(\\d+|current)/recoveryCodes',
  'POST /account/users/current/recoveryCodes',
  'POST /account/users/current/passkeys/options',
  'POST /account/users/current/passkeys',
  'PUT /account/users/current/passkeys/:id(\\d+)',
  'DELETE /account/users/current/passkeys/:id(\\d+)',
  'POST /account/users/current/authenticator',
  'POST /account/users/current/authenticator/confirm',
  'DELETE /account/users/current/authenticator',
  // a person's links to identity providers (issue 65)
  'POST /account/users/current/identityLinks',
  'GET /account/users/:id(\\d+|current)/identityLinks',
  'DELETE /account/users/:id(\\d+|current)/identityLinks/:linkID(\\d+)',
  // a webhook destination's signing secret, answered when it is made and rotated (issue 58)
  'POST /account/webhooks',
  'POST /account/webhooks/:id(\\d+)/secret',
  // provisioning clients: bearer tokens of SCIM (issue 58)
  'POST /account/provisioningClients',
  'PUT /account/provisioningClients/:id(\\d+)',
  'DELETE /account/provisioningClients/:id(\\d+)',
  // a step-up (issue 59): the person in their own session confirms it is them
  'POST /account/users/signin/step-up',
  // a lockdown ends every credential of a person (issue 59)
  'POST /account/users/:id(\\d+)/lockdown',
  // the session policy: how long every session lasts (issue 59)
  'PUT /account/sessionPolicy',
]);

/** The second step of a sign-in (issue 38): for a half-signed-in session only, 401 to everyone else. */
const SECOND_STEP_ROUTES = new Set([
  'POST /account/users/signin/secondFactor/options',
  'POST /account/users/signin/secondFactor',
]);

/**
 * The auditor (issue 40): besides the routes open to visitors, it passes the reads and exports of the event log
 * and the history, and what every signed-in person may do on their own account (rule `any`: who they are, their
 * access tokens, sessions, second factors, its own presets, an upload); every other route is 403, every write
 * included (another's preset, another's default organization).
 * Written out here rather than derived, so a rule given to the auditor by mistake fails this file.
 */
const AUDITOR_ROUTES = new Set([
  'GET /account/history',
  'GET /account/history/export',
  'GET /unity/events',
  'GET /unity/events/searchMetadata',
  'GET /unity/events/:id(\\d+)',
  'GET /unity/events/export',
  // its own account
  'GET /account/users/current',
  'GET /account/users/current/apps',
  'DELETE /account/users/current/stopImpersonate',
  'GET /account/accessTokens',
  'POST /account/users/current/accessTokens',
  'GET /account/accessTokens/:id(\\d+)',
  'PUT /account/accessTokens/:id(\\d+)',
  'DELETE /account/accessTokens/:id(\\d+)',
  'PUT /account/organizations/join',
  'POST /account/users/current/recoveryCodes',
  'POST /account/users/current/passkeys/options',
  'POST /account/users/current/passkeys',
  'PUT /account/users/current/passkeys/:id(\\d+)',
  'DELETE /account/users/current/passkeys/:id(\\d+)',
  'POST /account/users/current/authenticator',
  'POST /account/users/current/authenticator/confirm',
  'DELETE /account/users/current/authenticator',
  'POST /account/users/current/identityLinks',
  'POST /account/users/signin/step-up',
  // access requests (issue 62): their own, and those they approve (the API checks who approves)
  'GET /account/accessRequests',
  'GET /account/accessRequests/toDecide',
  'GET /account/accessRequests/groups',
  'GET /account/accessRequests/organizations',
  'POST /account/accessRequests',
  'POST /account/accessRequests/:id(\\d+)/cancel',
  'POST /account/accessRequests/decisions',
  'GET /unity/searchPresets',
  'GET /unity/searchPresets/:id(\\d+)',
  'POST /unity/searchPresets',
  'POST /unity/uploads',
  // a revert: every signed-in caller reaches it, and it decides by the write (issue 39)
  'POST /account/history/:id(\\d+)/revert',
  // the access reviews, read by the auditor's rule, and a reviewer's, open to anyone signed in (issue 40)
  'GET /account/reviews',
  'GET /account/reviews/:id(\\d+)',
  'GET /account/reviews/:id(\\d+)/items',
  'GET /account/reviews/:id(\\d+)/progress',
  'PUT /account/reviews/:id(\\d+)/items/:itemID(\\d+)',
  'POST /account/reviews/:id(\\d+)/decisions',
  'GET /account/reviews/:id(\\d+)/report',
]);

type Outcome = 'passes' | 401 | 403 | 404;
/** The callers a route lets through; the others get 401 (visitor) or 403. Overrides name other answers. */
interface Expectation {
  passes: Caller[];
  otherwise?: Partial<Record<Caller, Outcome>>;
}

const everyone: Caller[] = [...CALLERS];
const signedIn: Caller[] = ['user', 'accountAdmin', 'superadmin', 'userToken', 'superadminToken'];
const sessions: Caller[] = ['user', 'accountAdmin', 'superadmin'];
/** Holders of the account `admin` role's rules (and the superadmin, who holds every rule). */
const administrators: Caller[] = ['accountAdmin', 'superadmin', 'superadminToken'];
const superadmin: Caller[] = ['superadmin', 'superadminToken'];

/** What a sample call needs from the data of its run. */
interface Setup {
  ctx: Ctx;
  /** The plain user's own access token's id. */
  userTokenID: number;
  /** A global search preset of the superadmin, one per caller (a delete by one leaves the others'). */
  presets: Record<Caller, number>;
  membershipOfCustomer: number;
  userGroupOfCustomer: number;
  pendingInvitation: number;
  /** A passkey of the plain user (issue 38). */
  userPasskeyID: number;
  /** Each caller as the gate sees them, for the same question asked without a request (issue 64). */
  whos: Record<Caller, Who>;
  /** The superadmin's provisioning client (issue 58), a person of its organization and a group it manages. */
  provisioningClientID: number;
  scimUserID: number;
  scimGroupID: number;
}

type Sample = (s: Setup, caller: Caller) => { path: string; body?: unknown; multipart?: boolean };

/** fatima.taylor (a customer: account user, unity user, two organizations): one an account administrator outranks. */
const CUSTOMER = 4;

const NEW_USER = {
  firstName: 'New',
  lastName: 'Person',
  email: 'new.person@example.com',
  password: 'secret123-quokka',
  passwordConfirmation: 'secret123-quokka',
};
const PASSWORD = { password: 'secret123-quokka', passwordConfirmation: 'secret123-quokka' };

/** A browser's answer to a WebAuthn ceremony in its shape (the library refuses it: the handler's 400 or 401). */
const WEBAUTHN = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' },
};
/** The password each caller signed in with: fresh proof for a change of one's own factors (issue 38). */
const PASSWORDS: Partial<Record<Caller, string>> = {
  user: 'user1234',
  auditor: 'auditor1234',
  accountAdmin: 'ada12345',
  superadmin: 'admin1234',
};
const proof = (c: Caller) => ({ currentPassword: PASSWORDS[c] ?? 'not-theirs-1' });

/** Only a half-signed-in session passes (the second step); everyone else is not half signed in: 401. */
const halfOnly: Expectation = {
  passes: ['halfSignedIn'],
  otherwise: {
    userToken: 401,
    superadminToken: 401,
    user: 401,
    auditor: 401,
    accountAdmin: 401,
    superadmin: 401,
    impersonating: 401,
  },
};

/** Only a provisioning client's token passes (SCIM, issue 58); everyone else is no such client: 401. */
const scimOnly: Expectation = {
  passes: ['provisioning'],
  otherwise: Object.fromEntries(CALLERS.filter((c) => c !== 'provisioning').map((c) => [c, 401])),
};
const SCIM_USER = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'scim.matrix@example.com' };
const SCIM_GROUP = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Matrix group' };
const SCIM_PATCH = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: [{ op: 'replace', path: 'externalId', value: 'matrix' }],
};

/** `METHOD /service/route-as-declared` → a sample call and who passes. */
const MATRIX: Record<string, [Sample, Expectation]> = {
  // The second step of a sign-in, and a passkey alone (issue 38).
  'POST /account/users/signin/secondFactor/options': [
    () => ({ path: '/account/users/signin/secondFactor/options', body: {} }),
    halfOnly,
  ],
  'POST /account/users/signin/secondFactor': [
    () => ({ path: '/account/users/signin/secondFactor', body: { code: '000000' } }),
    halfOnly,
  ],
  'POST /account/users/signin/passkey/options': [
    () => ({ path: '/account/users/signin/passkey/options', body: {} }),
    { passes: everyone },
  ],
  'POST /account/users/signin/passkey': [
    () => ({ path: '/account/users/signin/passkey', body: { response: WEBAUTHN } }),
    { passes: everyone },
  ],
  // A step-up (issue 59): anyone signed in, in person (no token, no impersonation); the sample's password is
  // wrong for most (the handler's 403 WRONG_CURRENT_PASSWORD, which passed the gate).
  'POST /account/users/signin/step-up': [
    (_s, c) => ({ path: '/account/users/signin/step-up', body: { password: PASSWORDS[c] ?? 'not-theirs-1' } }),
    { passes: ['user', 'accountAdmin', 'superadmin'] },
  ],
  // Factors are credentials (no token, no impersonation); another user's are for an administrator who outranks them.
  'GET /account/users/:id(\\d+|current)/factors': [
    () => ({ path: `/account/users/${CUSTOMER}/factors` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  'DELETE /account/users/:id(\\d+)/factors': [
    () => ({ path: `/account/users/${CUSTOMER}/factors` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  // A lockdown (issue 59): the superadmin's, in person, of a person they outrank.
  'POST /account/users/:id(\\d+)/lockdown': [
    () => ({ path: `/account/users/${CUSTOMER}/lockdown`, body: { reason: 'The matrix' } }),
    { passes: ['superadmin'] },
  ],
  'GET /account/users/:id(\\d+|current)/recoveryCodes': [
    () => ({ path: `/account/users/${CUSTOMER}/recoveryCodes` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  'POST /account/users/current/recoveryCodes': [
    (_s, c) => ({ path: '/account/users/current/recoveryCodes', body: proof(c) }),
    { passes: sessions },
  ],
  'POST /account/users/current/passkeys/options': [
    (_s, c) => ({ path: '/account/users/current/passkeys/options', body: proof(c) }),
    { passes: sessions },
  ],
  'POST /account/users/current/passkeys': [
    () => ({ path: '/account/users/current/passkeys', body: { name: 'Laptop', response: WEBAUTHN } }),
    { passes: sessions },
  ],
  // Another person's passkey is unknown to the caller: 404, not 403.
  'PUT /account/users/current/passkeys/:id(\\d+)': [
    (s) => ({ path: `/account/users/current/passkeys/${s.userPasskeyID}`, body: { name: 'Renamed' } }),
    { passes: ['user'], otherwise: { accountAdmin: 404, superadmin: 404 } },
  ],
  'DELETE /account/users/current/passkeys/:id(\\d+)': [
    (s, c) => ({ path: `/account/users/current/passkeys/${s.userPasskeyID}`, body: proof(c) }),
    { passes: ['user'], otherwise: { accountAdmin: 404, superadmin: 404 } },
  ],
  'POST /account/users/current/authenticator': [
    (_s, c) => ({ path: '/account/users/current/authenticator', body: proof(c) }),
    { passes: sessions },
  ],
  'POST /account/users/current/authenticator/confirm': [
    () => ({ path: '/account/users/current/authenticator/confirm', body: { code: '000000' } }),
    { passes: sessions },
  ],
  'DELETE /account/users/current/authenticator': [
    (_s, c) => ({ path: '/account/users/current/authenticator', body: proof(c) }),
    { passes: sessions },
  ],
  // An account's lockout: read by administrators (tokens too), lifted in person.
  'GET /account/users/:id(\\d+)/lockout': [
    () => ({ path: `/account/users/${CUSTOMER}/lockout` }),
    { passes: ['accountAdmin', 'superadmin', 'superadminToken'] },
  ],
  // Every lock in force names addresses and clients: the superadmin's; lifting one is done in person.
  'GET /account/lockouts': [() => ({ path: '/account/lockouts' }), { passes: superadmin }],
  'DELETE /account/lockouts/:id([A-Za-z0-9_-]+)': [
    () => ({ path: '/account/lockouts/bm9uZQ' }),
    { passes: ['superadmin'], otherwise: { impersonating: 403 } },
  ],
  // Identity providers (issue 65): the superadmin's, changed in person; signing in through one is anyone's.
  'GET /account/identityProviders': [() => ({ path: '/account/identityProviders' }), { passes: superadmin }],
  'GET /account/identityProviders/:id(\\d+)': [
    () => ({ path: '/account/identityProviders/1' }),
    { passes: superadmin },
  ],
  'POST /account/identityProviders': [
    () => ({
      path: '/account/identityProviders',
      body: { name: 'Corp', issuer: 'https://idp.example.com', clientID: 'console' },
    }),
    { passes: ['superadmin'], otherwise: { impersonating: 403 } },
  ],
  'PUT /account/identityProviders/:id(\\d+)': [
    () => ({ path: '/account/identityProviders/1', body: { name: 'Corp' } }),
    { passes: ['superadmin'], otherwise: { impersonating: 403 } },
  ],
  'DELETE /account/identityProviders/:id(\\d+)': [
    () => ({ path: '/account/identityProviders/1' }),
    { passes: ['superadmin'], otherwise: { impersonating: 403 } },
  ],
  'POST /account/identityProviders/:id(\\d+)/test': [
    () => ({ path: '/account/identityProviders/1/test' }),
    { passes: superadmin },
  ],
  'GET /account/users/signin/providers': [() => ({ path: '/account/users/signin/providers' }), { passes: everyone }],
  'GET /account/users/signin/idp/:id(\\d+)': [() => ({ path: '/account/users/signin/idp/1' }), { passes: everyone }],
  'GET /account/users/signin/idp/callback': [
    () => ({ path: '/account/users/signin/idp/callback?state=x&code=y' }),
    { passes: everyone },
  ],
  // SAML (issue 65): this platform's metadata is public; the provider's page posts to the ACS from its site.
  'GET /account/identityProviders/:id(\\d+)/saml/metadata': [
    () => ({ path: '/account/identityProviders/1/saml/metadata' }),
    { passes: everyone },
  ],
  'POST /account/users/signin/idp/saml/acs': [
    () => ({ path: '/account/users/signin/idp/saml/acs', body: { SAMLResponse: 'x', RelayState: 'y' } }),
    { passes: everyone },
  ],
  'GET /account/users/signin/idp/saml/finish': [
    () => ({ path: '/account/users/signin/idp/saml/finish?handle=x' }),
    { passes: everyone },
  ],
  'POST /account/users/current/identityLinks': [
    (_s, c) => ({ path: '/account/users/current/identityLinks', body: { providerID: 1, ...proof(c) } }),
    { passes: [...sessions, 'auditor'] },
  ],
  'GET /account/users/:id(\\d+|current)/identityLinks': [
    () => ({ path: `/account/users/${CUSTOMER}/identityLinks` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  'DELETE /account/users/:id(\\d+|current)/identityLinks/:linkID(\\d+)': [
    () => ({ path: `/account/users/${CUSTOMER}/identityLinks/1`, body: {} }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  // The dormancy rule, its dry run, a run and the runs (issue 39): the superadmin's, tokens too.
  'GET /account/dormancy': [() => ({ path: '/account/dormancy' }), { passes: superadmin }],
  'PUT /account/dormancy': [() => ({ path: '/account/dormancy', body: { warnAfterDays: 60 } }), { passes: superadmin }],
  'GET /account/dormancy/preview': [() => ({ path: '/account/dormancy/preview' }), { passes: superadmin }],
  'POST /account/dormancy/preview': [
    () => ({ path: '/account/dormancy/preview', body: { warnAfterDays: 60 } }),
    { passes: superadmin },
  ],
  'POST /account/dormancy/run': [() => ({ path: '/account/dormancy/run' }), { passes: superadmin }],
  'GET /account/dormancy/runs': [() => ({ path: '/account/dormancy/runs' }), { passes: superadmin }],
  // Joiner/mover/leaver rules (issue 62): the superadmin's, tokens too. Bodies name a rule that does not exist
  // or a step the schema refuses: nothing is written.
  'GET /account/lifecycleRules': [() => ({ path: '/account/lifecycleRules' }), { passes: superadmin }],
  'GET /account/lifecycleRules/:id(\\d+)': [() => ({ path: '/account/lifecycleRules/999' }), { passes: superadmin }],
  'POST /account/lifecycleRules': [
    () => ({ path: '/account/lifecycleRules', body: { name: 'x', trigger: 'leaver', steps: [] } }),
    { passes: superadmin },
  ],
  'PUT /account/lifecycleRules/:id(\\d+)': [
    () => ({ path: '/account/lifecycleRules/999', body: { enabled: false } }),
    { passes: superadmin },
  ],
  'DELETE /account/lifecycleRules/:id(\\d+)': [() => ({ path: '/account/lifecycleRules/999' }), { passes: superadmin }],
  'GET /account/lifecycleRules/:id(\\d+)/preview': [
    () => ({ path: '/account/lifecycleRules/999/preview' }),
    { passes: superadmin },
  ],
  'POST /account/lifecycleRules/preview': [
    () => ({ path: '/account/lifecycleRules/preview', body: { name: 'x', trigger: 'leaver', steps: [] } }),
    { passes: superadmin },
  ],
  'POST /account/lifecycleRules/:id(\\d+)/run': [
    () => ({ path: '/account/lifecycleRules/999/run' }),
    { passes: superadmin },
  ],
  'GET /account/lifecycleRules/:id(\\d+)/runs': [
    () => ({ path: '/account/lifecycleRules/999/runs' }),
    { passes: superadmin },
  ],
  'GET /account/lifecycleRules/:id(\\d+)/tasks': [
    () => ({ path: '/account/lifecycleRules/999/tasks' }),
    { passes: superadmin },
  ],
  // The session policy (issue 59): the superadmin's; a change in person, with a step-up.
  'GET /account/sessionPolicy': [() => ({ path: '/account/sessionPolicy' }), { passes: superadmin }],
  'PUT /account/sessionPolicy': [
    () => ({ path: '/account/sessionPolicy', body: { idleMinutes: 120 } }),
    { passes: ['superadmin'] },
  ],
  // Webhook destinations, their log, Replay, Test and the feed (issue 58): the superadmin's, tokens too, but
  // for what reveals a secret (made, rotated: in person). Bodies the schema refuses: nothing is sent anywhere.
  'GET /account/webhooks': [() => ({ path: '/account/webhooks' }), { passes: superadmin }],
  'GET /account/webhooks/feed': [() => ({ path: '/account/webhooks/feed' }), { passes: superadmin }],
  'GET /account/webhooks/:id(\\d+)': [() => ({ path: '/account/webhooks/999' }), { passes: superadmin }],
  'POST /account/webhooks': [
    () => ({ path: '/account/webhooks', body: { url: 'http://127.0.0.1:9/in', eventTypes: [] } }),
    { passes: ['superadmin'] },
  ],
  'PUT /account/webhooks/:id(\\d+)': [
    () => ({ path: '/account/webhooks/999', body: { enabled: false } }),
    { passes: superadmin },
  ],
  'DELETE /account/webhooks/:id(\\d+)': [() => ({ path: '/account/webhooks/999' }), { passes: superadmin }],
  'POST /account/webhooks/:id(\\d+)/secret': [
    () => ({ path: '/account/webhooks/999/secret' }),
    { passes: ['superadmin'] },
  ],
  'POST /account/webhooks/:id(\\d+)/test': [() => ({ path: '/account/webhooks/999/test' }), { passes: superadmin }],
  'GET /account/webhooks/:id(\\d+)/attempts': [
    () => ({ path: '/account/webhooks/999/attempts' }),
    { passes: superadmin },
  ],
  'POST /account/webhooks/:id(\\d+)/replay': [
    () => ({ path: '/account/webhooks/999/replay', body: { deliveryID: 1 } }),
    { passes: superadmin },
  ],
  'DELETE /account/users/:id(\\d+)/lockout': [
    () => ({ path: `/account/users/${CUSTOMER}/lockout` }),
    { passes: ['accountAdmin', 'superadmin'], otherwise: { impersonating: 403 } },
  ],
  'POST /account/users/signin': [
    () => ({ path: '/account/users/signin', body: { email: 'user@example.com', password: 'user1234' } }),
    { passes: everyone },
  ],
  'DELETE /account/users/signout': [() => ({ path: '/account/users/signout' }), { passes: everyone }],
  'GET /account/users/current': [() => ({ path: '/account/users/current' }), { passes: signedIn }],
  'GET /account/users/current/apps': [() => ({ path: '/account/users/current/apps' }), { passes: signedIn }],
  'POST /account/users/access': [
    () => ({ path: '/account/users/access', body: { method: 'GET', service: 'account', path: '/users' } }),
    { passes: everyone },
  ],
  'GET /account/users/opaReady': [() => ({ path: '/account/users/opaReady' }), { passes: everyone }],
  'GET /account/capabilities': [() => ({ path: '/account/capabilities' }), { passes: everyone }],
  'GET /account/users': [() => ({ path: '/account/users' }), { passes: administrators }],
  'GET /account/users/searchMetadata': [() => ({ path: '/account/users/searchMetadata' }), { passes: administrators }],
  'POST /account/users/search': [
    () => ({ path: '/account/users/search', body: { text: 'a' } }),
    { passes: administrators },
  ],
  'GET /account/users/csv': [() => ({ path: '/account/users/csv' }), { passes: administrators }],
  'POST /account/users': [() => ({ path: '/account/users', body: NEW_USER }), { passes: superadmin }],
  'GET /account/users/:id(\\d+)': [() => ({ path: `/account/users/${CUSTOMER}` }), { passes: administrators }],
  // The plain user's rule reaches PUT /users/{id}, but another user is an administrator's business.
  'PUT /account/users/:id(\\d+|current)': [
    () => ({ path: `/account/users/${CUSTOMER}`, body: { firstName: 'Pat' } }),
    { passes: administrators },
  ],
  'DELETE /account/users/:id(\\d+)': [() => ({ path: `/account/users/${CUSTOMER}` }), { passes: superadmin }],
  'PUT /account/users/:id(\\d+|current)/password': [
    () => ({ path: `/account/users/${CUSTOMER}/password`, body: PASSWORD }),
    { passes: ['superadmin'] },
  ],
  'POST /account/users/:id(\\d+)/impersonate': [
    () => ({ path: `/account/users/${CUSTOMER}/impersonate` }),
    { passes: ['superadmin'] },
  ],
  'DELETE /account/users/current/stopImpersonate': [
    () => ({ path: '/account/users/current/stopImpersonate' }),
    { passes: sessions },
  ],
  'GET /account/users/:id(\\d+|current)/groups': [
    () => ({ path: `/account/users/${CUSTOMER}/groups` }),
    { passes: administrators },
  ],
  'POST /account/users/:id(\\d+)/groups': [
    () => ({ path: `/account/users/${CUSTOMER}/groups`, body: { groupID: 8 } }),
    { passes: superadmin },
  ],
  'DELETE /account/userGroups/:id(\\d+)': [
    (s) => ({ path: `/account/userGroups/${s.userGroupOfCustomer}` }),
    { passes: superadmin },
  ],
  // A membership's end (issue 62): whoever may give the group.
  'PUT /account/userGroups/:id(\\d+)': [
    (s) => ({ path: `/account/userGroups/${s.userGroupOfCustomer}`, body: { endsAt: '2999-01-01T00:00:00Z' } }),
    { passes: superadmin },
  ],
  // Sessions are credentials (no token); another user's are for an administrator who outranks them.
  'GET /account/users/:id(\\d+|current)/sessions': [
    () => ({ path: `/account/users/${CUSTOMER}/sessions` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  'DELETE /account/users/:id(\\d+|current)/sessions/:sessionID(\\d+)': [
    () => ({ path: `/account/users/${CUSTOMER}/sessions/99999` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  'DELETE /account/users/:id(\\d+|current)/sessions': [
    () => ({ path: `/account/users/${CUSTOMER}/sessions` }),
    { passes: ['accountAdmin', 'superadmin'] },
  ],
  // Everyone reads the history of themselves; a user's history is theirs or an outranking administrator's.
  'GET /account/history': [() => ({ path: '/account/history' }), { passes: signedIn }],
  // Its export (issue 40): as the list, each caller the entries they may read.
  'GET /account/history/export': [() => ({ path: '/account/history/export' }), { passes: signedIn }],
  'GET /account/history/:resource([A-Za-z]+)/:id(\\d+)': [
    () => ({ path: `/account/history/users/${CUSTOMER}` }),
    { passes: administrators },
  ],
  // A revert is decided by the write it makes (the record's own route): every caller signed in reaches it, and
  // an entry no one wrote is a 404 (tests/api/revert.test.ts holds who may revert what).
  'POST /account/history/:id(\\d+)/revert': [
    () => ({ path: '/account/history/999999/revert', body: {} }),
    { passes: signedIn },
  ],
  'GET /account/users/:id(\\d+|current)/access': [
    () => ({ path: `/account/users/${CUSTOMER}/access` }),
    { passes: administrators },
  ],
  // The policy editor's question (superadmin).
  'GET /account/rules/whoCan': [
    () => ({ path: '/account/rules/whoCan?service=account&method=DELETE&path=/users/5' }),
    { passes: superadmin },
  ],
  // The policy tester's question (issue 64), the policy editor's too.
  'GET /account/rules/test': [
    () => ({ path: '/account/rules/test?service=account&method=PUT&path=/users/5&as=session&userID=2' }),
    { passes: superadmin },
  ],
  'GET /account/rules/whoCan/users': [
    () => ({ path: '/account/rules/whoCan/users?service=account&method=DELETE&path=/users/5' }),
    { passes: superadmin },
  ],
  'GET /account/accessTokens': [() => ({ path: '/account/accessTokens' }), { passes: sessions }],
  'POST /account/users/current/accessTokens': [
    () => ({ path: '/account/users/current/accessTokens', body: { name: 'CI' } }),
    { passes: sessions },
  ],
  // Another user's token is unknown to the caller: 404, not 403.
  'GET /account/accessTokens/:id(\\d+)': [
    (s) => ({ path: `/account/accessTokens/${s.userTokenID}` }),
    { passes: ['user'], otherwise: { accountAdmin: 404, superadmin: 404 } },
  ],
  'PUT /account/accessTokens/:id(\\d+)': [
    (s) => ({ path: `/account/accessTokens/${s.userTokenID}`, body: { name: 'Renamed' } }),
    { passes: ['user'], otherwise: { accountAdmin: 404, superadmin: 404 } },
  ],
  'DELETE /account/accessTokens/:id(\\d+)': [
    (s) => ({ path: `/account/accessTokens/${s.userTokenID}` }),
    { passes: ['user'], otherwise: { accountAdmin: 404, superadmin: 404 } },
  ],
  'GET /account/apps': [() => ({ path: '/account/apps' }), { passes: administrators }],
  'GET /account/apps/:id(\\d+)': [() => ({ path: '/account/apps/1' }), { passes: administrators }],
  'POST /account/apps': [
    () => ({ path: '/account/apps', body: { name: 'Wiki', url: 'https://wiki.example.com' } }),
    { passes: superadmin },
  ],
  'PUT /account/apps/:id(\\d+)': [
    () => ({ path: '/account/apps/1', body: { name: 'Portal 2' } }),
    { passes: superadmin },
  ],
  'DELETE /account/apps/:id(\\d+)': [() => ({ path: '/account/apps/1' }), { passes: superadmin }],
  'GET /account/groups': [() => ({ path: '/account/groups' }), { passes: administrators }],
  'GET /account/groups/:id(\\d+)': [() => ({ path: '/account/groups/1' }), { passes: administrators }],
  'POST /account/groups': [() => ({ path: '/account/groups', body: { name: 'Auditors' } }), { passes: superadmin }],
  'PUT /account/groups/:id(\\d+)': [
    () => ({ path: '/account/groups/8', body: { name: 'Freelancers' } }),
    { passes: superadmin },
  ],
  'DELETE /account/groups/:id(\\d+)': [() => ({ path: '/account/groups/8' }), { passes: superadmin }],
  'GET /account/groups/:id(\\d+)/roles': [() => ({ path: '/account/groups/1/roles' }), { passes: administrators }],
  'POST /account/groups/:id(\\d+)/roles': [
    () => ({ path: '/account/groups/8/roles', body: { roleID: 8 } }),
    { passes: superadmin },
  ],
  'GET /account/groups/:id(\\d+)/apps': [() => ({ path: '/account/groups/1/apps' }), { passes: administrators }],
  'GET /account/groups/:id(\\d+)/organizations': [
    () => ({ path: '/account/groups/1/organizations' }),
    { passes: administrators },
  ],
  // Link 17 gives Contractors account `user` (link 1 is the superadmin's own right: taking it ends the run).
  'DELETE /account/groupRoles/:id(\\d+)': [() => ({ path: '/account/groupRoles/17' }), { passes: superadmin }],
  'POST /account/groupApps': [
    () => ({ path: '/account/groupApps', body: { groupID: 8, appID: 1 } }),
    { passes: superadmin },
  ],
  'DELETE /account/groupApps/:id(\\d+)': [() => ({ path: '/account/groupApps/1' }), { passes: superadmin }],
  'POST /account/organizationGroups': [
    () => ({ path: '/account/organizationGroups', body: { organizationID: 1, groupID: 8 } }),
    { passes: superadmin },
  ],
  'DELETE /account/organizationGroups/:id(\\d+)': [
    () => ({ path: '/account/organizationGroups/1' }),
    { passes: superadmin },
  ],
  'GET /account/organizations': [() => ({ path: '/account/organizations' }), { passes: administrators }],
  'GET /account/organizations/searchMetadata': [
    () => ({ path: '/account/organizations/searchMetadata' }),
    { passes: administrators },
  ],
  'GET /account/organizations/token/:token': [
    () => ({ path: '/account/organizations/token/ORG2-GLOBEX-JOIN' }),
    { passes: everyone },
  ],
  'PUT /account/organizations/join': [
    () => ({ path: '/account/organizations/join', body: { token: 'ORG2-GLOBEX-JOIN' } }),
    { passes: signedIn },
  ],
  'GET /account/organizations/:id(\\d+)': [() => ({ path: '/account/organizations/1' }), { passes: administrators }],
  'POST /account/organizations': [
    () => ({ path: '/account/organizations', body: { name: 'Umbrella' } }),
    { passes: administrators },
  ],
  'PUT /account/organizations/:id(\\d+)': [
    () => ({ path: '/account/organizations/2', body: { description: 'Renamed' } }),
    { passes: administrators },
  ],
  'DELETE /account/organizations/:id(\\d+)': [() => ({ path: '/account/organizations/3' }), { passes: administrators }],
  // Everyone may set their own current organization; another user's is an administrator's.
  'PUT /account/organizations/:id(\\d+)/default': [
    () => ({ path: '/account/organizations/1/default', body: { userID: CUSTOMER } }),
    { passes: administrators },
  ],
  // An organization's e-mail domains (issue 65): its administrators'; verifying one, the superadmin's alone.
  'GET /account/organizations/:id(\\d+)/domains': [
    () => ({ path: '/account/organizations/1/domains' }),
    { passes: administrators },
  ],
  'POST /account/organizations/:id(\\d+)/domains': [
    (_s, c) => ({ path: '/account/organizations/1/domains', body: { domain: `${c.toLowerCase()}.example.org` } }),
    { passes: administrators },
  ],
  'PUT /account/organizationDomains/:id(\\d+)': [
    () => ({ path: '/account/organizationDomains/1', body: { verified: true } }),
    { passes: superadmin },
  ],
  'DELETE /account/organizations/:id(\\d+)/domains/:domainID(\\d+)': [
    () => ({ path: '/account/organizations/1/domains/1' }),
    { passes: administrators },
  ],
  'POST /account/users/signin/domain': [
    () => ({ path: '/account/users/signin/domain', body: { email: 'someone@example.com' } }),
    { passes: everyone },
  ],
  'GET /account/organizations/:id(\\d+)/users': [
    () => ({ path: '/account/organizations/1/users' }),
    { passes: administrators },
  ],
  'POST /account/organizations/:id(\\d+)/users': [
    () => ({ path: '/account/organizations/2/users', body: { userID: CUSTOMER } }),
    { passes: administrators },
  ],
  'POST /account/organizationUsers': [
    (_s, c) => ({
      path: '/account/organizationUsers',
      body: { organizationID: 1, inviteEmail: `${c}@invited.example.com` },
    }),
    { passes: administrators },
  ],
  'GET /account/organizationUsers/:id(\\d+)/full': [
    (s) => ({ path: `/account/organizationUsers/${s.membershipOfCustomer}/full` }),
    { passes: administrators },
  ],
  'PUT /account/organizationUsers/:id(\\d+)/invite': [
    (s) => ({ path: `/account/organizationUsers/${s.pendingInvitation}/invite`, body: {} }),
    { passes: administrators },
  ],
  'DELETE /account/organizationUsers/:id(\\d+)': [
    (s) => ({ path: `/account/organizationUsers/${s.membershipOfCustomer}` }),
    { passes: administrators },
  ],
  'GET /account/roles': [() => ({ path: '/account/roles' }), { passes: administrators }],
  'GET /account/roles/:id(\\d+)': [() => ({ path: '/account/roles/1' }), { passes: administrators }],
  'POST /account/roles': [
    () => ({ path: '/account/roles', body: { name: 'auditor', serviceNameID: 1 } }),
    { passes: superadmin },
  ],
  'PUT /account/roles/:id(\\d+)': [
    () => ({ path: '/account/roles/13', body: { name: 'reader' } }),
    { passes: superadmin },
  ],
  'DELETE /account/roles/:id(\\d+)': [() => ({ path: '/account/roles/13' }), { passes: superadmin }],
  'GET /account/rules': [() => ({ path: '/account/rules' }), { passes: administrators }],
  'GET /account/rules/:id(\\d+)': [() => ({ path: '/account/rules/1' }), { passes: administrators }],
  'DELETE /account/rules/:id(\\d+)': [() => ({ path: '/account/rules/1' }), { passes: superadmin }],
  'POST /account/rules': [
    () => ({ path: '/account/rules', body: { roleID: 3, method: 'GET', path: '/reports' } }),
    { passes: superadmin },
  ],
  'PUT /account/rules/:id(\\d+)': [
    () => ({ path: '/account/rules/1', body: { path: '/users/signin2' } }),
    { passes: superadmin },
  ],
  'POST /account/users/signup': [
    (_s, c) => ({ path: '/account/users/signup', body: { ...NEW_USER, email: `${c}@signup.example.com` } }),
    { passes: everyone },
  ],
  'POST /account/users/validateEmail': [
    () => ({ path: '/account/users/validateEmail?token=nope', body: { email: 'user@example.com' } }),
    { passes: everyone },
  ],
  'POST /account/users/confirmEmail': [
    () => ({ path: '/account/users/confirmEmail', body: { token: 'nope' } }),
    { passes: everyone },
  ],
  'POST /account/users/resendConfirmation': [
    (_s, c) => ({ path: '/account/users/resendConfirmation', body: { email: `${c}@confirm.example.com` } }),
    { passes: everyone },
  ],
  // A mail's "This was not me" link (issue 59): its token is the credential, whoever calls.
  'POST /account/users/notMe': [
    () => ({ path: '/account/users/notMe', body: { token: 'nope' } }),
    { passes: everyone },
  ],
  'POST /account/users/requestResetPassword': [
    (_s, c) => ({ path: '/account/users/requestResetPassword', body: { email: `${c}@reset.example.com` } }),
    { passes: everyone },
  ],
  'POST /account/users/requestPLCode': [
    (_s, c) => ({ path: '/account/users/requestPLCode', body: { email: `${c}@code.example.com` } }),
    { passes: everyone },
  ],
  'POST /account/users/signinPL': [
    (_s, c) => ({ path: '/account/users/signinPL', body: { code: '000000', email: `${c}@code.example.com` } }),
    { passes: everyone },
  ],
  // Plain users read the service names (My Account's services and roles).
  'GET /account/serviceNames': [() => ({ path: '/account/serviceNames' }), { passes: signedIn }],
  'GET /account/serviceNames/:id(\\d+)': [() => ({ path: '/account/serviceNames/1' }), { passes: administrators }],
  'POST /account/serviceNames': [
    () => ({ path: '/account/serviceNames', body: { name: 'reports' } }),
    { passes: superadmin },
  ],
  'PUT /account/serviceNames/:id(\\d+)': [
    () => ({ path: '/account/serviceNames/3', body: { color: '#000000' } }),
    { passes: superadmin },
  ],
  'DELETE /account/serviceNames/:id(\\d+)': [() => ({ path: '/account/serviceNames/3' }), { passes: superadmin }],
  'GET /account/serviceNames/:id(\\d+)/export': [
    () => ({ path: '/account/serviceNames/1/export' }),
    { passes: superadmin },
  ],
  'PUT /account/serviceNames/:id(\\d+)/import': [
    () => ({ path: '/account/serviceNames/3/import', body: { roles: [] } }),
    { passes: superadmin },
  ],
  'GET /account/settings': [() => ({ path: '/account/settings' }), { passes: superadmin }],
  'GET /account/settings/:id(\\d+)': [() => ({ path: '/account/settings/1' }), { passes: superadmin }],
  'POST /account/settings': [() => ({ path: '/account/settings', body: {} }), { passes: superadmin }],
  'PUT /account/settings/:id(\\d+)': [
    () => ({ path: '/account/settings/1', body: { mailSentName: 'Acme' } }),
    { passes: superadmin },
  ],
  'DELETE /account/settings/:id(\\d+)': [() => ({ path: '/account/settings/1' }), { passes: superadmin }],
  'GET /account/templates': [() => ({ path: '/account/templates' }), { passes: superadmin }],
  'GET /account/templates/:id(\\d+)': [() => ({ path: '/account/templates/1' }), { passes: superadmin }],
  'POST /account/templates': [
    () => ({ path: '/account/templates', body: { title: 'Hi', code: 'HI' } }),
    { passes: superadmin },
  ],
  'PUT /account/templates/:id(\\d+)': [
    () => ({ path: '/account/templates/1', body: { title: 'Hello' } }),
    { passes: superadmin },
  ],
  'DELETE /account/templates/:id(\\d+)': [() => ({ path: '/account/templates/1' }), { passes: superadmin }],
  'PUT /account/templates/:id(\\d+)/send': [
    () => ({ path: '/account/templates/1/send', body: { testEmail: 'test@example.com' } }),
    { passes: superadmin },
  ],
  // The events are unity's: the account administrator holds unity's `user` role only.
  'GET /unity/events': [() => ({ path: '/unity/events' }), { passes: superadmin }],
  'GET /unity/events/searchMetadata': [() => ({ path: '/unity/events/searchMetadata' }), { passes: signedIn }],
  'GET /unity/events/testOpa': [() => ({ path: '/unity/events/testOpa' }), { passes: superadmin }],
  'GET /unity/events/export': [() => ({ path: '/unity/events/export?format=jsonl' }), { passes: superadmin }],
  'GET /unity/events/:id(\\d+)': [() => ({ path: '/unity/events/1' }), { passes: superadmin }],
  'POST /unity/events': [() => ({ path: '/unity/events', body: { name: 'Probe' } }), { passes: superadmin }],
  'PUT /unity/events/:id(\\d+)': [
    () => ({ path: '/unity/events/1', body: { resolved: true } }),
    { passes: superadmin },
  ],
  'DELETE /unity/events/:id(\\d+)': [() => ({ path: '/unity/events/1' }), { passes: superadmin }],
  'GET /unity/searchPresets': [() => ({ path: '/unity/searchPresets' }), { passes: signedIn }],
  'GET /unity/searchPresets/:id(\\d+)': [
    (s, c) => ({ path: `/unity/searchPresets/${s.presets[c]}` }),
    { passes: signedIn },
  ],
  'POST /unity/searchPresets': [() => ({ path: '/unity/searchPresets', body: { name: 'Mine' } }), { passes: signedIn }],
  // Only its owner (the superadmin, in a session or with a token) changes a global preset: not whom they act as.
  'PUT /unity/searchPresets/:id(\\d+)': [
    (s, c) => ({ path: `/unity/searchPresets/${s.presets[c]}`, body: { name: 'Renamed' } }),
    { passes: superadmin, otherwise: { impersonating: 403 } },
  ],
  'DELETE /unity/searchPresets/:id(\\d+)': [
    (s, c) => ({ path: `/unity/searchPresets/${s.presets[c]}` }),
    { passes: superadmin, otherwise: { impersonating: 403 } },
  ],
  'POST /unity/uploads': [() => ({ path: '/unity/uploads', multipart: true }), { passes: signedIn }],
  'GET /unity/uploads/:name': [() => ({ path: '/unity/uploads/abcdefgh12.png' }), { passes: everyone }],
  'GET /__dev/health': [() => ({ path: '/__dev/health' }), { passes: everyone }],
  'GET /__dev/outbox': [() => ({ path: '/__dev/outbox' }), { passes: everyone }],
  'POST /__dev/reset': [() => ({ path: '/__dev/reset' }), { passes: everyone }],
  'POST /__dev/notify': [() => ({ path: '/__dev/notify', body: { title: 'Hello' } }), { passes: everyone }],
  'POST /__dev/errorReports': [
    () => ({
      path: '/__dev/errorReports',
      body: { kind: 'error', message: 'x', page: '/users', version: '0.1.0', commit: 'abc', language: 'en', time: 't' },
    }),
    { passes: everyone },
  ],
  'GET /__dev/errorReports': [() => ({ path: '/__dev/errorReports' }), { passes: everyone }],
  'DELETE /__dev/errorReports': [() => ({ path: '/__dev/errorReports' }), { passes: everyone }],
  'POST /__dev/stepUp/lapse': [() => ({ path: '/__dev/stepUp/lapse' }), { passes: everyone }],
  'POST /__dev/membershipEnds/sweep': [() => ({ path: '/__dev/membershipEnds/sweep' }), { passes: everyone }],
  'POST /__dev/accessRequests/expire': [() => ({ path: '/__dev/accessRequests/expire' }), { passes: everyone }],
  'POST /__dev/lifecycle/sweep': [() => ({ path: '/__dev/lifecycle/sweep' }), { passes: everyone }],
  // Access requests (issue 62): anyone signed in asks, cancels their own and decides what they approve.
  'GET /account/accessRequests': [() => ({ path: '/account/accessRequests' }), { passes: signedIn }],
  'GET /account/accessRequests/toDecide': [() => ({ path: '/account/accessRequests/toDecide' }), { passes: signedIn }],
  'GET /account/accessRequests/groups': [() => ({ path: '/account/accessRequests/groups' }), { passes: signedIn }],
  'GET /account/accessRequests/organizations': [
    () => ({ path: '/account/accessRequests/organizations' }),
    { passes: signedIn },
  ],
  'POST /account/accessRequests': [
    () => ({ path: '/account/accessRequests', body: { groupID: 4, reason: 'Release', days: 3 } }),
    { passes: signedIn },
  ],
  'POST /account/accessRequests/:id(\\d+)/cancel': [
    () => ({ path: '/account/accessRequests/1/cancel' }),
    { passes: signedIn },
  ],
  'POST /account/accessRequests/decisions': [
    () => ({ path: '/account/accessRequests/decisions', body: { requestIDs: [1], decision: 'approve' } }),
    { passes: signedIn },
  ],
  'GET /__dev/faults': [() => ({ path: '/__dev/faults' }), { passes: everyone }],
  'POST /__dev/faults': [
    () => ({ path: '/__dev/faults', body: { path: '/account/nothing', times: 1 } }),
    { passes: everyone },
  ],
  'DELETE /__dev/faults': [() => ({ path: '/__dev/faults' }), { passes: everyone }],
  // Access reviews (issue 40): reviewers are anyone signed in (the API answers each their own items); making,
  // reminding, closing and the report are the superadmin's.
  'POST /account/reviews': [
    () => ({
      path: '/account/reviews',
      body: { name: 'R', scope: { kind: 'group', id: 3 }, deadline: '2999-01-01T00:00:00Z', reviewers: 'owners' },
    }),
    { passes: superadmin },
  ],
  'GET /account/reviews': [() => ({ path: '/account/reviews' }), { passes: signedIn }],
  'GET /account/reviews/:id(\\d+)': [() => ({ path: '/account/reviews/1' }), { passes: signedIn }],
  'GET /account/reviews/:id(\\d+)/items': [() => ({ path: '/account/reviews/1/items' }), { passes: signedIn }],
  'GET /account/reviews/:id(\\d+)/progress': [() => ({ path: '/account/reviews/1/progress' }), { passes: signedIn }],
  'PUT /account/reviews/:id(\\d+)/items/:itemID(\\d+)': [
    () => ({ path: '/account/reviews/1/items/1', body: { decision: 'keep' } }),
    { passes: signedIn },
  ],
  'POST /account/reviews/:id(\\d+)/decisions': [
    () => ({ path: '/account/reviews/1/decisions', body: { itemIDs: [1], decision: 'keep' } }),
    { passes: signedIn },
  ],
  'POST /account/reviews/:id(\\d+)/remind': [() => ({ path: '/account/reviews/1/remind' }), { passes: superadmin }],
  'POST /account/reviews/:id(\\d+)/close': [
    () => ({ path: '/account/reviews/1/close', body: { missing: 'keep' } }),
    { passes: superadmin },
  ],
  'GET /account/reviews/:id(\\d+)/report': [() => ({ path: '/account/reviews/1/report' }), { passes: superadmin }],
  // Provisioning clients (issue 58): the superadmin's; making, changing and revoking one is a credential's.
  'GET /account/provisioningClients': [() => ({ path: '/account/provisioningClients' }), { passes: superadmin }],
  'GET /account/provisioningClients/:id(\\d+)': [
    (s) => ({ path: `/account/provisioningClients/${s.provisioningClientID}` }),
    { passes: superadmin },
  ],
  'POST /account/provisioningClients': [
    () => ({ path: '/account/provisioningClients', body: { name: 'Okta', organizationID: 1 } }),
    { passes: ['superadmin'] },
  ],
  'PUT /account/provisioningClients/:id(\\d+)': [
    (s) => ({ path: `/account/provisioningClients/${s.provisioningClientID}`, body: { name: 'Renamed' } }),
    { passes: ['superadmin'] },
  ],
  'DELETE /account/provisioningClients/:id(\\d+)': [
    (s) => ({ path: `/account/provisioningClients/${s.provisioningClientID}` }),
    { passes: ['superadmin'] },
  ],
  // SCIM 2.0 (issue 58): a provisioning client's token only.
  'GET /scim/v2/ServiceProviderConfig': [() => ({ path: '/scim/v2/ServiceProviderConfig' }), scimOnly],
  'GET /scim/v2/ResourceTypes': [() => ({ path: '/scim/v2/ResourceTypes' }), scimOnly],
  'GET /scim/v2/ResourceTypes/:id(User|Group)': [() => ({ path: '/scim/v2/ResourceTypes/User' }), scimOnly],
  'GET /scim/v2/Schemas': [() => ({ path: '/scim/v2/Schemas' }), scimOnly],
  'GET /scim/v2/Schemas/:id': [() => ({ path: `/scim/v2/Schemas/${SCIM_USER.schemas[0]}` }), scimOnly],
  'GET /scim/v2/Users': [() => ({ path: '/scim/v2/Users' }), scimOnly],
  'POST /scim/v2/Users': [() => ({ path: '/scim/v2/Users', body: SCIM_USER }), scimOnly],
  'GET /scim/v2/Users/:id(\\d+)': [(s) => ({ path: `/scim/v2/Users/${s.scimUserID}` }), scimOnly],
  'PUT /scim/v2/Users/:id(\\d+)': [(s) => ({ path: `/scim/v2/Users/${s.scimUserID}`, body: SCIM_USER }), scimOnly],
  'PATCH /scim/v2/Users/:id(\\d+)': [(s) => ({ path: `/scim/v2/Users/${s.scimUserID}`, body: SCIM_PATCH }), scimOnly],
  'DELETE /scim/v2/Users/:id(\\d+)': [(s) => ({ path: `/scim/v2/Users/${s.scimUserID}` }), scimOnly],
  'GET /scim/v2/Groups': [() => ({ path: '/scim/v2/Groups' }), scimOnly],
  'POST /scim/v2/Groups': [() => ({ path: '/scim/v2/Groups', body: SCIM_GROUP }), scimOnly],
  'GET /scim/v2/Groups/:id(\\d+)': [(s) => ({ path: `/scim/v2/Groups/${s.scimGroupID}` }), scimOnly],
  'PUT /scim/v2/Groups/:id(\\d+)': [(s) => ({ path: `/scim/v2/Groups/${s.scimGroupID}`, body: SCIM_GROUP }), scimOnly],
  'PATCH /scim/v2/Groups/:id(\\d+)': [
    (s) => ({
      path: `/scim/v2/Groups/${s.scimGroupID}`,
      body: { ...SCIM_PATCH, Operations: [{ op: 'replace', path: 'displayName', value: 'x' }] },
    }),
    scimOnly,
  ],
  'DELETE /scim/v2/Groups/:id(\\d+)': [(s) => ({ path: `/scim/v2/Groups/${s.scimGroupID}` }), scimOnly],
};

/** The second declaration of a route (`byQuery`): the reset link's flow is open to anyone. */
const VARIANTS: Record<string, [Sample, Expectation]> = {
  'PUT /account/users/:id(\\d+|current)/password?token': [
    () => ({ path: '/account/users/current/password?token=nope', body: PASSWORD }),
    { passes: everyone },
  ],
};

const routeKey = (e: { method: string; service: string; path: string }) => `${e.method} /${e.service}${e.path}`;

/**
 * A fresh seed, the seven callers signed in (an account administrator and a second superadmin made for the
 * run, the superadmin acting as the latter in a session of their own), and the sample ids.
 */
async function prepare(): Promise<{ clients: Record<Caller, Client>; setup: Setup }> {
  await api.reset();
  const { ctx } = api.server;
  const { store } = ctx;
  const now = new Date().toISOString();
  // An account administrator who also holds account `user` (Contractors): one who outranks a customer.
  store.insert('users', {
    uuid: 'matrix-account-admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.admin@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('ada12345'),
    createdAt: now,
    updatedAt: now,
  });
  const adaID = store.find('users', (u) => u.email === 'ada.admin@example.com')!.id;
  store.insert('userGroups', { userID: adaID, groupID: 2 });
  store.insert('userGroups', { userID: adaID, groupID: 8 });
  const tess = store.insert('users', {
    uuid: 'matrix-second-superadmin',
    firstName: 'Tess',
    lastName: 'Super',
    email: 'tess.super@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('tess12345'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: tess.id, groupID: 1 });
  store.commit();

  const signIn = async (email: string, password: string) => {
    const client = api.client();
    await client.signIn(email, password);
    return client;
  };
  const user = await signIn('user@example.com', 'user1234');
  const superClient = await signIn('admin@example.com', 'admin1234');
  const token = async (owner: Client) => {
    const made = await owner.post('/account/users/current/accessTokens', { name: 'matrix' });
    return { client: bearerClient(api, made.body.payload.token), id: made.body.payload.id as number };
  };
  // Hal has an authenticator app: his password alone half signs him in (issue 38).
  const hal = store.insert('users', {
    uuid: 'matrix-half-signed-in',
    firstName: 'Hal',
    lastName: 'Half',
    email: 'hal.half@example.com',
    phone: '',
    active: true,
    defaultAppID: 0,
    organizationID: 0,
    password: hashPassword('hal12345'),
    createdAt: now,
    updatedAt: now,
  });
  store.insert('userGroups', { userID: hal.id, groupID: 3 });
  store.insert('factors', {
    userID: hal.id,
    kind: 'totp',
    name: 'Authenticator app',
    createdAt: now,
    lastUsedAt: '',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    confirmed: true,
  });
  store.commit();
  const halfSignedIn = api.client();
  const half = await halfSignedIn.post('/account/users/signin', {
    email: 'hal.half@example.com',
    password: 'hal12345',
  });
  if (half.body?.payload?.secondFactor !== 'verify') throw new Error(`Hal's sign-in answered ${half.text}`);
  const userToken = await token(user);
  const superToken = await token(superClient);
  const scimGroup = store.insert('groups', { name: 'Matrix SCIM group', default: false });
  const provisioning = await superClient.post('/account/provisioningClients', {
    name: 'Matrix directory',
    organizationID: 1,
    groupIDs: [scimGroup.id],
  });
  if (provisioning.status !== 200) throw new Error(`provisioning client answered ${provisioning.text}`);
  const clients: Record<Caller, Client> = {
    provisioning: bearerClient(api, provisioning.body.payload.token),
    visitor: api.client(),
    halfSignedIn,
    user,
    auditor: await signIn('auditor@example.com', 'auditor1234'),
    accountAdmin: await signIn('ada.admin@example.com', 'ada12345'),
    superadmin: superClient,
    userToken: userToken.client,
    superadminToken: superToken.client,
    impersonating: await signIn('admin@example.com', 'admin1234'),
  };
  const impersonation = await clients.impersonating.post(`/account/users/${tess.id}/impersonate`, {});
  if (impersonation.status !== 200)
    throw new Error(`impersonation answered ${impersonation.status}: ${impersonation.text}`);
  const person = (email: string) => store.find('users', (u) => u.email === email)!;
  const sessionOf = (userID: number, impersonated = 0) =>
    store.find('sessions', (x) => x.userID === userID && x.impersonateUserID === impersonated)!;
  const inPerson = (email: string): Who => ({
    user: person(email),
    realUser: person(email),
    session: sessionOf(person(email).id),
  });
  const admin = person('admin@example.com');
  const whos: Record<Caller, Who> = {
    visitor: {},
    halfSignedIn: { halfSignedIn: { session: sessionOf(hal.id), user: hal } },
    user: inPerson('user@example.com'),
    auditor: inPerson('auditor@example.com'),
    accountAdmin: inPerson('ada.admin@example.com'),
    superadmin: inPerson('admin@example.com'),
    userToken: { user: person('user@example.com') },
    superadminToken: { user: admin },
    impersonating: { user: tess, realUser: admin, session: sessionOf(admin.id, tess.id) },
    provisioning: {
      provisioningClient: store.get('provisioningClients', provisioning.body.payload.id as number)!,
    },
  };
  const presets = Object.fromEntries(
    CALLERS.map((who) => [
      who,
      store.insert('searchPresets', {
        name: `Everyone ${who}`,
        color: '#1976d2',
        keyword: 'users',
        global: true,
        filter: '[]',
        userUUID: store.get('users', 1)!.uuid,
      }).id,
    ]),
  ) as Record<Caller, number>;
  store.commit();
  const setup: Setup = {
    ctx,
    provisioningClientID: provisioning.body.payload.id,
    scimUserID: store.find('organizationUsers', (l) => l.organizationID === 1 && !l.pending && l.userID > 1)!.userID,
    scimGroupID: scimGroup.id,
    userTokenID: userToken.id,
    presets,
    membershipOfCustomer: store.find('organizationUsers', (l) => l.userID === CUSTOMER && !l.pending)!.id,
    userGroupOfCustomer: store.find('userGroups', (l) => l.userID === CUSTOMER)!.id,
    pendingInvitation: store.find('organizationUsers', (l) => l.pending)!.id,
    whos,
    // Added after the plain user signed in, so their sign-in stays whole.
    userPasskeyID: store.insert('factors', {
      userID: store.find('users', (u) => u.email === 'user@example.com')!.id,
      kind: 'passkey',
      name: 'Matrix key',
      createdAt: now,
      lastUsedAt: '',
      credentialID: 'bWF0cml4',
      publicKey: '',
      counter: 0,
      transports: [],
    }).id,
  };
  return { clients, setup };
}

/**
 * The gate's answer to a call. A record's 404 passed the gate (a caller before this one deleted it, or the
 * sample names none), unless the row expects the gate's own 404 for another's hidden record.
 */
function outcome(reply: Reply, want: Outcome): Outcome {
  if (reply.status === 401 && reply.body?.errorCode === 'UNAUTHORIZED') return 401;
  if (reply.status === 403 && REFUSALS.includes(reply.body?.errorCode)) return 403;
  if (want === 404 && reply.status === 404) return 404;
  if (reply.status === 404 && reply.body?.errorCode === 'ROUTE_NOT_FOUND') return 404;
  return 'passes';
}

const expected = (who: Caller, e: Expectation, key: string): Outcome => {
  if (e.otherwise?.[who]) return e.otherwise[who];
  // A provisioning client's token is no one on the platform's own routes.
  if (who === 'provisioning') return e.passes.includes('provisioning') ? 'passes' : expected('visitor', e, key);
  if (who === 'impersonating') return CREDENTIAL_ROUTES.has(key) ? 403 : expected('superadmin', e, key);
  if (who === 'halfSignedIn') return SECOND_STEP_ROUTES.has(key) ? 'passes' : expected('visitor', e, key);
  if (who === 'auditor') return e.passes.includes('visitor') || AUDITOR_ROUTES.has(key) ? 'passes' : 403;
  return e.passes.includes(who) ? 'passes' : who === 'visitor' ? 401 : 403;
};

/**
 * Does the gate's answer to the same question asked without a request (the policy tester's, issue 64) agree
 * with the call's? Refused, with the very status and code; let through, the call reached its handler, which
 * may answer anything (a 400 for a sample body, a 404 for a record that is gone).
 */
function verdictAgrees(verdict: Verdict, reply: Reply, got: Outcome): boolean {
  if (verdict.allowed || verdict.decidedBy === 'body' || verdict.status === 429) {
    return got === 'passes' || (got === 404 && reply.body?.errorCode !== 'ROUTE_NOT_FOUND');
  }
  return verdict.status === reply.status && verdict.errorCode === reply.body?.errorCode;
}

function send(
  client: Client,
  method: string,
  sample: ReturnType<Sample>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  if (sample.multipart) {
    const form = new FormData();
    form.append('file', new Blob(['{}'], { type: 'application/json' }), 'probe.json');
    return client.call(method, sample.path, undefined, { raw: form, headers });
  }
  // A redirect is the handler's answer (an identity provider's round trip, issue 65): not followed.
  return client.call(method, sample.path, sample.body, { headers, redirect: 'manual' });
}

describe('the gate: every route × every caller', () => {
  let tables: { method: string; service: string; path: string; access: { byQuery?: unknown } }[];
  beforeAll(() => {
    tables = api.server.tables.flatMap((t) => t.entries);
  });

  it('every route of the tables has its row here, and every row its route', () => {
    const declared = tables.map(routeKey);
    expect(
      declared.filter((k) => !MATRIX[k]),
      'routes without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !declared.includes(k)),
      'rows without a route',
    ).toEqual([]);
    const variants = tables
      .filter((e) => e.access.byQuery)
      .map((e) => `${routeKey(e)}?${(e.access.byQuery as { param: string }).param}`);
    expect(variants.sort()).toEqual(Object.keys(VARIANTS).sort());
  });

  // About 1,160 calls (1,310 with the auditor), each route on a fresh seed with the callers signed in: 116 s in one run, 235 s at a
  // load of 15 on the shared 2-core machine. The limit grew with the work (861 → 1,160 cases since issue 38).
  // Every case also asks the policy tester's decision (ctx.gate.verdict) first and holds it to the call's answer.
  it(
    'answers each caller as expected on every route and variant, as the policy tester says',
    { timeout: 480_000 },
    async () => {
      const rows = [...Object.entries(MATRIX), ...Object.entries(VARIANTS)];
      const wrong: string[] = [];
      let cases = 0;
      for (const [key, [sample, expectation]] of rows) {
        const { clients, setup } = await prepare();
        const method = key.split(' ')[0];
        for (const who of CALLERS) {
          const asked = sample(setup, who);
          // The policy tester's decision (issue 64), asked first: the call itself may delete what it names. Only
          // of the platform's services: the development endpoints are none.
          const [service, ...below] = asked.path.slice(1).split('/');
          const verdict =
            service === '__dev'
              ? undefined
              : setup.ctx.gate.verdict(setup.whos[who], method, service, `/${below.join('/')}`, {
                  body: asked.multipart ? undefined : ((asked.body ?? {}) as Record<string, unknown>),
                  withLimits: true,
                });
          const reply = await send(clients[who], method, asked);
          cases++;
          const want = expected(who, expectation, key);
          const got = outcome(reply, want);
          if (got !== want)
            wrong.push(`${key} as ${who}: expected ${want}, got ${reply.status} ${reply.body?.errorCode ?? ''}`);
          if (verdict && !verdictAgrees(verdict, reply, got))
            wrong.push(
              `${key} as ${who}: the tester says ${verdict.status} ${verdict.errorCode ?? ''} (${verdict.decidedBy}), the call got ${reply.status} ${reply.body?.errorCode ?? ''}`,
            );
          // Refused by its kind, not by what the person acted as may do.
          const credential = who === 'impersonating' && CREDENTIAL_ROUTES.has(key);
          if (credential && reply.body?.errorCode !== 'IMPERSONATION_NOT_ALLOWED')
            wrong.push(`${key} as ${who}: refused with ${reply.body?.errorCode}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(cases).toBe(rows.length * CALLERS.length);
      console.info(`gate matrix: ${rows.length} routes and variants × ${CALLERS.length} callers = ${cases} cases`);
    },
  );

  it(
    'refuses every writing route from another site, before anything else (403 CROSS_SITE_REQUEST)',
    { timeout: 60_000 },
    async () => {
      const { clients, setup } = await prepare();
      const writing = Object.entries(MATRIX).filter(([key]) => {
        const entry = tables.find((e) => routeKey(e) === key)!;
        const access = entry.access as { writes?: boolean; fromAnySite?: true };
        return (entry.method !== 'GET' || access.writes) && !access.fromAnySite;
      });
      expect(writing.length).toBeGreaterThan(60);
      // Only SAML's ACS is posted by another site by design (it proves its flow itself: the request id, the
      // browser's cookie at the finish; tests/api/hostile/saml-responses.test.ts).
      expect(tables.filter((e) => (e.access as { fromAnySite?: true }).fromAnySite).map((e) => routeKey(e))).toEqual([
        'POST /account/users/signin/idp/saml/acs',
      ]);
      for (const [key, [sample]] of writing) {
        const reply = await send(clients.superadmin, key.split(' ')[0], sample(setup, 'superadmin'), {
          'sec-fetch-site': 'cross-site',
        });
        expect(reply.body?.errorCode, key).toBe('CROSS_SITE_REQUEST');
        const fromOrigin = await send(clients.visitor, key.split(' ')[0], sample(setup, 'visitor'), {
          origin: 'https://evil.example',
        });
        expect(fromOrigin.body?.errorCode, `${key} with a foreign Origin`).toBe('CROSS_SITE_REQUEST');
      }
    },
  );

  it('knows one spelling of each address: the same route in capitals is no route (404)', async () => {
    const { clients, setup } = await prepare();
    for (const [key, [sample]] of Object.entries(MATRIX)) {
      const { path, body } = sample(setup, 'superadmin');
      const [service, ...rest] = path.slice(1).split('/');
      for (const shouted of [
        `/${service.toUpperCase()}/${rest.join('/')}`,
        `/${service}/${rest.join('/').toUpperCase()}`,
      ]) {
        if (shouted === path) continue;
        const reply = await clients.superadmin.call(key.split(' ')[0], shouted, body, {
          headers: { 'sec-fetch-site': 'cross-site' },
        });
        expect(reply.status, `${key} as ${shouted}`).toBe(404);
      }
    }
  });

  it('denies by default: a route added to a service without its declaration answers 403 to everyone', async () => {
    const { clients } = await prepare();
    const account = api.server.tables.find((t) => t.service === 'account')!;
    let ran = false;
    account.router.get('/undeclared-probe', (_req, res) => {
      ran = true;
      res.json({ success: true });
    });
    for (const who of CALLERS) {
      const reply = await clients[who].get('/account/undeclared-probe');
      expect(reply.body, who).toMatchObject({ status: 403, errorCode: 'ROUTE_NOT_DECLARED' });
    }
    expect(ran).toBe(false);
  });
});
