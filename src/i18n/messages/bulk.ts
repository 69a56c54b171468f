/** Texts of a bulk run's panel (src/bulk/; issue 12, not texts of the spec). */
export const bulk = {
  progress: 'Progress',
  counts: 'Done: %{done} · Failed: %{failed} · Left: %{left}',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  retryFailed: 'Retry failed',
  runRest: 'Run the rest',
  close: 'Close',
  failed: 'Failed (%{count})',
  leftUndone: 'Left undone (%{count})',
  more: 'and %{count} more',
  recovered: 'The page was reloaded during this bulk action: what was done is kept.',
  interruptedCount: '%{count} were under way then: their outcome is unknown, they are listed as failed.',
  interrupted: 'Under way when the page was reloaded: the outcome is unknown.',
  notJournaled:
    'This bulk action is too large for the browser to keep track of across a reload: keep this page open until it ends.',
  auditFailed: 'The event of this bulk action could not be recorded: %{reason}',
} as const;
