// @vitest-environment node
/**
 * The lint's own rules of this project (eslint/boundaries.mjs from layers.mjs, eslint/conventions.mjs)
 * catch what they are there for: each planted import or call below fails as it should, and what the
 * conventions allow passes. `npm run lint` applies them to the tree; this says they can fail.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

// Only the project's rules, without type information: a planted file is in no TypeScript project.
const OURS = /^(boundaries\/|no-restricted-|@typescript-eslint\/no-restricted-imports$)/;
const eslint = new ESLint({
  cwd: root,
  cache: false,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => OURS.test(ruleId),
});

// ESLint loads the configuration and its plug-ins at the first file: seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => eslint.lintText('', { filePath: join(root, 'src/constants.ts') }), 180_000);

/** The rules a file at `path` holding `code` breaks, with their messages. */
async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('the layers (layers.mjs, through eslint-plugin-boundaries)', () => {
  it('refuses an import from a layer above, naming both', async () => {
    const found = await findings('src/platform/planted.ts', "import { askAccess } from '@/auth/access';\n");
    expect(found).toEqual([
      expect.objectContaining({
        ruleId: 'boundaries/dependencies',
        message: expect.stringMatching(/src\/platform.*src\/auth/),
      }),
    ]);
  });

  it('refuses a relative, type-only or dynamic import from above as well', async () => {
    const code = [
      "import type { Definition } from '../engine/types';",
      "export const later = () => import('../layout/ShellLayout');",
    ].join('\n');
    const found = await findings('src/forms/planted.ts', code);
    expect(found.map(({ ruleId }) => ruleId)).toEqual(['boundaries/dependencies', 'boundaries/dependencies']);
  });

  it('keeps the engine and the search bar apart, and lets the engine use what is below it', async () => {
    expect(await findings('src/engine/planted.ts', "import { SearchBar } from '@/search/SearchBar';\n")).toEqual([
      expect.objectContaining({ ruleId: 'boundaries/dependencies' }),
    ]);
    expect(await findings('src/engine/planted.ts', "import { parseFilters } from '@/filters/codec';\n")).toEqual([]);
  });

  it('holds the development API to its own layers', async () => {
    const found = await findings('fixtures/server/domain/planted.ts', "import { SIGNED_IN } from '../gate/access';\n");
    expect(found).toEqual([expect.objectContaining({ ruleId: 'boundaries/dependencies' })]);
    expect(await findings('fixtures/server/gate/planted.ts', "import type { Ctx } from '../context';\n")).toEqual([]);
  });

  it('keeps contract/ apart from both sides, and the API apart from the console but for contract/', async () => {
    const fromContract = await findings(
      'contract/schemas/planted.ts',
      "import { PAGE_SIZE } from '../../src/constants';\n",
    );
    expect(fromContract).toEqual([
      expect.objectContaining({ ruleId: 'boundaries/dependencies', message: expect.stringMatching(/contract/) }),
    ]);
    const api = await findings(
      'fixtures/server/routes/planted.ts',
      "import { PAGE_SIZE } from '../../../src/constants';\n",
    );
    expect(api).toEqual([
      expect.objectContaining({ ruleId: 'boundaries/dependencies', message: expect.stringMatching(/development API/) }),
    ]);
    const shared = "import { ERROR_CODES } from '../../../contract/errors';\n";
    expect(await findings('fixtures/server/routes/planted.ts', shared)).toEqual([]);
    expect(await findings('src/platform/planted.ts', "import { ERROR_CODES } from '@contract/errors';\n")).toEqual([]);
  });

  it('refuses a folder that is in no layer', async () => {
    const found = await findings('src/newFolder/planted.ts', 'export const x = 1;\n');
    expect(found.map(({ ruleId }) => ruleId)).toEqual(['boundaries/no-unknown-files']);
  });
});

describe('one way to call the platform (eslint/conventions.mjs)', () => {
  it("refuses the request helpers, a calls module and fetch outside the providers' modules", async () => {
    const code = [
      "import { platformRequest } from '@/platform/request';",
      "import { usersCalls } from '@resources/users/calls';",
      "import type { UsersDataProvider } from '@resources/users/calls';",
      "export const go = () => fetch('/account/users').then(() => platformRequest('account', '/x'));",
      'export const all = [usersCalls] as UsersDataProvider[];',
    ].join('\n');
    const found = await findings('src/layout/planted.tsx', code);
    expect(found.map(({ ruleId }) => ruleId).sort()).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
      'no-restricted-globals',
    ]);
  });

  it("lets a resource's calls.ts use the request helpers", async () => {
    const code = "import { platformRequest } from '@/platform/request';\nexport const c = platformRequest;\n";
    expect(await findings('resources/users/calls.ts', code)).toEqual([]);
  });
});

describe("the address's parameters and the form's state (eslint/conventions.mjs)", () => {
  it("refuses react-router's setter of the parameters and formState read through the form's context", async () => {
    const code = [
      "import { useSearchParams } from 'react-router-dom';",
      "import { useFormContext } from 'react-hook-form';",
      'export function Planted() {',
      '  const [params, setParams] = useSearchParams();',
      '  const dirty = useFormContext().formState.isDirty;',
      '  const { formState } = useFormContext();',
      '  return [params, setParams, dirty, formState];',
      '}',
    ].join('\n');
    const found = await findings('src/layout/planted.tsx', code);
    expect(found.map(({ ruleId }) => ruleId)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    const reading =
      "import { useSearchParams } from 'react-router-dom';\nexport const useP = () => useSearchParams()[0];\n";
    expect(await findings('src/layout/planted.tsx', reading)).toEqual([]);
  });
});
