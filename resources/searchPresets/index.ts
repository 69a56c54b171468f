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
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'color', type: 'color' },
    { source: 'global', type: 'bool', helper: 'app.resources.searchPresets.globalHint' },
    { source: 'keyword', type: 'text', readOnly: true },
    { source: 'filter', type: 'multiline', readOnly: true },
  ],
  columns: [{ source: 'name' }, { source: 'keyword' }],
  selectionParam: 'presetID',
  successHideMs: SUCCESS_HIDE_LONG_MS,
});

export { messages } from './messages';
