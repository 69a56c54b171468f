/** Texts of a group's detail: its roles, apps and organizations (the empty states are in resources.groups). */
export const messages = {
  resources: {
    groups: {
      title: 'Groups',
      singular: 'Group',
      fields: { default: 'Default Group' },
      created: 'Group has been created.',
      updated: 'Group has been updated.',
      deleteConfirm: "If you delete this group, you won't be able to recover it.",
      noRoles: 'No Roles',
      noApps: 'No Apps',
      noOrganizations: 'No Organizations',
    },
  },
  groups: {
    roles: 'Roles',
    apps: 'Apps',
    organizations: 'Organizations',
    addRole: 'Add Role',
    addApp: 'Add App',
    addOrganization: 'Add Organization',
    remove: 'Remove %{name}',
  },
} as const;
