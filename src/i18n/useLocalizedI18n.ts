import { useEffect, useState } from 'react';
import type { I18nProvider, Store } from 'react-admin';
import { showLocale } from './format';
import { createI18nProvider } from './i18nProvider';
import { useLocale, type Locale } from './locale';

/** An app's catalogue of each language: English at hand, the others loaded when chosen (one chunk each). */
export type Catalogues = Record<Locale, () => object | Promise<object>>;

interface Shown {
  locale: Locale;
  provider: I18nProvider;
}

function show(locale: Locale, catalogue: object, store?: Store): Shown {
  showLocale(locale);
  // react-admin renders nothing until its store's `locale` is the translator's, and re-mounts the whole
  // app when they differ: set together, they never do.
  store?.setItem('locale', locale);
  return { locale, provider: createI18nProvider(catalogue, locale) };
}

/**
 * The translator of the chosen language (useLocale), undefined until its catalogue is first there.
 * A new choice loads that language's catalogue (and dayjs's texts), then gives a new translator: every
 * component that translates renders again, none is mounted anew, so what a person typed stays (react-admin's
 * own locale switch re-mounts the whole app, which would lose it). Meanwhile the old language stays shown.
 */
export function useLocalizedI18n(catalogues: Catalogues, store?: Store): I18nProvider | undefined {
  const locale = useLocale();
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const catalogue = catalogues[locale]();
    return catalogue instanceof Promise ? undefined : show(locale, catalogue, store);
  });
  useEffect(() => {
    if (shown?.locale === locale) return;
    let current = true;
    void Promise.all([catalogues[locale](), import('./dates').then((dates) => dates.setDatesLocale(locale))]).then(
      ([catalogue]) => current && setShown(show(locale, catalogue, store)),
      (error: unknown) => console.error(`The ${locale} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [locale, shown, catalogues, store]);
  return shown?.provider;
}
