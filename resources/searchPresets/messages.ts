/** The texts of a search preset (the search bar's preset dialog shows them, src/search/PresetDialog.tsx). */
export const messages = {
  resources: {
    searchPresets: {
      title: 'Search Presets',
      singular: 'SearchPreset',
      created: 'SearchPreset has been created.',
      updated: 'SearchPreset has been updated.',
      deleted: 'SearchPreset has been deleted.',
      fields: { name: 'Name *', color: 'Color', global: 'Make it Global', keyword: 'Keyword', filter: 'Filter' },
      globalHint: 'If set, all the team will see this preset.',
    },
  },
} as const;
