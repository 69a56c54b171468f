import { Suspense, lazy } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FilterValueProps as Props } from './types';

// Autocomplete (and its popper) loads with the first field that suggests values, not with the bar.
const SuggestInput = lazy(() => import('./SuggestInput'));
const DateValueInput = lazy(() => import('./DateValueInput'));

const inputSx = { minWidth: 160 } as const;

/** The value input matching a search field's type (string, int, date, bool, autocomplete, autoFill). */
export default function FilterValueInput({ field, value, onChange, when = 'date', onWhenChange, onSubmit }: Props) {
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
    case 'date':
      // A day, days ago or never: its inputs load with the first date field chosen, not with the bar.
      return (
        <Suspense fallback={<TextField {...common} value={value} disabled />}>
          <DateValueInput
            field={field}
            value={value}
            onChange={onChange}
            when={when}
            onWhenChange={onWhenChange}
            common={common}
          />
        </Suspense>
      );
    case 'autocomplete':
    case 'autoFill':
      return (
        <Suspense fallback={<TextField {...common} value={value} onChange={(e) => onChange(e.target.value)} />}>
          <SuggestInput field={field} value={value} onChange={onChange} common={common} />
        </Suspense>
      );
    default:
      return <TextField {...common} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
