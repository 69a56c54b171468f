import dayjs from 'dayjs';

/** When an entry was written, to the second. */
export const historyDate = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** A field's value as a person reads it: empty for none, text as is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
