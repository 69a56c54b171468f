import type { GetListParams } from 'react-admin';
import { callKey } from '@/platform/queryKeys';
import type { SearchDefinition } from '@contract/types';

/**
 * What the search bar reads, as it asks for it and as start-up asks for it ahead (src/routes/prefetch.ts):
 * one place for both, so that start-up's answers are the ones the bar finds. Apart from the bar's hooks, so
 * that start-up's code does not carry them.
 */
export const PRESETS_RESOURCE = 'searchPresets';

/** The list of one search's presets (scoped by keyword). */
export const presetsParams = (keyword: string): GetListParams => ({
  filter: { filters: [{ name: 'keyword', comparison: 'eq', value: keyword }] },
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' },
});

/** The key of a list's search metadata. */
export const searchMetadataKey = (search: SearchDefinition) =>
  callKey('searchMetadata', 'getSearchMetadata', search.metadata);
