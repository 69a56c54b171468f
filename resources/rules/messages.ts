/** The texts of the rules resource (word for word from the spec), under `app.resources.rules`. */
export const messages = {
  resources: {
    rules: {
      title: 'Rules',
      singular: 'Rule',
      fields: { path: 'Path', roleID: 'Role', roleName: 'Role' },
      created: 'Rule has been created.',
      updated: 'Rule has been updated.',
      deleted: 'Rule has been deleted.',
      deleteConfirm: "If you delete this rule, you won't be able to recover it.",
      whoCan: {
        title: 'Who can',
        ofRule: 'Who can use this rule',
        service: 'Service',
        ask: 'Ask',
        everyone: 'Everyone, visitors too',
        signedIn: 'Every signed-in user',
        roles: 'Roles',
        noRoles: 'No role allows this call.',
        groups: 'Groups',
        noGroups: 'No group gives these roles.',
        members: '%{smart_count} member |||| %{smart_count} members',
        people: 'People',
        noPeople: 'Nobody can make this call.',
        reason: 'Why',
        inactive: 'inactive',
        via: '%{role} (%{group})',
        viaEveryone: '%{role}',
      },
    },
  },
} as const;
