import CheckIcon from '@mui/icons-material/Check';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import AppIcon from '../cells/AppIcon';
import ColorBadge from '../cells/ColorBadge';
import { valueOf } from '../fields/lookup';
import { EMPTY_CELL, cellText, shownText } from './cellText';
import type { FieldDefinition } from '../types';

/** A true yes/no value: a check mark, which a screen reader says as Yes in the person's language. */
function YesMark() {
  const translate = useTranslate();
  return <CheckIcon fontSize="small" aria-label={translate('app.admin.yes')} />;
}

/** A choice's label when it is a message key (a literal one is searched and shown as text). */
function ChoiceLabel({ label }: { label: string }) {
  return useTranslate()(label);
}

/** A cell shown by its field's type, with the in-page search matches highlighted. */
export function defaultCell(
  field: FieldDefinition,
  record: RaRecord,
  highlight: (text: string) => ReactNode,
): ReactNode {
  const value = valueOf(record, field.source);
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (field.type) {
    case 'bool':
      return value ? <YesMark /> : null;
    case 'color':
      return <ColorBadge color={String(value)} label={highlight(String(value))} />;
    case 'date':
    case 'password':
      return shownText(field, record);
    case 'icon':
    case 'image':
      return <AppIcon icon={String(value)} name={String(record.name ?? '')} size={32} />;
    case 'select': {
      const choice = field.choices?.find((c) => String(c.id) === String(value));
      if (choice && !choice.literal) return <ChoiceLabel label={choice.label} />;
      return highlight(cellText(field, record));
    }
    default:
      return highlight(cellText(field, record));
  }
}
