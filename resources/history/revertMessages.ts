/**
 * Undo any change (issue 39): the texts of Revert and Revert run, and those the history's entries are read with
 * (issue 64: fields' labels the resources do not give, an event's call), a text part loaded with the history
 * (./revertTexts.ts).
 */
export const texts = {
  resources: {
    history: {
      filters: { run: 'Bulk run' },
      audit: {
        /** The platform's bookkeeping and fields no resource page shows. */
        fields: {
          createdAt: 'Created',
          updatedAt: 'Updated',
          endsAt: 'Ends',
          lastUsedAt: 'Last used',
          inviteEmail: 'Invited address',
          verified: 'Verified',
          kind: 'Kind',
        },
        removed: 'removed',
        event: { call: 'Call', person: 'Person', status: 'Status', agent: 'Agent' },
        nobody: 'no one signed in',
      },
      revert: {
        revertedBy: 'Reverted by %{who} on %{date}',
        of: 'Revert of change #%{id}',
        button: 'Revert',
        title: 'Revert this change',
        explain: {
          update: 'The fields chosen get back their values from before this change.',
          create: 'The record this change made is removed.',
          delete:
            'The record this change removed is made again. Passwords and other secrets are not kept in the history and are not restored.',
        },
        fields: 'Fields to revert',
        overwrite: 'Overwrite changes made since',
        proof: 'This change is one of your own credentials: enter your current password to revert it.',
        currentPassword: 'Current Password',
        conflicts:
          'One field changed again since and was left as it is |||| %{smart_count} fields changed again since and were left as they are',
        conflictList: 'Fields changed since',
        conflict: 'now %{current} (this change set %{after})',
        confirm: 'Revert',
        done: 'One field reverted |||| %{smart_count} fields reverted',
        runButton: 'Revert run',
        runTitle: 'Revert run %{runID}',
        runConfirm:
          'Revert the %{count} changes of run %{runID}, newest first? Fields changed again since are left as they are and listed as failed.',
        run: 'Revert %{smart_count} change of run %{runID} |||| Revert %{smart_count} changes of run %{runID}',
        changedSince: 'Changed again since: %{fields}',
      },
    },
  },
} as const;
