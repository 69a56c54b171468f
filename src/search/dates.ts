import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_INPUT_FORMAT, DATE_WIRE_FORMAT } from '@/constants';
import { shownLocale } from '@/i18n/format';
import type { Locale } from '@/i18n/locale';

dayjs.extend(customParseFormat);

/**
 * How a date filter's value is typed in each language (the hint, app.search.dateFormat, says it):
 * the spec's MM/DD/YYYY in English, the day first elsewhere. The value sent is always YYYY-MM-DD.
 */
const INPUT_FORMATS: Record<Locale, string> = { en: DATE_INPUT_FORMAT, fr: 'DD/MM/YYYY', de: 'DD.MM.YYYY' };
const inputFormat = () => INPUT_FORMATS[shownLocale()];

/** The date as typed (`MM/DD/YYYY` in English) → `YYYY-MM-DD` as sent; null when the text is not a real date. */
export function toWireDate(typed: string): string | null {
  const parsed = dayjs(typed.trim(), inputFormat(), true);
  return parsed.isValid() ? parsed.format(DATE_WIRE_FORMAT) : null;
}

/** `YYYY-MM-DD` from the URL or a preset → the date as typed in the language shown; unknown text is shown as is. */
export function toInputDate(wire: string): string {
  const parsed = dayjs(wire, DATE_WIRE_FORMAT, true);
  return parsed.isValid() ? parsed.format(inputFormat()) : wire;
}
