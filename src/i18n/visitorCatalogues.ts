import type { Catalogues } from './useLocalizedI18n';
import { visitorEn } from './visitorEn';

/**
 * The visitors' app's catalogue in each language (src/VisitorApp.tsx): only the visitors' areas, no
 * react-admin texts (`ra.*`: the visitors' pages use none of react-admin's components that show some).
 */
export const visitorCatalogues: Catalogues = {
  en: () => visitorEn,
  fr: () => import('./fr/visitor').then((module) => module.visitorFr),
  de: () => import('./de/visitor').then((module) => module.visitorDe),
};
