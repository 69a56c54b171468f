/** The session policy's page name and notices (issue 59); its texts load with it (./texts.ts). */
export const messages = {
  resources: {
    sessionPolicy: {
      title: 'Session policy',
      singular: 'Session policy',
      created: 'The session policy has been saved.',
      updated: 'The session policy has been saved.',
      deleted: 'The session policy has been deleted.',
    },
  },
} as const;
