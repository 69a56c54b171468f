import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { defineResource, textsOf } from './define';

/** Placeholder written by engineer "engine" so resources/index.ts compiles; engineer "users" owns this file. */
export const searchPresets = defineResource({
  name: 'searchPresets',
  endpoint: { service: 'unity', path: '/searchPresets' },
  texts: textsOf('searchPresets', 'search'),
  fields: [
    { source: 'name', label: 'app.search.presetName', type: 'text', required: true },
    { source: 'color', label: 'app.search.presetColor', type: 'color' },
  ],
  columns: [{ source: 'name' }],
  selectionParam: 'presetID',
  successHideMs: SUCCESS_HIDE_LONG_MS,
});
