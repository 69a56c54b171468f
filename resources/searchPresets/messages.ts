/** The texts of the search presets resource, under `app.search.searchPresets` beside the search bar's. */
export const messages = {
  search: {
    searchPresets: {
      title: 'Search Presets',
      singular: 'SearchPreset',
      created: 'SearchPreset has been created.',
      updated: 'SearchPreset has been updated.',
      deleted: 'SearchPreset has been deleted.',
    },
  },
} as const;
