/** The texts of the serviceNames resource (word for word from the spec), under `app.resources.serviceNames`. */
export const messages = {
  resources: {
    serviceNames: {
      title: 'Service Names',
      singular: 'ServiceName',
      created: 'ServiceName has been created.',
      updated: 'ServiceName has been updated.',
      deleted: 'ServiceName has been deleted.',
    },
  },
} as const;
