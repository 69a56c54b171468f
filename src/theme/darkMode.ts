import { cookieSetting } from '@/browser/cookieSetting';

/** The dark-mode flag lives in the `darkMode` cookie, path / (spec 1, sections 3 and 4). */
export const DARK_MODE_COOKIE = 'darkMode';

const darkMode = cookieSetting(DARK_MODE_COOKIE, (raw) => raw === 'true', false);

export const readDarkMode = darkMode.read;
/** Also marks the page as index.html's script does at load, for its loading screen (LoadingScreen). */
export const setDarkMode = (dark: boolean) => {
  darkMode.set(dark);
  document.documentElement.classList.toggle('dark', dark);
};

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  return [darkMode.use(), setDarkMode];
}
