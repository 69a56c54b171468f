import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { visitorEn } from './visitorEn';

/**
 * The translator of the visitors' app: i18nProvider's, over the visitors' part of the catalogue. It has
 * no react-admin texts (`ra.*`): the visitors' pages use none of react-admin's components that show some.
 */
export const visitorI18nProvider = polyglotI18nProvider(
  () => visitorEn as unknown as TranslationMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
