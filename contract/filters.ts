/**
 * The filter list of the platform (api-contract: "Filters, sorting and paging on lists"): ANDed
 * `{name, comparison, value}` items, sent as the JSON `filters` query parameter.
 */
export const COMPARISONS = ['eq', 'like', 'neq', 'gt', 'lt', 'gte', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export interface Filter {
  name: string;
  comparison: Comparison;
  value: string | number | boolean;
}

export function isComparison(value: unknown): value is Comparison {
  return typeof value === 'string' && (COMPARISONS as readonly string[]).includes(value);
}
