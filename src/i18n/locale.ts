import { cookieSetting } from '@/browser/cookieSetting';

/** The console's languages; English is the default and the platform's own (its error texts are English). */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The language of the platform's own texts (its error envelopes). */
export const PLATFORM_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language menu lists it (the same in every catalogue). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/**
 * The chosen language lives in the `locale` cookie (path /, a year), so the sign-in page knows it from
 * its first line of script, before any call to the API; without one, the browser's languages decide.
 */
export const LOCALE_COOKIE = 'locale';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of the browser's languages the console speaks (`fr-CH` is French), else English. */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Locale {
  for (const language of languages) {
    const base = language?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

const locale = cookieSetting<Locale>(LOCALE_COOKIE, (raw) => (isLocale(raw) ? raw : browserLocale()), DEFAULT_LOCALE);

/** The language to speak: the person's choice (cookie), else their browser's. */
export const readLocale = locale.read;

/** The person chooses a language: remembered in the cookie; every app using useLocale() follows at once. */
export const chooseLocale = locale.set;

/** The chosen language, following chooseLocale(). */
export const useLocale = locale.use;
