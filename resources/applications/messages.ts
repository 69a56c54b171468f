/** The texts of the applications resource (word for word from the spec), under `app.resources.applications`. */
export const messages = {
  resources: {
    applications: {
      title: 'Applications',
      singular: 'Application',
      fields: { url: 'Url', icon: 'icon' },
      created: 'Application has been created.',
      updated: 'Application has been updated.',
      deleted: 'Application has been deleted.',
    },
  },
} as const;
