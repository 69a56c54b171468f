import type { I18nProvider } from 'react-admin';
import { withTexts, type Texts } from './catalogue';
import { createI18nProvider } from './i18nProvider';
import type { Locale } from './locale';
import type { TextPart } from './textParts';

/** Which parts each translator's catalogue holds (so a part's component knows when its texts are there). */
const holding = new WeakMap<I18nProvider, readonly TextPart[]>();

export const holdsTexts = (provider: I18nProvider, part: TextPart) => holding.get(provider)?.includes(part) ?? false;

/** A translator over a catalogue with these parts' texts (already loaded, in its language) added. */
export function translatorWith(
  catalogue: object,
  locale: Locale,
  parts: readonly { part: TextPart; texts: Texts }[],
): I18nProvider {
  const provider = createI18nProvider(
    withTexts(
      catalogue as { app: object },
      parts.map(({ texts }) => texts),
    ),
    locale,
  );
  holding.set(
    provider,
    parts.map(({ part }) => part),
  );
  return provider;
}

/** The same, loading the parts' texts in the catalogue's language first. */
export async function translatorWithParts(catalogue: object, locale: Locale, parts: readonly TextPart[]) {
  const loaded = await Promise.all(parts.map(async (part) => ({ part, texts: (await part[locale]()).texts })));
  return translatorWith(catalogue, locale, loaded);
}
