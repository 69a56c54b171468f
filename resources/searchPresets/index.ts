import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { defineResource } from '@resources/define';

/**
 * Saved searches (unity `searchPresets`). They have no page of their own: the search bar
 * (src/search/) lists them by keyword in its Global Presets and My Presets menus and edits them in its
 * preset dialog; this definition gives the data provider their endpoint and the engine their texts.
 */
export default defineResource({
  name: 'searchPresets',
  endpoint: { service: 'unity', path: '/searchPresets' },
  textsAt: 'app.search.searchPresets',
  fields: [
    { source: 'name', label: 'app.search.preset.name', type: 'text', required: true },
    { source: 'color', label: 'app.search.preset.color', type: 'color' },
    { source: 'global', label: 'app.search.preset.global', type: 'bool', helper: 'app.search.preset.globalHint' },
    { source: 'keyword', label: 'app.search.preset.keyword', type: 'text', readOnly: true },
    { source: 'filter', label: 'app.search.preset.filter', type: 'multiline', readOnly: true },
  ],
  columns: [{ source: 'name' }, { source: 'keyword' }],
  selectionParam: 'presetID',
  successHideMs: SUCCESS_HIDE_LONG_MS,
});

export { messages } from './messages';
