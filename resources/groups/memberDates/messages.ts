/** A group member's start (issue 62; not texts of the spec): a text part loaded with the Members tab (./texts.ts). */
export const texts = {
  resources: {
    groups: {
      memberDates: {
        startsOn: 'from %{date}',
      },
    },
  },
};
