/**
 * Signing in through an organization's identity provider (issue 65): the sign-in page's buttons and what it
 * says when no one was signed in, and My Account's linked providers. A text part loaded with them
 * (src/i18n/parts.ts).
 */
export const texts = {
  identityProviders: {
    signInWith: 'Sign in with %{name}',
    continueWith: 'Continue with %{name}',
    or: 'or',
    errors: {
      IDP_FAILED: 'Signing in through your organization did not work. Try again.',
      IDP_EMAIL_UNVERIFIED:
        'Your organization did not confirm your e-mail address, so no account can be made for you. Ask your administrator.',
      IDP_ACCOUNT_EXISTS:
        'An account with this e-mail address exists already. Sign in with its password, then link your organization in My Account.',
      IDP_SIGNUP_NOT_ALLOWED:
        'You have no account here yet, and your organization does not create one. Ask your administrator for an account.',
      IDP_ACCOUNT_INACTIVE: 'Your account here is deactivated. Ask your administrator.',
      IDP_ALREADY_LINKED: 'That account at your organization is linked to someone else already.',
    },
    linked: {
      title: 'Organization sign-ins',
      intro: 'Sign in through your organization instead of a password.',
      none: 'No organization sign-in is linked.',
      lastUsed: 'Last used %{date}',
      link: 'Link',
      unlink: 'Unlink',
      done: 'Your organization sign-in is linked.',
      unlinked: 'Unlinked.',
      provider: 'Provider',
      currentPassword: 'Current password',
    },
  },
} as const;
