import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';

const ONE_YEAR_DAYS = 365;

/**
 * A person's setting kept in cookie `name` (path /, a year), so that every page knows it from its first
 * script. Read from the cookie once (React asks for the value on every render of every reader, and
 * document.cookie is slow to read); `set` writes it and every reader follows at once.
 */
export function cookieSetting<T extends string | boolean>(name: string, parse: (raw: string | undefined) => T, serverValue: T) {
  const listeners = new Set<() => void>();
  let current: T | undefined;
  const read = () => parse(readCookie(name));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    /** The setting as the cookie has it now. */
    read,
    set(value: T) {
      writeCookie(name, String(value), ONE_YEAR_DAYS);
      current = value;
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, () => (current ??= read()), () => serverValue),
  };
}
