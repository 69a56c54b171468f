export { lightTheme, darkTheme } from './themes';
export { DARK_MODE_COOKIE, readDarkMode, setDarkMode, useDarkMode } from './darkMode';
