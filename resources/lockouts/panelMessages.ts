/** The Lockouts page's texts (issue 38; not texts of the spec): a text part loaded with the page (./texts.ts). */
export const texts = {
  resources: {
    lockouts: {
      columns: {
        who: 'Account or client',
        subject: 'Locked',
        kind: 'After',
        failures: 'Failures',
        lockedUntil: 'Until',
      },
      subjects: { account: 'Account', client: 'Client' },
      kinds: { password: 'Wrong passwords', secondFactor: 'Wrong second factors', code: 'Wrong one-time codes' },
      failuresOf: '%{failures} of %{limit}',
      lift: 'Lift',
      liftNamed: 'Lift the lock of %{who}',
      liftConfirm: 'The lock of %{who} will be lifted: its wrong tries are forgotten.',
      empty: 'No lock in force',
    },
  },
} as const;
