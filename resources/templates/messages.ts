/** The texts of the templates resource (word for word from the spec), under `app.resources.templates`. */
export const messages = {
  resources: {
    templates: {
      title: 'Templates',
      singular: 'Template',
      fields: { title: 'Title', code: 'Code', button: 'Button' },
      created: 'Template has been created.',
      updated: 'Template has been updated.',
      deleted: 'Template has been deleted.',
    },
  },
} as const;
