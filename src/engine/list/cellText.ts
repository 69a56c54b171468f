import dayjs from 'dayjs';
import type { RaRecord } from 'react-admin';
import { htmlToText } from '../fields/htmlText';
import { valueOf } from '../fields/lookup';
import type { FieldDefinition } from '../types';

/**
 * A cell's texts, without React: what the in-page search matches, and what a cell shows as text
 * (cells.tsx).
 */

/** The text of a cell, which the in-page search matches against. */
export function cellText(field: FieldDefinition, record: RaRecord): string {
  const value = valueOf(record, field.source);
  if (value === null || value === undefined) return '';
  if (field.type === 'html') return htmlToText(String(value));
  if (field.type === 'password' || field.type === 'bool') return '';
  if (field.type === 'reference' || field.type === 'select') {
    const choice = field.choices?.find((c) => String(c.id) === String(value));
    return choice?.literal ? choice.label : String(value);
  }
  return String(value);
}

/** An empty value's cell. */
export const EMPTY_CELL = '-';

/** The text a cell of its field's type shows (a boolean's check mark and an icon are not text: empty). */
export function shownText(field: FieldDefinition, record: RaRecord): string {
  const value = valueOf(record, field.source);
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (field.type) {
    case 'bool':
    case 'icon':
    case 'image':
      return '';
    case 'date':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : String(value);
    case 'password':
      return '••••••••';
    default:
      return cellText(field, record);
  }
}
