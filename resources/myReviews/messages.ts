/** Texts of a reviewer's page the shell needs (issue 40); the pages' own are a text part, loaded with them (resources/reviews/texts.ts). */
export const messages = {
  resources: {
    myReviews: {
      title: 'My reviews',
      singular: 'Review',
      created: 'The review has been created.',
      updated: 'The answer has been saved.',
      deleted: 'The review has been deleted.',
    },
  },
} as const;
