import type { Comparison } from '@contract/filters';
import type { FieldType } from './types';

/** Catalogue key of a comparison's label (Equal, Like, …). */
export const comparisonLabelKey = (comparison: Comparison) => `app.search.comparisons.${comparison}`;

/** Strings and dates default to `like`, every other type to `eq` (spec 1, section 9). */
export function defaultComparison(type: FieldType): Comparison {
  return type === 'string' || type === 'date' ? 'like' : 'eq';
}
