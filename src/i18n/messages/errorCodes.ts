/**
 * The platform's error texts by error code (`app.errors.codes.<CODE>.description|resolution` in the
 * other languages' catalogues). The platform speaks English: in English a notice shows its own words
 * (spec 1 section 8), so the English catalogue carries no copy of these; this file is what the French
 * and German texts translate, and what the completeness test holds them to. Codes whose texts name a
 * field or a value get words that fit them all.
 */
export const errorCodes = {
  UNAUTHORIZED: { description: 'You are not signed in.', resolution: 'Sign in and try again.' },
  FORBIDDEN: {
    description: 'You are not allowed to do this.',
    resolution: 'Ask an administrator for the necessary role.',
  },
  VALIDATION_ERROR: { description: 'Some values are not valid.', resolution: 'Correct the request and try again.' },
  ALREADY_EXISTS: { description: 'This value is already taken.', resolution: 'Choose another value and try again.' },
  INVALID_QUERY: { description: 'The query is not valid.', resolution: 'Correct the query and try again.' },
  ROUTE_NOT_FOUND: { description: 'This address does not exist.', resolution: 'Check the address.' },
  RECORD_NOT_FOUND: { description: 'Record not found.', resolution: 'Check the address and try again.' },
  USER_NOT_FOUND: { description: 'User not found.', resolution: 'Pick an existing user.' },
  GROUP_NOT_FOUND: { description: 'Group not found.', resolution: 'Pick an existing group.' },
  ROLE_NOT_FOUND: { description: 'This role does not exist.', resolution: 'Pick a role.' },
  APP_NOT_FOUND: { description: 'Application not found.', resolution: 'Pick one of your applications or None.' },
  ORGANIZATION_NOT_FOUND: { description: 'Organization not found.', resolution: 'Pick an existing organization.' },
  SERVICE_NAME_NOT_FOUND: { description: 'This service name does not exist.', resolution: 'Pick a service name.' },
  SESSION_NOT_FOUND: { description: 'Session not found.', resolution: 'It has ended already: refresh the list.' },
  PAYLOAD_TOO_LARGE: { description: 'The request body is too large.', resolution: 'Send less than 1 MB.' },
  MALFORMED_JSON: { description: 'The request body is not valid JSON.', resolution: 'Send a JSON body.' },
  BAD_REQUEST: { description: 'The request body could not be read.', resolution: 'Send the body as plain JSON.' },
  UNSUPPORTED_MEDIA_TYPE: {
    description: 'The request body must be JSON.',
    resolution: 'Send the body with Content-Type: application/json.',
  },
  INTERNAL_ERROR: { description: 'Something went wrong on the server.', resolution: 'Try again later.' },
  TOO_MANY_REQUESTS: { description: 'Too many attempts.', resolution: 'Wait a few minutes and try again.' },
  CROSS_SITE_REQUEST: {
    description: 'This request comes from another site.',
    resolution: 'Make the change from the console itself.',
  },
  ROUTE_NOT_DECLARED: {
    description: 'This call is not open to anyone.',
    resolution: 'Every route declares who may call it.',
  },
  TOKEN_NOT_ALLOWED: {
    description: 'An access token cannot make this call.',
    resolution: 'Sign in to manage tokens, your password or your e-mail.',
  },
  IMPERSONATION_NOT_ALLOWED: {
    description: 'While you act as another user, their credentials cannot be managed.',
    resolution:
      'Stop impersonating: only the person themself manages their password, e-mail, access tokens and sessions.',
  },
  IMPERSONATION_ENDED: {
    description: 'You can no longer act as this user: the impersonation has ended.',
    resolution: 'You act as yourself again: reload the console.',
  },
  CURRENT_PASSWORD_REQUIRED: {
    description: 'Enter your current password to change your password or e-mail.',
    resolution: 'Type your current password with the change.',
  },
  PASSWORD_TOO_COMMON: {
    description: 'This password is one of the most common or breached ones, or a common word with digits or symbols.',
    resolution: 'Choose a longer password that is not about you: a few unrelated words make a good one.',
  },
  PASSWORD_CONTAINS_NAME: {
    description: "The password contains the person's name.",
    resolution: 'Choose a longer password that is not about you: a few unrelated words make a good one.',
  },
  PASSWORD_CONTAINS_EMAIL: {
    description: "The password contains the person's e-mail address.",
    resolution: 'Choose a longer password that is not about you: a few unrelated words make a good one.',
  },
  PASSWORD_CONTAINS_PLATFORM_NAME: {
    description: "The password contains the platform's name.",
    resolution: 'Choose a longer password that is not about you: a few unrelated words make a good one.',
  },
  STEP_UP_REQUIRED: {
    description: 'Confirm it is you: this action needs your password given within the last 5 minutes.',
    resolution: 'Enter your password (or a code of your authenticator app) and try again.',
  },
  WRONG_CURRENT_PASSWORD: {
    description: 'Your current password is not right.',
    resolution: 'Check your current password and try again.',
  },
  INSUFFICIENT_RIGHTS: {
    description: 'This record holds rights you do not hold.',
    resolution: 'Ask someone who holds those rights.',
  },
  NOT_YOURS: { description: 'Only its owner can do this.', resolution: 'Act on your own records.' },
  ORGANIZATION_INACTIVE: {
    description: 'This organization does not take new members.',
    resolution: 'Ask the organization for a new invitation.',
  },
  INVITATION_FOR_ANOTHER_USER: {
    description: 'This invitation was sent to another account.',
    resolution: 'Sign in with the invited account.',
  },
  NOT_A_MEMBER: {
    description: 'This account is not a member of this organization.',
    resolution: 'Join the organization first.',
  },
  ALREADY_MEMBER: {
    description: 'This person is already a member of this organization.',
    resolution: 'Pick another user.',
  },
  ALREADY_LINKED: { description: 'This group already has it.', resolution: 'Pick another one.' },
  ALREADY_REVERTED: {
    description: 'This change has been reverted already.',
    resolution: 'Revert the revert to redo it.',
  },
  INVALID_TOKEN: { description: 'This link is invalid, already used or expired.', resolution: 'Ask for a new link.' },
  INVALID_RESET_TOKEN: {
    description: 'This reset link is invalid or has expired.',
    resolution: 'Ask for a new reset link.',
  },
  INVALID_ORGANIZATION_TOKEN: {
    description: 'This invitation or organization token is not valid.',
    resolution: 'Check the link of your invitation.',
  },
  CANNOT_IMPERSONATE_SELF: { description: 'You cannot impersonate yourself.', resolution: 'Pick another user.' },
  WRONG_CREDENTIALS: {
    description: 'Wrong e-mail or password.',
    resolution: 'Check your e-mail and password and try again.',
  },
  WRONG_CODE: { description: 'This code is not valid.', resolution: 'Check the code or ask for a new one.' },
  EMAIL_NOT_CONFIRMED: {
    description: 'Your e-mail address is not confirmed yet.',
    resolution: 'Open the link in the confirmation e-mail we sent you.',
  },
  ACCOUNT_INACTIVE: {
    description: 'This account is deactivated.',
    resolution: 'Ask an administrator to activate it.',
  },
  GROUP_NOT_REQUESTABLE: {
    description: 'This group cannot be requested.',
    resolution: 'Pick a group offered for requests, or ask an administrator.',
  },
  ORGANIZATION_NOT_REQUESTABLE: {
    description: 'This organization cannot be requested.',
    resolution: 'Pick an organization offered for requests, or ask an administrator.',
  },
  REQUEST_PENDING: {
    description: 'You asked for this group already; your request is pending.',
    resolution: 'Wait for its answer, or cancel it first.',
  },
  REQUEST_NOT_PENDING: {
    description: 'This request is no longer pending.',
    resolution: 'Reload the list of requests.',
  },
  OWN_REQUEST: {
    description: 'Nobody approves their own request.',
    resolution: 'Another approver must decide it.',
  },
  NOT_AN_APPROVER: {
    description: 'You do not approve requests for this group.',
    resolution: 'The group’s approvers decide it.',
  },
  ALREADY_DECIDED: {
    description: 'You have decided this request already.',
    resolution: 'Wait for the other approvers.',
  },
  LIFECYCLE_RULE_CHANGED: {
    description: 'The rule changed since its dry run.',
    resolution: 'Look at the dry run again, then run.',
  },
  REQUEST_NO_LONGER_HOLDS: {
    description: 'This group’s settings no longer allow this request.',
    resolution: 'Deny it; the person may ask again.',
  },
  EMAIL_TAKEN: {
    description: 'An account with this e-mail already exists.',
    resolution: 'Sign in, or reset your password.',
  },
  UNSUPPORTED_FILE_TYPE: {
    description: 'This type of file cannot be uploaded.',
    resolution: 'Upload an image, a PDF, a CSV or a JSON file.',
  },
  FILE_TOO_LARGE: { description: 'The file is larger than 5 MB.', resolution: 'Upload a smaller file.' },
  WRONG_SECOND_FACTOR: {
    description: 'This did not prove it is you.',
    resolution: 'Try again, or use another of your factors.',
  },
  PASSKEY_NOT_RECOGNIZED: {
    description: 'This passkey did not sign you in.',
    resolution: 'Try again, or sign in with your password.',
  },
  PASSKEY_NOT_VERIFIED: {
    description: 'The passkey could not be verified.',
    resolution: 'Try adding it again.',
  },
  AUTHENTICATOR_NOT_STARTED: {
    description: 'No authenticator app is being set up.',
    resolution: 'Start setting it up again.',
  },
  NO_SECOND_FACTOR: {
    description: 'There is no second factor on this account.',
    resolution: 'Add a passkey or an authenticator app first.',
  },
  OWN_ACCOUNT: {
    description: 'This is your own account: you cannot do this to it from here.',
    resolution: 'Use My Account, which asks for your current password, or ask another administrator.',
  },
  LAST_SUPERADMIN: {
    description: 'This would leave no active superadmin.',
    resolution: 'Make someone else a superadmin first: at least one must remain to manage the platform.',
  },
  SECOND_FACTOR_REQUIRED: {
    description: 'A group you belong to requires a second factor: this is your last one.',
    resolution: 'Add another passkey or authenticator app first, then remove this one.',
  },
} as const;
