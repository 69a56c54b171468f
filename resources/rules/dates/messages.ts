/**
 * Dates in the policy editor's dialogs (issue 62; not texts of the spec): the policy tester's date and who can's
 * "until …", a text part loaded with them (./texts.ts).
 */
export const texts = {
  resources: {
    rules: {
      dates: {
        testerLabel: 'On (optional)',
        testerHelp: 'Decide with the memberships as they will be then: started and ended by that time. Empty: now.',
        until: '%{reason}, until %{date}',
        answeredAt: 'As of %{date}',
      },
    },
  },
};
