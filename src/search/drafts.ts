/** Filters while they are edited in the search bar (drafts) and their conversion to applied filters. */
import type { Filter } from '@/filters/types';
import { defaultComparison } from './comparisons';
import { toInputDate, toWireDate } from './dates';
import type { DraftFilter, SearchField, SearchMetadata } from './types';

let nextKey = 1;

/** A new draft for a field, with the type's default comparison and an empty value. */
export function newDraft(field: SearchField): DraftFilter {
  return {
    key: nextKey++,
    name: field.name,
    comparison: defaultComparison(field.type),
    value: field.type === 'bool' ? true : '',
  };
}

/** Applied filters → drafts to edit (dates shown as MM/DD/YYYY). */
export function toDrafts(filters: Filter[], metadata: SearchMetadata): DraftFilter[] {
  return filters.map((f) => ({
    key: nextKey++,
    name: f.name,
    comparison: f.comparison,
    value: metadata[f.name]?.type === 'date' && typeof f.value === 'string' ? toInputDate(f.value) : f.value,
  }));
}

/** The wire value of one draft, or undefined when it cannot be sent yet (empty or not a date). */
export function draftValue(draft: DraftFilter, field: SearchField | undefined): Filter['value'] | undefined {
  const { value } = draft;
  switch (field?.type) {
    case 'bool':
      return value === true || value === 'true';
    case 'int': {
      if (value === '' || value === null) return undefined;
      const n = Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'date':
      return typeof value === 'string' ? (toWireDate(value) ?? undefined) : undefined;
    default:
      return value === '' ? undefined : value;
  }
}

/** Drafts → the filters to apply; drafts without a usable value are left out. */
export function fromDrafts(drafts: DraftFilter[], metadata: SearchMetadata): Filter[] {
  return drafts.flatMap((d) => {
    const value = draftValue(d, metadata[d.name]);
    return value === undefined ? [] : [{ name: d.name, comparison: d.comparison, value }];
  });
}
