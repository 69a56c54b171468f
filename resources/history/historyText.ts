import dayjs from 'dayjs';

/** When an entry was written, to the second. */
export const historyDate = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** A field's value as a person reads it: empty for none, text as is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * Which record an entry is about, by name (issue 42): the record's own name, else the names of what it
 * links (a membership: the user and the group), else its id (entries written before names were kept).
 */
export function recordName(entry: { resource: string; recordID: number; names?: Record<string, string> }): string {
  const names = entry.names ?? {};
  const own = names[`${entry.resource}:${entry.recordID}`];
  if (own) return own;
  const linked = Object.values(names);
  return linked.length ? linked.join(' · ') : `#${entry.recordID}`;
}

/** A link field's value as a person reads it: the name of what it linked, else the value. */
export const changeText = (value: unknown, name?: string) => name ?? valueText(value);
