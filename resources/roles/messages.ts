/** The texts of the roles resource (word for word from the spec), under `app.resources.roles`. */
export const messages = {
  resources: {
    roles: {
      title: 'Roles',
      singular: 'Role',
      created: 'Role has been created.',
      updated: 'Role has been updated.',
      deleted: 'Role has been deleted.',
      all: 'All',
      rules: 'Rules',
    },
  },
} as const;
