import type { Comparison, Filter } from '@contract/filters';

/** The field types `searchMetadata` may announce (api-contract: Users and identity). */
export const FIELD_TYPES = ['string', 'int', 'date', 'bool', 'autocomplete', 'autoFill'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One searchable field, as answered by `GET …/searchMetadata`. */
export interface SearchField {
  name: string;
  label: string;
  type: FieldType;
  id?: string | number;
  /** Optional choices for `autocomplete` fields (strings or `{id, name}`). */
  options?: Array<string | { id: string | number; name: string }>;
}

export type SearchMetadata = Record<string, SearchField>;

/**
 * A filter while it is being edited: dates keep what the person typed (MM/DD/YYYY) until Search
 * converts them to the wire format.
 */
export interface DraftFilter {
  key: number;
  name: string;
  comparison: Comparison;
  value: string | number | boolean;
  /**
   * A date field's kind of value (issue 39): a day as typed (the default), a number of days ago (`value` is
   * the number as typed), or never (no value: the field is empty).
   */
  when?: DateKind;
}

/** What a date filter's value is: a day, a number of days ago, or never. */
export const DATE_KINDS = ['date', 'daysAgo', 'never'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

/** A saved search (unity `searchPresets`). */
export interface SearchPreset {
  id: number;
  name: string;
  color: string;
  global: boolean;
  keyword: string;
  /** JSON text of the filter list. */
  filter: string;
  userUUID?: string;
}

export type { Comparison, Filter };

/** The value input of a draft filter (FilterValueInput, and its suggesting variant SuggestInput). */
export interface FilterValueProps {
  field: SearchField;
  value: DraftFilter['value'];
  onChange: (value: DraftFilter['value']) => void;
  /** A date field's kind of value, and its change (the value then starts empty). */
  when?: DateKind;
  onWhenChange?: (when: DateKind) => void;
  /** Enter in a text input runs the search. */
  onSubmit: () => void;
}
