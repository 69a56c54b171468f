import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { toWireDate } from './dates';
import { DAYS_TEXT } from './drafts';
import { DATE_KINDS, type FilterValueProps as Props } from './types';

/**
 * A date field's value in the search bar: when (a day as typed, a number of days ago, or never: issue 39)
 * and the day or the days. Loaded with the first date field chosen (FilterValueInput).
 */
export default function DateValueInput({
  field,
  value,
  onChange,
  when = 'date',
  onWhenChange,
  common,
}: Pick<Props, 'field' | 'value' | 'onChange' | 'when' | 'onWhenChange'> & {
  common: { label: string } & Record<string, unknown>;
}) {
  const translate = useTranslate();
  const { label } = common;
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
