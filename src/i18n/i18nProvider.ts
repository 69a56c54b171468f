import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/** react-admin's translator over the one catalogue; a missing key shows as itself (or its `_` default). */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
