import type { ReactNode } from 'react';

/** Escapes a text for use inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function wrapping every case-insensitive occurrence of `query` in <mark>; the text unchanged when
 * the query is empty.
 */
export function makeHighlighter(query: string) {
  const needle = query.trim();
  const pattern = needle ? new RegExp(`(${escape(needle)})`, 'gi') : null;
  return (value: string | number | null | undefined): ReactNode => {
    if (value === null || value === undefined || value === '') return value ?? null;
    const text = String(value);
    if (!pattern) return text;
    const parts = text.split(pattern);
    if (parts.length === 1) return text;
    // split() with a capturing group puts the matches at the odd indexes.
    return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
  };
}

/** Whether any of the texts contains the query, ignoring case (an empty query matches everything). */
export function matchesQuery(texts: unknown[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((t) => t !== null && t !== undefined && String(t).toLowerCase().includes(needle));
}
