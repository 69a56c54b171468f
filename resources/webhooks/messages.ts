/** Texts of the webhook destinations (issue 58; not texts of the spec), under `app.resources.webhooks`. */
export const messages = {
  resources: {
    webhooks: {
      title: 'Webhooks',
      singular: 'Webhook',
      created: 'Webhook has been created.',
      updated: 'Webhook has been updated.',
      deleted: 'Webhook has been deleted.',
      deleteConfirm: 'Deliveries to this address stop, and its delivery log is deleted.',
      fields: {
        createdAt: 'Created',
        url: 'Address',
        enabled: 'Enabled',
        ownerEmail: 'Administrator told',
        disabledReason: 'Disabled because',
        eventTypes: 'Events sent',
      },
      log: {
        tab: 'Deliveries',
      },
    },
  },
} as const;
