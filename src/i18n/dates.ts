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

/** A day briefly, in the language shown: `12 Dec` this year, `12 Dec 2027` another (the catalogue's formats). */
export function shortDay(iso: string, translate: (key: string) => string): string {
  const day = dayjs(iso);
  return day.format(translate(day.year() === dayjs().year() ? 'app.admin.dayMonth' : 'app.admin.dayMonthYear'));
}

/**
 * A membership's end from a day picked (`YYYY-MM-DD`, issue 62): the end of that day where the person is, so
 * "until 12 Dec" holds all of 12 Dec; '' is no end.
 */
export const endOfDay = (day: string): string | undefined => (day ? dayjs(day).endOf('day').toISOString() : undefined);

/** The day an end falls on where the person is (`YYYY-MM-DD`, a date input's value). */
export const dayOf = (iso: string | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

/** Today where the person is (`YYYY-MM-DD`), the first day an end may fall on. */
export const today = (): string => dayjs().format('YYYY-MM-DD');
