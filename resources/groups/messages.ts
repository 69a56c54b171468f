/** Texts of the groups: the page's, and a group's detail (its roles, apps and organizations). */
export const messages = {
  resources: {
    groups: {
      title: 'Groups',
      singular: 'Group',
      fields: { default: 'Default Group', requireSecondFactor: 'Require a second factor' },
      created: 'Group has been created.',
      updated: 'Group has been updated.',
      // Spec 2 section 8: a group's deletion says "User has been deleted."
      deleted: 'User has been deleted.',
      deleteConfirm: "If you delete this group, you won't be able to recover it.",
      noRoles: 'No Roles',
      noApps: 'No Apps',
      noOrganizations: 'No Organizations',
      roles: 'Roles',
      apps: 'Apps',
      organizations: 'Organizations',
      addRole: 'Add Role',
      addApp: 'Add App',
      addOrganization: 'Add Organization',
      remove: 'Remove %{name}',
    },
  },
} as const;
