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
    },
  },
} as const;
