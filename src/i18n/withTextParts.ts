import { listeners } from '@/listeners';
import { withTexts, type Texts } from './catalogue';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from './i18nProvider';
import type { Locale } from './locale';
import type { TextPart } from './textParts';

/** Which parts each translator's catalogue holds (so a part's component knows when its texts are there). */
const holding = new WeakMap<object, readonly TextPart[]>();
/** The catalogue each translator made here translates from now (with the parts that joined it). */
const catalogueOf = new WeakMap<object, object>();
/** The parts each translator is loading, so that a part wanted twice loads once. */
const joining = new WeakMap<object, Set<TextPart>>();
const joined = listeners();

export const holdsTexts = (provider: object, part: TextPart) => holding.get(provider)?.includes(part) ?? false;
/** Tells when parts have joined a translator (useTexts' subscription). */
export const onTextsJoined = joined.add;

const loadTexts = (parts: readonly TextPart[], locale: Locale) =>
  Promise.all(parts.map(async (part) => ({ part, texts: (await part[locale]()).texts })));

/** A translator over a catalogue with these parts' texts (already loaded, in its language) added. */
export function translatorWith(
  catalogue: object,
  locale: Locale,
  parts: readonly { part: TextPart; texts: Texts }[],
): I18nProvider {
  const withParts = withTexts(
    catalogue as { app: object },
    parts.map(({ texts }) => texts),
  );
  const translator = createI18nProvider(withParts, locale);
  catalogueOf.set(translator, withParts);
  holding.set(
    translator,
    parts.map(({ part }) => part),
  );
  return translator;
}

/** The same, loading the parts' texts in the catalogue's language first. */
export async function translatorWithParts(catalogue: object, locale: Locale, parts: readonly TextPart[]) {
  return translatorWith(catalogue, locale, await loadTexts(parts, locale));
}

/**
 * Adds to a translator (over `catalogue`, in `locale`) the parts it does not hold yet, in place, and tells
 * the parts' components (useTexts). It stays the same object, so that only what shows the new texts
 * renders again: a new translator renders every component that translates, the whole console, and did so
 * as a user's panel first opened (issue 63).
 */
export async function joinParts(
  translator: I18nProvider,
  catalogue: object,
  locale: Locale,
  parts: readonly TextPart[],
): Promise<void> {
  const loading = joining.get(translator) ?? new Set();
  joining.set(translator, loading);
  const missing = parts.filter((part) => !holdsTexts(translator, part) && !loading.has(part));
  if (!missing.length) return;
  missing.forEach((part) => loading.add(part));
  try {
    const loaded = await loadTexts(missing, locale);
    const grown = withTexts(
      (catalogueOf.get(translator) ?? catalogue) as { app: object },
      loaded.map(({ texts }) => texts),
    );
    // react-admin's translator is an object of functions over its catalogue: the grown one's take their place.
    Object.assign(translator, createI18nProvider(grown, locale));
    catalogueOf.set(translator, grown);
    holding.set(translator, [...(holding.get(translator) ?? []), ...missing]);
    joined.emit();
  } finally {
    missing.forEach((part) => loading.delete(part));
  }
}
