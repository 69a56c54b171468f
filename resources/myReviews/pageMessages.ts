/** Texts of a reviewer's page (issue 40), loaded with it. */
export const texts = {
  resources: {
    myReviews: {
      page: {
        none: 'No access review waits for you',
        review: 'Review',
        deadline: 'Answer by %{date}',
        closed: 'This review is closed: its answers are final.',
        left: '%{pending} of %{total} to answer',
        show: { pending: 'To answer', all: 'All' },
        columns: { person: 'Person', access: 'Access and where it comes from', decision: 'Answer' },
        decisions: { pending: 'To answer', keep: 'Keep', revoke: 'Revoke' },
        keep: 'Keep',
        revoke: 'Revoke',
        keepNamed: 'Keep the access of %{name}',
        revokeNamed: 'Revoke the access of %{name}',
        selectNamed: 'Select %{name}',
        selectAll: 'Select every row of the page',
        selected: '%{smart_count} selected',
        keepSelected: 'Keep the selected',
        revokeSelected: 'Revoke the selected',
        from: 'from %{sources}',
        sources: {
          group: 'group %{name}',
          organization: 'organization %{name}',
          signedIn: 'being signed in',
          everyone: 'everyone',
        },
        app: 'app %{name}',
        membership: 'Member of %{what}',
        revokes: 'Revoking ends: %{what}',
        decided: 'Answer saved. |||| %{smart_count} answers saved.',
        empty: 'Nothing to show',
      },
    },
  },
} as const;
