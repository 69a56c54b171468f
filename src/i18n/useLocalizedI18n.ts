import { useEffect, useState, useSyncExternalStore } from 'react';
import type { I18nProvider, Store } from 'react-admin';
import { showLocale } from './format';
import { createI18nProvider } from './i18nProvider';
import { useLocale, type Locale } from './locale';
import { onWantedTexts, wantedTexts, type TextPart } from './textParts';

/** An app's catalogue of each language: English at hand, the others loaded when chosen (one chunk each). */
export type Catalogues = Record<Locale, () => object | Promise<object>>;

interface Shown {
  locale: Locale;
  /** The text parts its catalogue holds (textParts.ts). */
  parts: readonly TextPart[];
  provider: I18nProvider;
}

function show(locale: Locale, parts: readonly TextPart[], provider: I18nProvider, store?: Store): Shown {
  showLocale(locale);
  // react-admin renders nothing until its store's `locale` is the translator's, and re-mounts the whole
  // app when they differ: set together, they never do.
  store?.setItem('locale', locale);
  return { locale, parts, provider };
}

/**
 * The translator of the chosen language (useLocale), undefined until its catalogue is first there.
 * A new choice loads that language's catalogue (and dayjs's texts), then gives a new translator: every
 * component that translates renders again, none is mounted anew, so what a person typed stays (react-admin's
 * own locale switch re-mounts the whole app, which would lose it). Meanwhile the old language stays shown.
 * The text parts wanted by lazy components (useTexts) join it the same way, in the language shown.
 */
export function useLocalizedI18n(catalogues: Catalogues, store?: Store): I18nProvider | undefined {
  const locale = useLocale();
  const parts = useSyncExternalStore(onWantedTexts, wantedTexts);
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const catalogue = catalogues[locale]();
    const wanted = wantedTexts();
    return catalogue instanceof Promise || wanted.length
      ? undefined
      : show(locale, wanted, createI18nProvider(catalogue, locale), store);
  });
  useEffect(() => {
    if (shown?.locale === locale && shown.parts === parts) return;
    let current = true;
    const dates = shown?.locale === locale ? undefined : import('./dates').then((d) => d.setDatesLocale(locale));
    void Promise.all([catalogues[locale](), dates])
      .then(([catalogue]) =>
        parts.length
          ? import('./withTextParts').then((p) => p.translatorWithParts(catalogue, locale, parts))
          : createI18nProvider(catalogue, locale),
      )
      .then(
        (provider) => current && setShown(show(locale, parts, provider, store)),
        (error: unknown) => console.error(`The ${locale} texts could not be loaded`, error),
      );
    return () => {
      current = false;
    };
  }, [locale, parts, shown, catalogues, store]);
  return shown?.provider;
}
