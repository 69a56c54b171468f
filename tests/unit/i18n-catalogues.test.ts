/**
 * Every language's catalogue has exactly the keys of every other (react-admin's own included), each
 * text the same placeholders (%{name}) and, where English has a singular |||| plural, two forms too
 * (French and German have two). A key added in one language only fails here, naming it.
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from '@resources/index';
import { TEXT_PARTS } from '../support/textParts';
import { LOCALES, type Locale } from '@/i18n/locale';
import { mergeTexts } from '@/i18n/catalogue';
import { errorCodes } from '@/i18n/messages/errorCodes';
import { visitorCatalogues } from '@/i18n/visitorCatalogues';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [sub, text] of texts(value, `${prefix}${key}.`)) found.set(sub, text);
  }
  return found;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const forms = (text: string) => text.split('||||').length;

/** What differs between a language's catalogue and English's: keys missing or extra, placeholders, plural forms. */
export function differences(english: Tree, other: Tree): string[] {
  const en = texts(english);
  const them = texts(other);
  const found: string[] = [];
  for (const key of en.keys()) if (!them.has(key)) found.push(`missing ${key}`);
  for (const key of them.keys()) if (!en.has(key)) found.push(`extra ${key}`);
  for (const [key, text] of en) {
    const translated = them.get(key);
    if (translated === undefined) continue;
    // react-admin's own packages word some texts without the English placeholders (a count said in words).
    if (!key.startsWith('ra.') && placeholders(text).join() !== placeholders(translated).join()) {
      found.push(`placeholders of ${key}: ${placeholders(text).join()} / ${placeholders(translated).join()}`);
    }
    if (!key.startsWith('ra.') && forms(text) !== forms(translated)) found.push(`plural forms of ${key}`);
  }
  return found;
}

/**
 * A catalogue as the other languages must match it: English shows the platform's own error texts, so its
 * catalogue has no copy of them; the other languages translate them (messages/errorCodes.ts).
 */
const load = async (set: typeof catalogues, locale: Locale) => {
  const catalogue = (await set[locale]()) as Tree;
  return locale === 'en' ? mergeTexts(catalogue, { app: { errors: { codes: errorCodes } } }) : catalogue;
};
const OTHERS = LOCALES.filter((locale) => locale !== 'en');

describe.each([
  ['admin app', catalogues],
  ['visitors app', visitorCatalogues],
] as const)("the %s's catalogues", (_name, set) => {
  it.each(OTHERS)('%s has exactly the English keys, placeholders and plural forms', async (locale) => {
    expect(differences(await load(set, 'en'), await load(set, locale))).toEqual([]);
  });

  it.each(OTHERS)('%s translates: most of its texts differ from the English ones', async (locale) => {
    const en = texts(await load(set, 'en'));
    const other = texts(await load(set, locale));
    const same = [...en].filter(([key, text]) => other.get(key) === text).length;
    expect(same / en.size).toBeLessThan(0.25);
  });
});

describe('the text parts loaded with lazy components (src/i18n/textParts.ts)', () => {
  const partTexts = async (index: number, locale: Locale) => (await TEXT_PARTS[index][locale]()).texts;
  const indices = TEXT_PARTS.map((_part, index) => index);

  it.each(indices.flatMap((index) => OTHERS.map((locale) => [index, locale] as const)))(
    'part %i in %s has exactly the English keys, placeholders and plural forms',
    async (index, locale) => {
      expect(differences(await partTexts(index, 'en'), await partTexts(index, locale))).toEqual([]);
    },
  );

  it.each(indices)('part %i says nothing the catalogue an app starts with says (one place per text)', async (index) => {
    const part = texts(await partTexts(index, 'en'));
    const startup = texts((await load(catalogues, 'en')).app as Tree);
    expect([...part.keys()].filter((key) => startup.has(key))).toEqual([]);
    expect(part.size).toBeGreaterThan(0);
  });
});

describe("the visitors' app's copy of react-admin's question before changes are lost", () => {
  it.each(LOCALES)("%s is react-admin's own text, as the admin app asks it", async (locale) => {
    const question = (tree: any) => tree.ra.message.unsaved_changes;
    expect(question(await visitorCatalogues[locale]())).toBe(question(await catalogues[locale]()));
  });
});

describe('the completeness check itself', () => {
  it('fails on a planted defect: a key only English has, a key only French has, a lost placeholder, a lost plural', async () => {
    const en = await load(catalogues, 'en');
    const fr = structuredClone(await load(catalogues, 'fr')) as any;
    delete fr.app.shell.language.label;
    fr.app.shell.language.extra = 'Extra';
    fr.app.account.tokens.revokeNamed = 'Révoquer';
    fr.app.resources.users.bulk.run.delete = 'Supprimer %{count} utilisateurs';
    expect(differences(en, fr)).toEqual([
      'missing app.shell.language.label',
      'extra app.shell.language.extra',
      'placeholders of app.account.tokens.revokeNamed: %{name} / ',
      'plural forms of app.resources.users.bulk.run.delete',
    ]);
  });
});
