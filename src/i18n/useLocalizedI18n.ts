import { useEffect, useState } from 'react';
import type { I18nProvider, Store } from 'react-admin';
import { showLocale } from './format';
import { createI18nProvider } from './i18nProvider';
import { useLocale, type Locale } from './locale';
import { onWantedTexts, wantedTexts } from './textParts';

/** An app's catalogue of each language: English at hand, the others loaded when chosen (one chunk each). */
export type Catalogues = Record<Locale, () => object | Promise<object>>;

interface Shown {
  locale: Locale;
  /** The language's catalogue, which the text parts join. */
  catalogue: object;
  provider: I18nProvider;
}

function show(shown: Shown, store?: Store): Shown {
  showLocale(shown.locale);
  // react-admin renders nothing until its store's `locale` is the translator's, and re-mounts the whole
  // app when they differ: set together, they never do.
  store?.setItem('locale', shown.locale);
  return shown;
}

/**
 * The translator of the chosen language (useLocale), undefined until its catalogue is first there.
 * A new choice loads that language's catalogue (and dayjs's texts), then gives a new translator: every
 * component that translates renders again, none is mounted anew, so what a person typed stays (react-admin's
 * own locale switch re-mounts the whole app, which would lose it). Meanwhile the old language stays shown.
 * The text parts wanted by lazy components (useTexts) join the translator shown, in its language and in
 * place: only those components render again.
 */
export function useLocalizedI18n(catalogues: Catalogues, store?: Store): I18nProvider | undefined {
  const locale = useLocale();
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const catalogue = catalogues[locale]();
    return catalogue instanceof Promise || wantedTexts().length
      ? undefined
      : show({ locale, catalogue, provider: createI18nProvider(catalogue, locale) }, store);
  });
  useEffect(() => {
    if (shown?.locale === locale) return;
    let current = true;
    const dates = import('./dates').then((d) => d.setDatesLocale(locale));
    // The parts wanted as the language is chosen come with it; those wanted later join it (below).
    const wanted = wantedTexts();
    void Promise.all([catalogues[locale](), dates])
      .then(async ([catalogue]) => ({
        locale,
        catalogue,
        provider: wanted.length
          ? await import('./withTextParts').then((p) => p.translatorWithParts(catalogue, locale, wanted))
          : createI18nProvider(catalogue, locale),
      }))
      .then(
        (next) => current && setShown(show(next, store)),
        (error: unknown) => console.error(`The ${locale} texts could not be loaded`, error),
      );
    return () => {
      current = false;
    };
  }, [locale, shown, catalogues, store]);
  // Followed outside render: the app's top would render again, and with it everything below it.
  useEffect(() => {
    if (!shown) return;
    const join = () => {
      const parts = wantedTexts();
      if (!parts.length) return;
      import('./withTextParts')
        .then((p) => p.joinParts(shown.provider, shown.catalogue, shown.locale, parts))
        .catch((error: unknown) => console.error(`The ${shown.locale} texts could not be loaded`, error));
    };
    join();
    return onWantedTexts(join);
  }, [shown]);
  return shown?.provider;
}
