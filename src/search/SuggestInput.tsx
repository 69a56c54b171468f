import { useContext, useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ListContext } from 'react-admin';
import type { FilterValueProps as Props } from './types';

interface Option {
  value: string | number;
  label: string;
}

/**
 * `autocomplete` offers the field's own choices when the metadata lists them; `autoFill` (and an
 * autocomplete without choices) suggests the values already present in the loaded rows. Free text is
 * always accepted, as a like search needs it.
 */
export default function SuggestInput({
  field,
  value,
  onChange,
  common,
}: Pick<Props, 'field' | 'value' | 'onChange'> & { common: Record<string, unknown> }) {
  const list = useContext(ListContext);
  const options = useMemo<Option[]>(() => {
    if (field.options?.length)
      return field.options.map((o) =>
        typeof o === 'string' ? { value: o, label: o } : { value: o.id, label: o.name },
      );
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
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...slotProps.htmlInput } }}
          />
        );
      }}
    />
  );
}
