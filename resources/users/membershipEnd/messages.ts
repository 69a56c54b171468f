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
        // The Users page's bulk Add to group with days (issue 62): what the dialog says it will give.
        bulkFrom: 'Members from %{from}.',
        bulkUntil: 'Members until %{until}.',
        bulkFromUntil: 'Members from %{from} until %{until}.',
        // A bulk run's failure reason: an existing membership keeps its own dates (never shortened by a bulk add).
        alreadyMember:
          'Already a member: the dates of their membership were left as they are (change them on their Access tab).',
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
