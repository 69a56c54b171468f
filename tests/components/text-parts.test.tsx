/**
 * Texts of lazy parts (src/i18n/textParts.ts): a component wanting a part shows none of its keys, only its
 * texts once the app's translator holds them, in the language shown, and the part follows a new language.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '@/i18n/locale';
import type { TextPart } from '@/i18n/textParts';
import { useLocalizedI18n, type Catalogues } from '@/i18n/useLocalizedI18n';
import { useTexts } from '@/i18n/useTexts';

const catalogues: Catalogues = {
  en: () => ({ app: { shared: 'Shared' } }),
  fr: () => Promise.resolve({ app: { shared: 'Partagé' } }),
  de: () => Promise.resolve({ app: { shared: 'Geteilt' } }),
};
const part: TextPart = {
  en: () => Promise.resolve({ texts: { demo: { hello: 'Hello %{name}' } } }),
  fr: () => Promise.resolve({ texts: { demo: { hello: 'Bonjour %{name}' } } }),
  de: () => Promise.resolve({ texts: { demo: { hello: 'Hallo %{name}' } } }),
};

/** Every text the lazy component rendered, in order (a key shown for one render would be among them). */
const rendered: string[] = [];

function LazyPart() {
  const ready = useTexts(part);
  const translate = useTranslate();
  if (!ready) return null;
  const text = translate('app.demo.hello', { name: 'Ada' });
  rendered.push(text);
  return <p>{text}</p>;
}

/** How often a component that translates, but wants no part, rendered. */
let elsewhere = 0;

function Elsewhere() {
  const translate = useTranslate();
  elsewhere++;
  return <p>{translate('app.shared')}</p>;
}

function App() {
  const i18nProvider = useLocalizedI18n(catalogues);
  if (!i18nProvider) return null;
  return (
    <I18nContextProvider value={i18nProvider}>
      <Elsewhere />
      <LazyPart />
    </I18nContextProvider>
  );
}

afterEach(() => act(() => chooseLocale('en')));

describe('text parts', () => {
  it("shows the part's text once the translator holds it, never its key, and follows a new language", async () => {
    render(<App />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    // The part joined the translator in place: what wants it rendered again, nothing else (issue 63: the
    // whole console did, as a user's panel first opened).
    expect(elsewhere).toBe(1);
    act(() => chooseLocale('fr'));
    expect(await screen.findByText('Bonjour Ada')).toBeTruthy();
    expect(screen.getByText('Partagé')).toBeTruthy();
    expect(rendered.filter((text) => text.startsWith('app.'))).toEqual([]);
    expect(rendered).toContain('Hello Ada');
  });
});
