import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * The language the texts on screen are in (set when its catalogue is in place, see useLocalizedI18n),
 * which numbers, dates (src/i18n/dates.ts) and the page's `lang` follow.
 */
let shown: Locale = DEFAULT_LOCALE;

export function showLocale(locale: Locale) {
  shown = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const shownLocale = () => shown;

const formats = new Map<Locale, Intl.NumberFormat>();

/** A count as the language writes it: 12,345 in English, 12 345 in French, 12.345 in German. */
export function formatNumber(n: number): string {
  // None of the console's languages groups the digits of a count under a thousand: "0 selected" on a
  // list's first render does not start Intl (its first use costs ~30 ms on a CPU slowed 4x).
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let format = formats.get(shown);
  if (!format) formats.set(shown, (format = new Intl.NumberFormat(shown)));
  return format.format(n);
}
