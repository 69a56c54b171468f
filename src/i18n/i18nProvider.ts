import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

/** react-admin's translator over a catalogue; a missing key shows as itself (or its `_` default). */
export const createI18nProvider = (catalogue: object) =>
  polyglotI18nProvider(() => catalogue as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
