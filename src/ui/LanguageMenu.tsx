import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { LOCALES, LOCALE_NAMES, chooseLocale, useLocale, type Locale } from '@/i18n/locale';

/**
 * The language menu of the sign-in page and the account popover: each language by its own name. A
 * choice is remembered (the `locale` cookie) and shown at once, without a reload, what is typed kept.
 * A native select: light on the sign-in page, and the browser's own list on a phone.
 */
export function LanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <TextField
      select
      size="small"
      label={translate('app.shell.language.label')}
      value={locale}
      onChange={(event) => chooseLocale(event.target.value as Locale)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 160, ...sx }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </TextField>
  );
}
