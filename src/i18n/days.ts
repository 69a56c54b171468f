/**
 * Days of a membership's end (issue 62), apart from dates.ts so that the pages that start the console do not
 * carry them (tests/unit/bundle-budget.test.ts): the lazy parts that show or pick an end import them.
 */
import dayjs from 'dayjs';
import './dates';

/** A day briefly, in the language shown: `12 Dec` this year, `12 Dec 2027` another (the catalogue's formats). */
export function shortDay(iso: string, translate: (key: string) => string): string {
  const day = dayjs(iso);
  const format = translate('app.admin.dayMonth');
  return day.format(day.year() === dayjs().year() ? format : `${format} YYYY`);
}

/**
 * A membership's end from a day picked (`YYYY-MM-DD`, issue 62): the end of that day where the person is, so
 * "until 12 Dec" holds all of 12 Dec; '' is no end.
 */
export const endOfDay = (day: string): string | undefined => (day ? dayjs(day).endOf('day').toISOString() : undefined);

/**
 * A membership's start from a day picked (`YYYY-MM-DD`, issue 62): the start of that day where the person is,
 * so "from 12 Dec" holds all of 12 Dec; '' is no start (at once).
 */
export const startOfDay = (day: string): string | undefined =>
  day ? dayjs(day).startOf('day').toISOString() : undefined;

/** The first day a start may fall on (`YYYY-MM-DD`): tomorrow, as today's start has come already. */
export const tomorrow = (): string => dayjs().add(1, 'day').format('YYYY-MM-DD');

/** The day an end falls on where the person is (`YYYY-MM-DD`, a date input's value). */
export const dayOf = (iso: string | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

/** Today where the person is (`YYYY-MM-DD`), the first day an end may fall on. */
export const today = (): string => dayjs().format('YYYY-MM-DD');
