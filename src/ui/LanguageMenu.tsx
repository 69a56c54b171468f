import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { LOCALES, LOCALE_NAMES, chooseLocale, useLocale, type Locale } from '@/i18n/locale';

/**
 * The language menu of the sign-in page and the account popover: each language by its own name. A
 * choice is remembered (the `locale` cookie) and shown at once, without a reload, what is typed kept.
 * The browser's own select (MUI's Select would bring its menu, popover and modal to the sign-in page),
 * which is also the phone's own picker, styled by MUI's NativeSelect inside the outlined field: the
 * field's outline is its only border, so the label sits in its notch, not struck by the select's own
 * border (issue 42).
 */
export function LanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const locale = useLocale();
  const id = useId();
  const label = translate('app.shell.language.label');
  return (
    // Outlined and as wide as its languages, whatever the theme's defaults for form controls (react-admin's
    // make them filled and full width).
    <FormControl variant="outlined" size="small" margin="none" fullWidth={false} sx={{ minWidth: 160, ...sx }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
        value={locale}
        onChange={(event) => chooseLocale(event.target.value as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
