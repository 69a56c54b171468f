/**
 * A resource's texts are in one namespace, `app.resources.<name>`, which its folder's messages files
 * (English, French, German) hold whole; a resource's code names no other resource's texts. And every
 * message key the console writes is in the catalogue, so a key renamed on one side only fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, definitions } from '@resources/index';
import { TEXT_PARTS } from '../support/textParts';
import { mergeTexts, type Texts } from '@/i18n/catalogue';
import { errorCodes } from '@/i18n/messages/errorCodes';
import { LOCALES } from '@/i18n/locale';
import type { TextPart } from '@/i18n/textParts';

const root = resolve(import.meta.dirname, '../..');

type Messages = { messages: Record<string, unknown> };
const messageFiles = import.meta.glob<Messages>('../../resources/*/messages*.ts', { eager: true });
const definitionFiles = import.meta.glob<{ default: { name: string }; textParts?: TextPart[] }>(
  '../../resources/*/index.ts',
  { eager: true },
);

/** The resource each folder defines, by folder name. */
const nameOf = Object.fromEntries(
  Object.entries(definitionFiles).map(([path, module]) => [basename(dirname(path)), module.default.name]),
);
const resourceNames = new Set(definitions.map((definition) => definition.name));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** The message keys a file writes: whole keys (`'app.admin.close'`) and key prefixes (`` `app.resources.users.admin.${tab}` ``). */
export function keysIn(text: string): { key: string; prefix: boolean }[] {
  return [...text.matchAll(/['"`](app\.[\w.]*\w)(\.?)(?=\$\{|['"`])/g)].map((m) => ({
    key: m[1],
    prefix: m[2] === '.',
  }));
}

// English shows the platform's own error texts: only the other languages have `app.errors.codes`. The text
// parts of lazy components (src/i18n/textParts.ts) are in it once wanted.
const english = [errorCodes, ...(await Promise.all(TEXT_PARTS.map(async (part) => (await part.en()).texts)))].reduce(
  (whole: Texts, part, index) => mergeTexts(whole, { app: index === 0 ? { errors: { codes: part } } : part }),
  catalogue as unknown as Texts,
);
const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

/** The keys of `files` the catalogue lacks: a whole key names a text or a group of texts, a prefix a group. */
function missingKeys(files: string[]): string[] {
  return files.flatMap((file) =>
    keysIn(code(file))
      .filter(({ key, prefix }) => {
        const found = lookup(key);
        return prefix ? typeof found !== 'object' : found === undefined;
      })
      .map(({ key }) => `${relative(root, file)}: ${key}`),
  );
}

describe("a resource's texts", () => {
  it('are under app.resources.<its name>, and nothing else, in each of its messages files', () => {
    const files = Object.entries(messageFiles);
    expect(files.length).toBe(3 * Object.keys(nameOf).length);
    const stray = files.flatMap(([path, { messages }]) => {
      const name = nameOf[basename(dirname(path))];
      const resources = messages.resources as Record<string, unknown> | undefined;
      const ok = Object.keys(messages).join() === 'resources' && !!resources && Object.keys(resources).join() === name;
      return ok ? [] : [`${path}: ${Object.keys(messages).join()} / ${Object.keys(resources ?? {}).join()}`];
    });
    expect(stray).toEqual([]);
  });

  it("are under app.resources.<its name> in its lazy panels' text parts too, in every language", async () => {
    const stray: string[] = [];
    for (const [path, module] of Object.entries(definitionFiles)) {
      for (const part of module.textParts ?? []) {
        for (const locale of LOCALES) {
          const { resources, ...others } = (await part[locale]()).texts as Record<string, Record<string, unknown>>;
          const ok = Object.keys(others).length === 0 && Object.keys(resources ?? {}).join() === module.default.name;
          if (!ok) stray.push(`${path} (${locale}): ${Object.keys(resources ?? {}).join()}`);
        }
      }
    }
    expect(stray).toEqual([]);
  });

  it("are named by no other resource's code", () => {
    const borrowed = Object.entries(nameOf).flatMap(([folder, name]) =>
      sources(join(root, 'resources', folder)).flatMap((file) =>
        keysIn(code(file))
          .map(({ key }) => key.match(/^app\.resources\.(\w+)/)?.[1])
          .filter((owner) => owner !== undefined && owner !== name && resourceNames.has(owner))
          .map((owner) => `${relative(root, file)}: app.resources.${owner}`),
      ),
    );
    expect(borrowed).toEqual([]);
  });
});

describe('message keys', () => {
  it('every key the console writes is in the catalogue', () => {
    expect(missingKeys([...sources(join(root, 'src')), ...sources(join(root, 'resources'))])).toEqual([]);
  });

  it('reads keys and prefixes as written (a self-check of the parser)', () => {
    expect(keysIn("translate('app.admin.close'); t(`app.resources.users.admin.${tab}`); `${TEXTS}.x`")).toEqual([
      { key: 'app.admin.close', prefix: false },
      { key: 'app.resources.users.admin', prefix: true },
    ]);
  });
});
