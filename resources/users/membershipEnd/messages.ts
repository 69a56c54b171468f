/**
 * A membership's dates (issue 62; not texts of the spec): its dialog, and the start as chips and the add form
 * say it, a text part loaded with them (./texts.ts).
 */
export const texts = {
  resources: {
    users: {
      membershipEndDialog: {
        title: 'Membership in %{name}',
        date: 'Until',
        help: 'Access ends at the end of this day.',
        removeEnd: 'Remove the end',
        cancel: 'Cancel',
        save: 'Save',
        saved: 'The dates of the membership have been saved.',
        from: 'From',
        fromHelp: 'Access starts at the beginning of this day; empty: now.',
      },
      // A membership not started yet, as its chip reads (issue 62).
      membershipStart: {
        field: 'From (optional)',
        label: '%{name}, from %{from}',
        labelUntil: '%{name}, from %{from} until %{until}',
      },
    },
  },
};
