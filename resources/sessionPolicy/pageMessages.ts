/** The session policy page's texts (issue 59; not texts of the spec): a text part loaded with the page (./texts.ts). */
export const texts = {
  resources: {
    sessionPolicy: {
      policy: 'Lifetimes',
      intro:
        'A session ends at its absolute lifetime after the sign-in, or after its idle lifetime without a call, whichever comes first. Administrators have shorter ones (NIST SP 800-63B-4 AAL2: 24 hours, 1 hour idle). A change applies to the sessions already open.',
      fields: {
        absoluteHours: 'Absolute lifetime (hours)',
        idleMinutes: 'Idle lifetime (minutes)',
        adminAbsoluteHours: 'Administrators: absolute lifetime (hours)',
        adminIdleMinutes: 'Administrators: idle lifetime (minutes)',
        rememberMeDays: '“Remember me” (days, no idle end)',
      },
      errors: {
        required: 'Required',
        whole: 'Enter a whole number from 1, at most a year.',
        idleMinutes: 'The idle lifetime cannot be longer than the absolute one.',
        adminAbsoluteHours: 'Administrators cannot have a longer lifetime than everyone.',
        adminIdleMinutes:
          'Administrators cannot have a longer idle lifetime than everyone, nor than their absolute one.',
        rememberMeDays: '“Remember me” cannot be shorter than a session.',
      },
      stepUp: {
        title: 'Step-up',
        intro:
          'Granting superadmin, deleting people in bulk, resetting someone’s second factors, changing the mail server, impersonating someone and provisioning tokens always ask for the password (or a second factor) given within the last 5 minutes. Mark further actions that should ask too. Saving this list asks for it as well, whether you mark an action or unmark one.',
        legend: 'Also ask before',
        save: 'Save the step-up list',
        actions: {
          deleteUser: 'Deleting a user',
          deactivateUser: 'Deactivating a user',
          changeMembership: 'Giving or taking a group',
          editRole: 'Creating, changing or deleting a role',
          editRule: 'Creating, changing or deleting a rule',
          createApplication: 'Creating an application',
          editOrganization: 'Changing or deleting an organization',
          editIdentityProvider: 'Creating, changing or deleting an identity provider',
          editWebhook: 'Creating, changing or deleting a webhook',
        },
      },
      save: 'Save',
    },
  },
} as const;
