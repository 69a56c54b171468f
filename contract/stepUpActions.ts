/**
 * The sensitive writes an administrator may add to step-up (issue 59: "the actions above, and any an
 * administrator marks in the settings"), beyond the ones that always need it (granting superadmin, a bulk
 * deletion, a factor reset, the mail server, an impersonation, a provisioning token). Marked in the session
 * policy (`stepUpActions`, contract/sessionPolicy.ts); each route that makes one of these writes declares it
 * (fixtures/server/gate/access.ts `stepUpMark`), so its route, a revert and a command's other callers all ask.
 */
export const STEP_UP_ACTIONS = [
  /** DELETE /account/users/:id, one by one too. */
  'deleteUser',
  /** PUT /account/users/:id with `active: false`. */
  'deactivateUser',
  /** Giving a group, changing a membership's end, taking a group away. */
  'changeMembership',
  /** Creating, changing or deleting a role. */
  'editRole',
  /** Creating, changing or deleting a rule of the platform's policy. */
  'editRule',
  /** POST /account/apps. */
  'createApplication',
  /** Changing or deleting an organization. */
  'editOrganization',
  /** Creating, changing or deleting an identity provider (where people sign in from). */
  'editIdentityProvider',
  /** Creating, changing or deleting a webhook (where the platform's events are sent). */
  'editWebhook',
] as const;

export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];
