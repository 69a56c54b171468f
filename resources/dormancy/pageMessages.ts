/** The Dormant accounts page's texts (issue 39; not texts of the spec): a text part loaded with the page (./texts.ts). */
export const texts = {
  resources: {
    dormancy: {
      rule: 'Rule',
      intro:
        'People who do not sign in are mailed, then deactivated, then optionally deleted. Days count from the last sign-in, or from the account’s creation for who never signed in.',
      fields: {
        enabled: 'Run every day',
        warnAfterDays: 'Mail after (days)',
        deactivateAfterDays: 'Deactivate after (days)',
        deleteAfterDays: 'Delete after (days, optional)',
        exemptUserIDs: 'People never touched',
        exemptGroupIDs: 'Groups never touched (service accounts)',
      },
      errors: {
        required: 'Required',
        days: 'Enter a whole number of days from 1 to 3,650.',
        afterWarning: 'Deactivate after more days than the mail.',
        afterDeactivation: 'Delete after more days than the deactivation.',
      },
      save: 'Save',
      dryRun: 'Dry run',
      dryRunTitle: 'Who the saved rule acts on today',
      dryRunUnsaved: 'Dry run of my changes',
      dryRunUnsavedTitle: 'Who the rule on the screen would act on today (not saved)',
      runNeedsSave: 'Run now runs the saved rule: save your changes first, or use Dry run to see what they would do.',
      thresholds: 'Rule: mail after %{warn} days, deactivate after %{deactivate} days, never delete.',
      thresholdsWithDelete:
        'Rule: mail after %{warn} days, deactivate after %{deactivate} days, delete after %{delete} days.',
      runNow: 'Run now',
      runConfirm:
        'The rule runs now: %{mail} mailed, %{deactivate} deactivated, %{delete} deleted. Each change is in the history and can be reverted.',
      ran: 'Run done: %{mailed} mailed, %{deactivated} deactivated, %{deleted} deleted.',
      lists: {
        mail: 'Mailed (%{count})',
        deactivate: 'Deactivated (%{count})',
        delete: 'Deleted (%{count})',
      },
      more: 'and %{count} more',
      nobody: 'Nobody',
      columns: { name: 'Name', email: 'E-mail', lastSigninAt: 'Last sign-in', inactiveDays: 'Days inactive' },
      never: 'Never',
      runs: 'Last runs',
      noRuns: 'No run yet',
      runColumns: { at: 'When', by: 'By', acts: 'Mailed / deactivated / deleted', history: 'History' },
      schedule: 'Schedule',
      historyOf: 'History of this run',
    },
  },
} as const;
