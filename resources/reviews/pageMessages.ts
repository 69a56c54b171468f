/** Texts of the access reviews' page (issue 40), loaded with it. */
export const texts = {
  resources: {
    reviews: {
      page: {
        newReview: 'New review',
        empty: 'No access review yet',
        columns: { name: 'Name', scope: 'Scope', deadline: 'Deadline', status: 'Status', progress: 'Answered' },
        kinds: { group: 'Group', organization: 'Organization', role: 'Role' },
        statuses: { open: 'Open', closed: 'Closed' },
        progressOf: '%{done} of %{total}',
        open: 'Open %{name}',
        form: {
          title: 'New access review',
          name: 'Name',
          kind: 'Scope',
          record: 'Group, organization or role',
          deadline: 'Deadline',
          reviewers: 'Reviewers',
          owners: "The organizations' owners",
          named: 'Named people',
          emails: 'Their e-mail addresses, separated by commas',
          unknownEmail: 'No user has the address %{email}.',
          create: 'Create',
          cancel: 'Cancel',
        },
        progress: 'Progress per reviewer',
        progressColumns: {
          reviewer: 'Reviewer',
          total: 'Items',
          keep: 'Kept',
          revoke: 'Revoked',
          pending: 'To answer',
        },
        remind: 'Remind reviewers',
        reminded: '%{smart_count} reviewer reminded. |||| %{smart_count} reviewers reminded.',
        close: 'Close the review',
        closeTitle: 'Close %{name}',
        closeText: 'Every revocation will be applied, as one run of the history (it can be reverted).',
        missingText:
          '%{smart_count} answer is missing. Take it as: |||| %{smart_count} answers are missing. Take them as:',
        missing: { keep: 'Keep', revoke: 'Revoke' },
        closed:
          'The review is closed: %{smart_count} access revoked. |||| The review is closed: %{smart_count} accesses revoked.',
        report: 'Download the report',
        run: 'History run: %{run}',
      },
    },
  },
} as const;
