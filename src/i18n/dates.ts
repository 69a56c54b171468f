import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Locale } from './locale';

// Dates as the language writes them ('ll', 'lll') and relative times ("3 hours ago", « il y a 3 heures »).
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/**
 * dayjs's texts (month names, relative times) in a language, loaded with its catalogue, so that the
 * sign-in page, which shows no date, carries none of it (English is built in).
 */
export async function setDatesLocale(locale: Locale): Promise<void> {
  if (locale === 'fr') await import('dayjs/locale/fr');
  if (locale === 'de') await import('dayjs/locale/de');
  dayjs.locale(locale);
}
