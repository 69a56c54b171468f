/** Texts of the access reviews' page the shell needs (issue 40); the page's own load with it (texts.ts). */
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
