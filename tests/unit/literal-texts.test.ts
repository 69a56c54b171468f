/**
 * No component writes a text a person reads: every one comes from the message catalogue, so every
 * language has it (tests/support/literalTexts.ts says what counts). A new literal fails here with its
 * file and line: put it in the catalogue (English, French and German) and translate its key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTexts } from '../support/literalTexts';

const root = resolve(import.meta.dirname, '../..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    // Tests beside their components (resources/<name>/*.test.tsx) write the texts they expect to see.
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('texts a person reads come from the catalogue', () => {
  const files = [...components(join(root, 'src')), ...components(join(root, 'resources'))];

  it('covers every component of the console', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no component writes one itself', () => {
    const found = files.flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8'), file).map(
        ({ line, text }) => `${relative(root, file)}:${line} ${JSON.stringify(text)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a planted one in each place it looks', () => {
    const planted = `
      export function Planted({ notify }) {
        const translate = useTranslate();
        return (
          <Box title="Delete user" aria-label={translate('app.admin.close')}>
            Are you sure?
            {'Nothing here'}
            <TextField label={open ? 'Name' : translate('app.resources.fields.name')} placeholder="/users/5" />
            <Button onClick={() => notify('User saved.')}>{translate('app.admin.save')}</Button>
            <Chip label={\`Total: \${count}\`} />
            {' · '}
          </Box>
        );
      }`;
    expect(literalTexts(planted).map(({ text }) => text)).toEqual([
      'Delete user',
      'Are you sure?',
      'Nothing here',
      'Name',
      'User saved.',
      'Total:',
    ]);
  });
});
