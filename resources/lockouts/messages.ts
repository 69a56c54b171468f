/** Texts of the lockouts page (issue 38; not texts of the spec). */
export const messages = {
  resources: {
    lockouts: {
      title: 'Lockouts',
      singular: 'Lock',
      created: 'Lock has been created.',
      updated: 'Lock has been updated.',
      deleted: 'The lock has been lifted.',
    },
  },
} as const;
