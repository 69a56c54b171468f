/**
 * Texts of an organization's Users tab and invite dialog (word for word from the spec where it gives
 * them: Invited, No Account, Show User, Invite Again, Resend Invite, Force Join, the counters and
 * Invitations Sent! / Invitation Sent!; "{name} has been removed." is the shared admin.removed).
 */
export const messages = {
  resources: {
    organizations: {
      title: 'Organizations',
      singular: 'Organization',
      fields: {
        organizationType: 'Organization Type',
        referenceID: 'Reference ID',
        logo: 'Logo',
        default: 'Default Organization',
        token: 'Token',
        identityProviderID: 'Identity provider',
      },
      noIdentityProvider: 'None: a password',
      identityProviderHelp: "People of the organization's verified e-mail domains sign in with this provider.",
      users: 'Users',
      created: 'Organization has been created.',
      updated: 'Organization has been updated.',
      deleted: '%{name} has been deleted.',
      deleteConfirm: 'You will loose all its content.',
      members: {
        /** Above the members (issue 42): how many, how many invitations wait, the search and what it finds. */
        search: 'Search members',
        count: '%{smart_count} person |||| %{smart_count} people',
        matching: '%{shown} of %{smart_count} person |||| %{shown} of %{smart_count} people',
        pendingCount: '%{smart_count} invitation pending |||| %{smart_count} invitations pending',
        /** The people an invitation just added, shown first and marked. */
        justInvited: 'Just invited',
        justInvitedFirst:
          'The person just invited is shown first. |||| The %{smart_count} people just invited are shown first.',
        list: 'Members',
        invited: 'Invited',
        noAccount: 'No Account',
        actions: 'Actions for %{name}',
        showUser: 'Show User',
        inviteAgain: 'Invite Again',
        resendInvite: 'Resend Invite',
        forceJoin: 'Force Join',
        remove: 'Remove',
        removeConfirm: '%{name} will be removed from this organization.',
        joined: '%{name} has joined.',
      },
      invite: {
        open: 'Invite Users',
        title: 'Invite Users',
        emails: 'Emails',
        placeholder: 'Type or paste e-mail addresses',
        detected: '%{smart_count} Email Detected |||| %{smart_count} Emails Detected',
        detectedList: 'Detected emails',
        submit: 'Invite',
        cancel: 'Cancel',
        sent: 'Invitation Sent!',
        sentMany: 'Invitations Sent!',
        tooMany: 'At most %{max} addresses at a time: %{count} found. Invite them in parts.',
        alreadyMembers: 'Already a member, not invited: %{emails} |||| Already members, not invited: %{emails}',
        notAddresses: 'Not an address, left out: %{parts} |||| Not addresses, left out: %{parts}',
      },
      joinLink: {
        copy: 'Copy Sign-up Link',
        copied: 'Sign-up link copied.',
      },
    },
  },
} as const;
