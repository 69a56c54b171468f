import { localStorageStore } from 'react-admin';

/**
 * react-admin's store, kept in the browser's local storage so that what a person sets (the sidebar expanded
 * or not, and whatever else a component keeps with react-admin's `useStore`) survives a reload. Its version
 * is raised when a kept value changes its shape: react-admin then starts the store afresh. react-admin resets
 * it at sign-out (useLogout), so the next person at this browser starts from the defaults.
 */
const VERSION = '1';
export const preferences = localStorageStore(VERSION, 'AccessConsole');

/** The key of the person the kept preferences are theirs (their user id). */
const OWNER = 'owner';

/**
 * At sign-in: another person's preferences (one whose session ended without a sign-out) are forgotten, and
 * the store becomes this person's.
 */
export function preferencesOf(userId: string | number): void {
  if (preferences.getItem(OWNER) === String(userId)) return;
  preferences.reset();
  preferences.setItem(OWNER, String(userId));
}
