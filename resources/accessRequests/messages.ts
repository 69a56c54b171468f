/** Texts of the access requests' page the shell needs (issue 62); the page's own are a text part (texts.ts). */
export const messages = {
  resources: {
    accessRequests: {
      title: 'Access requests',
      singular: 'Access request',
      created: 'Your request has been sent.',
      updated: 'The request has been updated.',
      deleted: 'The request has been cancelled.',
    },
  },
} as const;
