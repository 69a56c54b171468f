import CheckIcon from '@mui/icons-material/Check';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import AppIcon from '../cells/AppIcon';
import ColorBadge from '../cells/ColorBadge';
import { htmlToText } from '../fields/htmlText';
import { valueOf } from '../fields/lookup';
import type { FieldDefinition } from '../types';

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

/** A cell shown by its field's type, with the in-page search matches highlighted. */
export function defaultCell(
  field: FieldDefinition,
  record: RaRecord,
  highlight: (text: string) => ReactNode,
): ReactNode {
  const value = valueOf(record, field.source);
  if (value === null || value === undefined || value === '') return '-';
  switch (field.type) {
    case 'bool':
      return value ? <CheckIcon fontSize="small" aria-label="true" /> : null;
    case 'color':
      return <ColorBadge color={String(value)} label={highlight(String(value))} />;
    case 'date':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : String(value);
    case 'password':
      return '••••••••';
    case 'icon':
    case 'image':
      return <AppIcon icon={String(value)} name={String(record.name ?? '')} size={32} />;
    default:
      return highlight(cellText(field, record));
  }
}
