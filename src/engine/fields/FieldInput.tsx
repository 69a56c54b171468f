import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { Suspense, lazy, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { APP_ICON_BADGE_SIZE } from '@/constants';
import AppIcon from '../cells/AppIcon';
import type { FieldDefinition } from '../types';
import ColorInput from './ColorInput';
import { translateLabel } from './lookup';
import MethodInput from './MethodInput';
import ReadOnlyValue from './ReadOnlyValue';
import ReferenceSelect from './ReferenceSelect';
import UploadButton from './UploadButton';

// The preview of HTML (its sanitiser, 28 kB) loads with the first such field, not with every record's fields.
const SafeHtml = lazy(() => import('./SafeHtml'));

export interface FieldInputProps {
  field: FieldDefinition;
  value: unknown;
  /** The other values of the record or draft (previews: an icon on its colour). */
  values?: Record<string, unknown>;
  disabled?: boolean;
  /** Small inputs without a visible label (a record's row edited in place); the label stays for assistive technology. */
  compact?: boolean;
  /** Why the value is wrong or was not saved, already translated: the input shows its error state and this text. */
  error?: string;
  onChange: (value: unknown) => void;
  /** A text input left (blur) or confirmed (Enter on a single-line input), a colour pick ended. */
  onCommit?: (how: 'blur' | 'enter', value?: unknown) => void;
}

const INPUT_TYPES: Partial<Record<FieldDefinition['type'], string>> = {
  email: 'email',
  password: 'password',
  int: 'number',
  url: 'url',
  phone: 'tel',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One input per field type, controlled; saving is the caller's business (create form or field editor). */
export default function FieldInput({
  field,
  value,
  values,
  disabled,
  compact,
  error,
  onChange,
  onCommit,
}: FieldInputProps) {
  const translate = useTranslate();
  const label = translateLabel(translate, field.label, field.source);
  const helperText = error ?? (field.helper ? translate(field.helper) : undefined);
  // Inputs that are not text fields say what went wrong under them.
  const withError = (input: ReactNode) =>
    error ? (
      <FormControl error fullWidth>
        {input}
        <FormHelperText>{error}</FormHelperText>
      </FormControl>
    ) : (
      input
    );

  if (field.readOnly) {
    const choice = field.choices?.find((c) => String(c.id) === text(value));
    // A choice by its label, as the input would show it; a date as the person reads one.
    const shown = choice
      ? choice.literal
        ? choice.label
        : translate(choice.label)
      : field.type === 'date' && value
        ? dayjs(String(value)).format('YYYY-MM-DD HH:mm:ss')
        : text(value);
    return <ReadOnlyValue label={label} value={shown} multiline={field.type === 'multiline'} />;
  }

  switch (field.type) {
    case 'bool':
      return withError(
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={<Checkbox checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />}
        />,
      );
    case 'select':
      return (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          required={field.required}
          disabled={disabled}
          value={text(value)}
          error={!!error}
          helperText={helperText}
          onChange={(e) => onChange(field.choices?.find((c) => String(c.id) === e.target.value)?.id ?? e.target.value)}
        >
          {(field.choices ?? []).map((c) => (
            <MenuItem key={String(c.id)} value={String(c.id)}>
              {c.literal ? c.label : translate(c.label)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'method':
      return withError(
        <MethodInput label={label} value={value} disabled={disabled} compact={compact} onChange={onChange} />,
      );
    case 'reference':
      return (
        <ReferenceSelect
          field={field}
          label={label}
          value={value}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'color':
      return withError(
        <ColorInput
          label={label}
          value={text(value)}
          preview={text(values?.name) || undefined}
          disabled={disabled}
          onChange={onChange}
          onPick={(picked) => onCommit?.('blur', picked)}
        />,
      );
    default:
      break;
  }

  const multiline = field.type === 'multiline' || field.type === 'html';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !multiline && onCommit) {
      e.preventDefault();
      onCommit?.('enter');
    }
  };
  const input = (
    <TextField
      label={compact ? undefined : label}
      hiddenLabel={compact}
      size="small"
      fullWidth
      required={field.required}
      disabled={disabled}
      error={!!error}
      type={INPUT_TYPES[field.type] ?? 'text'}
      // A password typed here is a record's secret, never the signed-in person's: no autofill.
      autoComplete={field.type === 'password' ? 'new-password' : undefined}
      multiline={multiline}
      minRows={field.type === 'html' ? 4 : undefined}
      maxRows={12}
      value={field.type === 'date' && value ? dayjs(String(value)).format('YYYY-MM-DD') : text(value)}
      helperText={helperText}
      onChange={(e) => onChange(field.type === 'int' ? toInt(e.target.value) : e.target.value)}
      onBlur={() => onCommit?.('blur')}
      onKeyDown={onKeyDown}
      slotProps={
        field.type === 'date'
          ? { inputLabel: { shrink: true }, htmlInput: { type: 'date' } }
          : compact
            ? { htmlInput: { 'aria-label': label } }
            : undefined
      }
    />
  );

  if (field.type === 'html') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {input}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <Suspense fallback={null}>
            <SafeHtml html={text(value)} title={translate('app.admin.htmlPreview', { name: label })} />
          </Suspense>
        </Box>
      </Box>
    );
  }
  if (field.type === 'icon' || field.type === 'image') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <AppIcon
          icon={text(value)}
          color={text(values?.color) || undefined}
          name={text(values?.name)}
          size={field.type === 'icon' ? APP_ICON_BADGE_SIZE : 56}
        />
        {input}
        {field.type === 'image' && (
          <UploadButton
            disabled={disabled}
            onUploaded={(url) => {
              onChange(url);
              onCommit?.('blur', url);
            }}
          />
        )}
      </Box>
    );
  }
  return input;
}

/** A number input's value: a number, or '' while empty (so the field can be cleared and retyped). */
function toInt(raw: string): number | '' {
  if (raw.trim() === '') return '';
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : '';
}
