/** The Dormant accounts page's name and notices (issue 39); its texts load with it (./texts.ts). */
export const messages = {
  resources: {
    dormancy: {
      title: 'Dormant accounts',
      singular: 'Dormancy rule',
      created: 'The rule has been created.',
      updated: 'The rule has been saved.',
      deleted: 'The rule has been deleted.',
    },
  },
} as const;
