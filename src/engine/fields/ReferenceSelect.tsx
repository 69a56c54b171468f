import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDefinition } from '../types';

/** How many records a choice list loads: every record of small lookup resources. */
const CHOICES_LIMIT = 1000;

/** A select whose choices are the records of another resource (e.g. a role's service name). */
export default function ReferenceSelect({
  field,
  label,
  value,
  disabled,
  error,
  onChange,
}: {
  field: FieldDefinition;
  label: string;
  value: unknown;
  disabled?: boolean;
  /** Why the value was not saved, already translated. */
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const translate = useTranslate();
  const reference = field.reference!;
  const optionText = reference.optionText ?? 'name';
  const optionValue = reference.optionValue ?? 'id';
  const { data = [], isPending } = useGetList<RaRecord>(reference.resource, {
    pagination: { page: 1, perPage: CHOICES_LIMIT },
    sort: { field: optionText, order: 'ASC' },
    filter: reference.filters?.length ? { filters: reference.filters } : {},
  });
  const known = data.some((r) => String(r[optionValue]) === String(value)) || reference.empty?.id === value;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={field.required}
      disabled={disabled || isPending}
      error={!!error}
      helperText={error}
      // Until the choices arrive MUI would warn about an unknown value.
      value={known ? String(value) : ''}
      onChange={(e) => {
        const picked = data.find((r) => String(r[optionValue]) === e.target.value);
        onChange(picked ? picked[optionValue] : reference.empty?.id);
      }}
    >
      {reference.empty && (
        <MenuItem value={String(reference.empty.id)}>
          {reference.empty.literal ? reference.empty.label : translate(reference.empty.label)}
        </MenuItem>
      )}
      {data.map((r) => (
        <MenuItem key={String(r[optionValue])} value={String(r[optionValue])}>
          {String(r[optionText] ?? r[optionValue])}
        </MenuItem>
      ))}
    </TextField>
  );
}
