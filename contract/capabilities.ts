/**
 * What a platform may offer beyond the specification's routes (docs/running-against-your-platform.md). Each
 * capability is a set of routes the development API declares with it (a route module's `capability`, or a
 * route's own in its access declaration) and a part of the console shown only when the platform announces
 * it (`GET /account/capabilities`; a platform without that route announces nothing, and the console shows
 * the specification's screens only). A new feature beyond the specification adds its name here, once, with
 * what it adds: the API's routes, the OpenAPI document's `x-capability` and the console's hiding follow.
 */
export const CAPABILITIES = {
  secondFactors:
    'Second factors: passkeys, an authenticator app and recovery codes in My Account; the second step and the passkey sign-in; groups that require a second factor; an administrator resets a user’s factors.',
  lockouts: 'Sign-in lockouts: a user’s lockout in their panel and the Lockouts page, with Unlock.',
  sessions: 'Sessions: a person’s signed-in devices in My Account and in their panel, each revocable.',
  dormancy:
    'Dormant accounts: the rule that mails, deactivates and deletes people who no longer sign in, its dry run and runs.',
  reviews:
    'Access reviews: campaigns in which reviewers keep or revoke each person’s access to a group, organization or role.',
  history:
    'History and revert: every change of a record, who made it, before and after; its export; reverting a change.',
  whoCan: 'Who can: which people a rule set lets make a call, from the policy editor.',
  effectiveAccess: 'Effective access: a user’s roles, apps and allowed calls with where each comes from, and its CSV.',
  rangeExports: 'Range exports: the events’ CSV or JSON Lines export of a date range, streamed by the platform.',
  identityProviders:
    'Identity providers: OIDC and SAML providers, the organizations’ e-mail domains that sign in with them, the sign-in page’s provider buttons and a person’s identity links.',
  provisioning:
    'Provisioning: SCIM 2.0 clients and their tokens in the console, and the SCIM service (/scim/v2) they call.',
  lockdown:
    'Lockdown: one confirmed action on a user’s detail that ends their sessions, revokes their access tokens and the provisioning clients they made, resets their second factors, voids their pending links and codes and deactivates the account, with a reason.',
  stepUp:
    'Step-up: dangerous actions (granting superadmin, bulk deletions, a factor reset, the mail server, an impersonation, a provisioning token, and any the superadmin marks in the session policy) need the password or a second factor given within the last 5 minutes; the console asks for it in a dialog.',
  webhooks:
    'Webhooks: destinations that receive the platform’s events, their delivery attempts, secrets and the event feed.',
  sessionPolicy:
    'Session policy: absolute and idle lifetimes of sessions, shorter ones for administrators and the “remember me” lifetime, in the settings; the console warns a minute before an idle sign-out.',
  membershipEnds: 'Membership end dates: a group membership given until a date, changed later, ended on time.',
  resendConfirmation:
    'Confirmation mailed again: a person whose address is not confirmed yet has the link mailed again from the sign-in page.',
  accessRequests:
    'Access requests: a person asks for a requestable group for some days with a reason; its approvers approve or deny, and an approval gives the membership until its end.',
  lifecycleRules:
    'Joiner, mover and leaver rules: a trigger (made or joining an organization, a field changed, deactivated or leaving, not signed in for days) and steps done at once or days later, each rule with a dry run, its runs undone from the history.',
} as const satisfies Record<string, string>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** `GET /account/capabilities`: the capabilities this platform offers (any other is off). */
export interface CapabilitiesAnswer {
  capabilities: Capability[];
}
