/** Texts of the events: the list, an event's fields and the list's live updates. */
export const messages = {
  resources: {
    events: {
      title: 'Events',
      singular: 'Event',
      menu: 'Unity',
      call: 'Call',
      date: 'Date',
      testOpa: 'Test OPA',
      fields: {
        status: 'Status',
        resource: 'Resource',
        errorCode: 'Error Code',
        module: 'Module',
        dateCreated: 'Created',
        userEmail: 'Email',
        userUUID: 'User UUID',
        ipAddress: 'IP Address',
        userAgent: 'User Agent',
        stack: 'Stack',
        resolved: 'Resolved',
        comments: 'Comments',
      },
      created: 'Event has been created.',
      updated: 'Event has been updated.',
      deleted: 'Event has been deleted.',
      live: 'Live',
      liveHint: 'New events appear as they happen',
      newEvents: '%{smart_count} new event |||| %{smart_count} new events',
    },
  },
} as const;
