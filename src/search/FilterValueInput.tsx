import { useContext, useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ListContext, useTranslate } from 'react-admin';
import { toWireDate } from './dates';
import type { DraftFilter, SearchField } from './types';

interface Props {
  field: SearchField;
  value: DraftFilter['value'];
  onChange: (value: DraftFilter['value']) => void;
  /** Enter in a text input runs the search. */
  onSubmit: () => void;
}

const inputSx = { minWidth: 160 } as const;

/** The value input matching a search field's type (string, int, date, bool, autocomplete, autoFill). */
export default function FilterValueInput({ field, value, onChange, onSubmit }: Props) {
  const translate = useTranslate();
  const label = translate('app.search.value');
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') onSubmit();
  };
  const common = {
    size: 'small' as const,
    label,
    onKeyDown,
    sx: inputSx,
    slotProps: { htmlInput: { 'aria-label': `${field.label} ${label}` } },
  };

  switch (field.type) {
    case 'bool':
      return (
        <TextField
          {...common}
          select
          value={String(value === true || value === 'true')}
          onChange={(e) => onChange(e.target.value === 'true')}
        >
          <MenuItem value="true">{translate('app.search.bool.true')}</MenuItem>
          <MenuItem value="false">{translate('app.search.bool.false')}</MenuItem>
        </TextField>
      );
    case 'int':
      return (
        <TextField
          {...common}
          type="number"
          value={value}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    case 'date': {
      const text = String(value);
      const invalid = text !== '' && toWireDate(text) === null;
      return (
        <TextField
          {...common}
          value={text}
          placeholder={translate('app.search.dateFormat')}
          error={invalid}
          helperText={invalid ? translate('app.search.dateFormat') : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    case 'autocomplete':
    case 'autoFill':
      return <SuggestInput field={field} value={value} onChange={onChange} common={common} />;
    default:
      return <TextField {...common} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}

interface Option {
  value: string | number;
  label: string;
}

/**
 * `autocomplete` offers the field's own choices when the metadata lists them; `autoFill` (and an
 * autocomplete without choices) suggests the values already present in the loaded rows. Free text is
 * always accepted, as a like search needs it.
 */
function SuggestInput({
  field,
  value,
  onChange,
  common,
}: Pick<Props, 'field' | 'value' | 'onChange'> & { common: Record<string, unknown> }) {
  const list = useContext(ListContext);
  const options = useMemo<Option[]>(() => {
    if (field.options?.length)
      return field.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : { value: o.id, label: o.name }));
    const seen = new Set<string>();
    for (const row of list?.data ?? []) {
      const v = (row as Record<string, unknown>)[field.name];
      if (typeof v === 'string' || typeof v === 'number') seen.add(String(v));
    }
    return [...seen].sort().map((v) => ({ value: v, label: v }));
  }, [field, list?.data]);

  const selected = options.find((o) => String(o.value) === String(value));
  return (
    <Autocomplete<Option | string, false, false, true>
      freeSolo
      size="small"
      options={options}
      value={selected ?? (value === '' ? null : String(value))}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      onChange={(_, o) => onChange(o === null ? '' : typeof o === 'string' ? o : o.value)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onChange(text);
      }}
      renderInput={(params) => {
        const { slotProps, onKeyDown, ...rest } = common as { slotProps: { htmlInput: object }; onKeyDown: () => void };
        return (
          <TextField
            {...params}
            {...rest}
            onKeyDown={onKeyDown}
            slotProps={{ htmlInput: { ...params.inputProps, ...slotProps.htmlInput } }}
          />
        );
      }}
    />
  );
}
