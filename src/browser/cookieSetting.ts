import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';
import { listeners } from '@/listeners';

const ONE_YEAR_DAYS = 365;

/**
 * A person's setting kept in cookie `name` (path /, a year), so that every page knows it from its first
 * script. Read from the cookie once (React asks for the value on every render of every reader, and
 * document.cookie is slow to read); `set` writes it and every reader follows at once.
 */
export function cookieSetting<T extends string | boolean>(
  name: string,
  parse: (raw: string | undefined) => T,
  serverValue: T,
) {
  const changes = listeners();
  let current: T | undefined;
  const read = () => parse(readCookie(name));
  return {
    /** The setting as the cookie has it now. */
    read,
    set(value: T) {
      writeCookie(name, String(value), ONE_YEAR_DAYS);
      current = value;
      changes.emit();
    },
    use: () =>
      useSyncExternalStore(
        changes.add,
        () => (current ??= read()),
        () => serverValue,
      ),
  };
}
