/** Days as the console writes and takes them in English, for the tests of dated access (issue 62). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the console writes it in English: `3 Dec` this year, `3 Dec 2027` another. */
export const shortDay = (day: Date) =>
  `${day.getDate()} ${MONTHS[day.getMonth()]}${day.getFullYear() === new Date().getFullYear() ? '' : ` ${day.getFullYear()}`}`;

/** A date input's value (the browser's day, which is this machine's). */
export const inputValue = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** `days` days after `from` (now by default), at the same time of day. */
export const daysFrom = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY_MS);
