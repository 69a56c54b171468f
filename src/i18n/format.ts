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

/** A count as the language writes it: 12,345 in English, 12 345 in French, 12.345 in German. */
export const formatNumber = (n: number) => n.toLocaleString(shown);
