/** Filters while they are edited in the search bar (drafts) and their conversion to applied filters. */
import type { Filter } from '@contract/filters';
import { defaultComparison } from './comparisons';
import { daysAgoOf, daysAgoValue } from '@/filters/relative';
import { toInputDate, toWireDate } from './dates';
import type { DraftFilter, SearchField, SearchMetadata } from './types';

let nextKey = 1;

/** A number of days as typed (up to five digits, as filters/relative.ts reads them). */
export const DAYS_TEXT = /^\s*\d{1,5}\s*$/;

/** A new draft for a field, with the type's default comparison and an empty value. */
export function newDraft(field: SearchField): DraftFilter {
  return {
    key: nextKey++,
    name: field.name,
    comparison: defaultComparison(field.type),
    value: field.type === 'bool' ? true : '',
  };
}

/** Applied filters → drafts to edit (dates shown as MM/DD/YYYY, days ago as their number, never as such). */
export function toDrafts(filters: Filter[], metadata: SearchMetadata): DraftFilter[] {
  return filters.map((f) => {
    const draft = { key: nextKey++, name: f.name, comparison: f.comparison };
    if (metadata[f.name]?.type !== 'date' || typeof f.value !== 'string') return { ...draft, value: f.value };
    if (f.value === '' && f.comparison === 'eq') return { ...draft, value: '', when: 'never' };
    const days = daysAgoOf(f.value);
    if (days !== null) return { ...draft, value: String(days), when: 'daysAgo' };
    return { ...draft, value: toInputDate(f.value) };
  });
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
    case 'date': {
      if (draft.when === 'never') return '';
      if (typeof value !== 'string') return undefined;
      if (draft.when === 'daysAgo') return DAYS_TEXT.test(value) ? daysAgoValue(Number(value)) : undefined;
      return toWireDate(value) ?? undefined;
    }
    default:
      return value === '' ? undefined : value;
  }
}

/** The comparison a draft is sent with: "never" is the empty value, equal whatever was picked before. */
export const draftComparison = (draft: DraftFilter): Filter['comparison'] =>
  draft.when === 'never' ? 'eq' : draft.comparison;

/** Drafts → the filters to apply; drafts without a usable value are left out. */
export function fromDrafts(drafts: DraftFilter[], metadata: SearchMetadata): Filter[] {
  return drafts.flatMap((d) => {
    const value = draftValue(d, metadata[d.name]);
    return value === undefined ? [] : [{ name: d.name, comparison: draftComparison(d), value }];
  });
}
