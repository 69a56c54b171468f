/** The texts of the provisioningClients resource (issue 58), under `app.resources.provisioningClients`. */
export const messages = {
  resources: {
    provisioningClients: {
      title: 'Provisioning Clients',
      singular: 'Provisioning client',
      created: 'Provisioning client has been created.',
      updated: 'Provisioning client has been updated.',
      deleted: 'Provisioning client has been revoked.',
      revokeText: 'Its token stops working at once: the directory can no longer create or change anyone.',
      fields: {
        createdAt: 'Created',
        organizationID: 'Organization',
        organizationName: 'Organization',
        createdByEmail: 'Created by',
        lastUsedAt: 'Last used',
      },
      token: {
        label: 'Bearer token',
        warning:
          'Copy this token into your directory now (Entra ID: Secret Token; Okta: API token). It will not be shown again.',
        endpoint: 'SCIM endpoint',
        copy: 'Copy',
        copied: 'Copied',
        done: 'Done',
      },
    },
  },
} as const;
