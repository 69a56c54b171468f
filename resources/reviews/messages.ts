/** Texts of the access reviews' page the shell needs (issue 40); the pages' own are a text part, loaded with them (texts.ts). */
export const messages = {
  resources: {
    reviews: {
      title: 'Access reviews',
      singular: 'Access review',
      created: 'The access review has been created.',
      updated: 'The access review has been updated.',
      deleted: 'The access review has been deleted.',
    },
  },
} as const;
