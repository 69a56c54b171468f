/** The texts of the organizationUsers resource (word for word from the spec), under `app.resources.organizationUsers`. */
export const messages = {
  resources: {
    organizationUsers: {
      title: 'Users',
      singular: 'User',
      fields: { inviteEmail: 'Email', firstName: 'First Name', lastName: 'Last Name', instantJoin: 'Force Join' },
      created: 'Invitation Sent!',
      updated: 'Invitation Sent!',
      deleted: '%{name} has been removed.',
    },
  },
} as const;
