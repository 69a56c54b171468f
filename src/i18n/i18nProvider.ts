import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LOCALES, LOCALE_NAMES, type Locale } from './locale';

/**
 * react-admin's translator over one language's catalogue (polyglot: its plural rules follow the
 * language); a missing key shows as itself (or its `_` default).
 */
export const createI18nProvider = (catalogue: object, locale: Locale = 'en') =>
  polyglotI18nProvider(
    () => catalogue as TranslationMessages,
    locale,
    LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
    { allowMissing: true },
  );
