/** The texts of the accessTokens resource (word for word from the spec), under `app.resources.accessTokens`. */
export const messages = {
  resources: {
    accessTokens: {
      title: 'Access Tokens',
      singular: 'Access Token',
      fields: { userName: 'User Name', createdAt: 'Creation', validTo: 'Validity' },
      created: 'Access Token has been created.',
      updated: 'Access Token has been updated.',
      deleted: 'Access Token has been deleted.',
    },
  },
} as const;
