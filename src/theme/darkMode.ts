import { readCookie, writeCookie } from '@/browser/cookies';
import { useSyncExternalStore } from 'react';

/** The dark-mode flag lives in the `darkMode` cookie, path / (spec 1, sections 3 and 4). */
export const DARK_MODE_COOKIE = 'darkMode';
const ONE_YEAR_DAYS = 365;

const listeners = new Set<() => void>();
// Read from the cookie once: React asks for the value on every render of every reader, and
// document.cookie is slow to read.
let current: boolean | undefined;

export function readDarkMode(): boolean {
  return readCookie(DARK_MODE_COOKIE) === 'true';
}

export function setDarkMode(dark: boolean) {
  writeCookie(DARK_MODE_COOKIE, String(dark), ONE_YEAR_DAYS);
  current = dark;
  listeners.forEach((listener) => listener());
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= readDarkMode()),
    () => false,
  );
  return [dark, setDarkMode];
}
