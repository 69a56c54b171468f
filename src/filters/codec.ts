import { isComparison, type Filter } from '@contract/filters';

/**
 * The one codec of the `filters` list, used wherever the list is written or read: the address
 * (`?filters=`), presets and the CSV export. The data provider hands the list to ra-data-simple-rest,
 * which writes the same text (JSON of the list) into its query to the platform.
 */

/** The query parameter that keeps the applied filters (spec 1, section 2: /users?filters=…). */
export const FILTERS_PARAM = 'filters';

// (Not null; anything else without a text `name`, a primitive included, fails the name's check.)
const isFilter = (f: unknown): f is Filter =>
  !!f &&
  typeof (f as Filter).name === 'string' &&
  (f as Filter).name !== '' &&
  isComparison((f as Filter).comparison) &&
  ['string', 'number', 'boolean'].includes(typeof (f as Filter).value);

/**
 * A filter list from its JSON text (the address, a preset) or its parsed value (react-admin's
 * `filter.filters`). Items that are not filters are dropped; anything else counts as no filter.
 */
export function parseFilters(input: string | unknown | null | undefined): Filter[] {
  let list = input;
  if (typeof input === 'string') {
    try {
      list = JSON.parse(input);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isFilter).map(({ name, comparison, value }) => ({ name, comparison, value }));
}

/** The list's JSON text, or null when there is nothing to keep (the parameter is then removed). */
export function serializeFilters(filters: Filter[]): string | null {
  return filters.length
    ? JSON.stringify(filters.map(({ name, comparison, value }) => ({ name, comparison, value })))
    : null;
}
