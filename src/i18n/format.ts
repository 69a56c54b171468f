import dayjs from 'dayjs';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * The language the texts on screen are in (set when its catalogue is in place, see useLocalizedI18n),
 * which numbers and dates follow: dayjs's global locale (month names, relative times), Intl's numbers.
 */
let shown: Locale = DEFAULT_LOCALE;

/** dayjs's texts for a language, loaded with its catalogue (English is built in). */
export function loadDayjsLocale(locale: Locale): Promise<unknown> {
  if (locale === 'fr') return import('dayjs/locale/fr');
  if (locale === 'de') return import('dayjs/locale/de');
  return Promise.resolve();
}

export function showLocale(locale: Locale) {
  shown = locale;
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const shownLocale = () => shown;

/** A count as the language writes it: 12,345 in English, 12 345 in French, 12.345 in German. */
export const formatNumber = (n: number) => n.toLocaleString(shown);
