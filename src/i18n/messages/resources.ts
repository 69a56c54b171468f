/**
 * The resource pages' shared texts. Each resource's own (title, singular, its success texts, where
 * `deleted` may use %{name}, the record's title; its field labels, `<resource>.fields.<source>`) are in
 * its folder (resources/<name>/messages.ts); a field label a resource does not name is the shared
 * `fields.<source>` below.
 */
export const resources = {
  fields: {
    name: 'Name',
    description: 'Description',
    color: 'Color',
    email: 'Email',
    method: 'Method',
    serviceName: 'Service Name',
    serviceNameID: 'Service Name',
  },
  paths: {
    created: 'Path has been created.',
    updated: 'Path has been updated.',
    deleted: 'Path has been deleted.',
  },
} as const;
