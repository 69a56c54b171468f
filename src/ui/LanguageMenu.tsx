import { useId, type SelectHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { LOCALES, LOCALE_NAMES, chooseLocale, useLocale, type Locale } from '@/i18n/locale';

/** The browser's select as the outlined field's input (React 19 passes the field's ref as a prop). */
function NativeSelect(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

/**
 * The language menu of the sign-in page and the account popover: each language by its own name. A
 * choice is remembered (the `locale` cookie) and shown at once, without a reload, what is typed kept.
 * The browser's own select in the sign-in form's outlined field (MUI's Select would bring its menu,
 * popover and modal to the sign-in page), which is also the phone's own picker.
 */
export function LanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const locale = useLocale();
  const id = useId();
  const label = translate('app.shell.language.label');
  return (
    <FormControl size="small" sx={{ minWidth: 160, ...sx }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        inputComponent={NativeSelect}
        value={locale}
        onChange={(event) => chooseLocale(event.target.value as Locale)}
        inputProps={{
          children: LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          )),
        }}
      />
    </FormControl>
  );
}
