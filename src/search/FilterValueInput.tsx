import { Suspense, lazy } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { toWireDate } from './dates';
import { DAYS_TEXT } from './drafts';
import { DATE_KINDS, type FilterValueProps as Props } from './types';

// Autocomplete (and its popper) loads with the first field that suggests values, not with the bar.
const SuggestInput = lazy(() => import('./SuggestInput'));

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
    case 'date': {
      // A day as typed, a number of days ago, or never (issue 39).
      const kind = (
        <TextField
          select
          size="small"
          label={translate('app.search.when.label')}
          value={when}
          onChange={(e) => onWhenChange?.(e.target.value as typeof when)}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'aria-label': `${field.label} ${translate('app.search.when.label')}` } }}
        >
          {DATE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`app.search.when.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      );
      const text = String(value);
      if (when === 'never') return kind;
      if (when === 'daysAgo') {
        const invalid = text !== '' && !DAYS_TEXT.test(text);
        return (
          <>
            {kind}
            <TextField
              {...common}
              value={text}
              error={invalid}
              slotProps={{
                htmlInput: { 'aria-label': `${field.label} ${label}`, inputMode: 'numeric' },
                input: { endAdornment: translate('app.search.when.daysAgoUnit') },
              }}
              onChange={(e) => onChange(e.target.value)}
            />
          </>
        );
      }
      const invalid = text !== '' && toWireDate(text) === null;
      return (
        <>
          {kind}
          <TextField
            {...common}
            value={text}
            placeholder={translate('app.search.dateFormat')}
            error={invalid}
            helperText={invalid ? translate('app.search.dateFormat') : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      );
    }
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
