/** A membership's end dialog (issue 62; not texts of the spec): a text part loaded with it (./texts.ts). */
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
        saved: 'The end of the membership has been saved.',
      },
    },
  },
};
