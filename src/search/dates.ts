import dayjs from 'dayjs';
import { DATE_INPUT_FORMAT, DATE_WIRE_FORMAT } from '@/constants';
import { shownLocale } from '@/i18n/format';
import type { Locale } from '@/i18n/locale';

/**
 * How a date filter's value is typed in each language (the hint, app.search.dateFormat, says it):
 * the spec's MM/DD/YYYY in English, the day first elsewhere. The value sent is always YYYY-MM-DD.
 */
const INPUT_FORMATS: Record<Locale, string> = { en: DATE_INPUT_FORMAT, fr: 'DD/MM/YYYY', de: 'DD.MM.YYYY' };
const inputFormat = () => INPUT_FORMATS[shownLocale()];

/**
 * `YYYY-MM-DD` when `text` is written exactly in `format` (digits of the token's width, its separators)
 * and names a real day, else null. The formats are all numeric, so reading their fields takes a pattern,
 * and dayjs says whether the day exists; dayjs's customParseFormat plugin would do the same, at 1.9 kB
 * gzip more in the Users page's start-up (issue 23's budget).
 */
function strictDate(text: string, format: string): string | null {
  const order: string[] = [];
  const pattern = format.replace(/YYYY|MM|DD|[^YMD]/g, (part) => {
    if (part.length === 1) return `\\${part}`;
    order.push(part);
    return `(\\d{${part.length}})`;
  });
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  const at = (token: string) => match[order.indexOf(token) + 1];
  const iso = `${at('YYYY')}-${at('MM')}-${at('DD')}`;
  const day = dayjs(iso);
  return day.isValid() && day.format(DATE_WIRE_FORMAT) === iso ? iso : null;
}

/** The date as typed (`MM/DD/YYYY` in English) → `YYYY-MM-DD` as sent; null when the text is not a real date. */
export function toWireDate(typed: string): string | null {
  return strictDate(typed.trim(), inputFormat());
}

/** `YYYY-MM-DD` from the URL or a preset → the date as typed in the language shown; unknown text is shown as is. */
export function toInputDate(wire: string): string {
  const iso = strictDate(wire, DATE_WIRE_FORMAT);
  return iso ? dayjs(iso).format(inputFormat()) : wire;
}
