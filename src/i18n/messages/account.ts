/** Texts of the account area: My Account (word for word from the spec, typos included). */
export const account = {
  title: 'My Account',
  tabs: {
    myAccount: 'My Account',
    accessTokens: 'Access Tokens',
    sessions: 'Sessions',
    security: 'Sign-in & security',
  },
  joke: 'Nice try! There is nothing behind this tab, not even a cat.',
  organizations: 'Organizations',
  profile: {
    title: 'Your Personal Data',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    save: 'Save',
    updated: 'Your info have been updated.',
    // A person's own new address takes effect when the link mailed to it is opened.
    emailPending: 'Your e-mail address stays %{current} until you confirm the link sent to %{email}.',
    cancelEmail: 'Cancel the change',
    emailConfirmed: 'Your e-mail address is now %{email}.',
    // A new address of one's own needs the current password (issue 33).
    currentPassword: 'Current Password',
    currentPasswordHint: 'Your current password confirms the new address.',
    emailWhileImpersonating: 'Only %{name} can change their e-mail address.',
  },
  password: {
    title: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    submit: 'Change Password',
    successTitle: 'Success !',
    success: 'The new password has been set.',
    updated: 'Your password has been updated.',
    keepTokens: 'Keep my access tokens',
    keepTokensHint: 'A new password ends your access tokens unless you keep them.',
  },
  // While an administrator acts as someone (issue 33): a person's credentials are theirs alone.
  impersonating: {
    password: 'While you act as %{name}, their password cannot be changed here: only %{name} can change it.',
    tokens:
      'While you act as %{name}, their access tokens cannot be seen, created or revoked. Stop impersonating to manage your own.',
    sessions:
      'While you act as %{name}, their sessions cannot be seen or ended here. Stop impersonating, then end them from the Users page.',
    factors:
      'While you act as %{name}, their second factors cannot be seen, added or removed: only %{name} manages them.',
  },
  phone: {
    title: 'Phone',
    label: 'Phone',
    wrongFormat: 'Wrong phone format',
    save: 'Save',
  },
  defaultApp: {
    title: 'Default App',
    hint: 'Automaticaly launch this app after a login',
    label: 'Default App',
    none: 'None',
  },
  other: {
    title: 'Other',
    uuid: 'Uuid',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
    id: 'Id',
  },
  services: {
    title: 'Services & Roles',
    none: 'No roles yet',
  },
  tokens: {
    name: 'Name',
    userName: 'User Name',
    creation: 'Creation',
    validity: 'Validity',
    revoke: 'Revoke',
    revokeNamed: 'Revoke %{name}',
    add: 'New access token',
    create: 'Create',
    close: 'Close',
    title: 'New Access Token',
    yourToken: 'Your new access token',
    warning: "Make sure to copy your access token now. You won't be able to see it again!",
    scope:
      'A token acts for you with your roles for a year. It cannot manage tokens, your password, your e-mail or your sessions, and ends when your password is reset, when you change it (unless you keep your tokens) or when your e-mail address changes.',
    copy: 'Copy',
    copied: 'Copied!',
    empty: 'No access tokens yet',
    created: 'Access token has been created.',
    revoked: 'Access token has been revoked.',
  },
} as const;
