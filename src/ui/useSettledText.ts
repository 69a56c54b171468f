import { useEffect, useState } from 'react';

/** How long typing must pause before a search is asked of the server: one call per word, not per key. */
export const TYPING_PAUSE_MS = 250;

/**
 * What is typed into a search box, and its trimmed text once typing pauses: the search to ask for. The
 * settled text changes only when the words do, so a reader keyed on it (a page number) is not reset by
 * the pause after mounting or by a trailing space.
 */
export function useSettledText(): [typed: string, setTyped: (text: string) => void, settled: string] {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const next = typed.trim();
    if (next === settled) return;
    const timer = setTimeout(() => setSettled(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, settled]);
  return [typed, setTyped, settled];
}
