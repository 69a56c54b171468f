/** Texts of the joiner/mover/leaver rules' list (issue 62; not texts of the spec); the rest load with the panels. */
export const messages = {
  resources: {
    lifecycleRules: {
      title: 'Lifecycle rules',
      singular: 'Lifecycle rule',
      created: 'The rule has been created.',
      updated: 'The rule has been saved.',
      deleted: 'The rule has been deleted.',
      deleteConfirm: 'Its steps waiting for their day are not done. What it did stays done.',
      runs: 'Runs',
      fields: { name: 'Name', enabled: 'On', trigger: 'When' },
      triggers: {
        joiner: 'Joins',
        mover: 'Moves',
        leaver: 'Leaves',
        inactive: 'Does not sign in',
      },
    },
  },
} as const;
