/** Texts of the events list's live updates. */
export const events = {
  live: 'Live',
  liveHint: 'New events appear as they happen',
  newEvents: '%{smart_count} new event |||| %{smart_count} new events',
} as const;
