/**
 * What the project imports is what package.json declares, and the other way round: a package used only
 * because another one brings it along breaks the day that one stops, and a package declared but never used
 * is weight and audit surface for nothing (issue 35). The console's code (src/, resources/) imports only
 * runtime dependencies; the development API, the tests and the tools may import dev dependencies too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Declared and used without an import: commands of package.json's scripts and tools' plug-ins, with where. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@stryker-mutator/core': 'npm run test:mutation (tests/mutation/run.mjs starts `stryker`)',
  '@stryker-mutator/vitest-runner': "stryker.config.mjs names it as the test runner ('vitest')",
  jsdom: 'the environment of the unit and component tests (vite.config.ts)',
  prettier: 'npm run format',
  eslint: 'npm run lint (eslint.config.mjs)',
  'eslint-import-resolver-typescript': "eslint/boundaries.mjs names it as the import resolver ('typescript')",
  tsx: 'the scripts of package.json (npm start, the benchmarks)',
  typescript: 'npm run typecheck and build',
  'axe-core': "@axe-core/playwright's peer, pinned to the release its rules are checked with",
  'flag-icons': "its flags' files, which src/forms/countryFlag.tsx globs from node_modules",
  'patch-package': "npm install's postinstall, which applies patches/ to the libraries (ra-ui-materialui's select-all)",
};

/** Peers of what the code imports, declared so that their versions are pinned and aligned with it. */
const PEERS: Record<string, string> = {
  '@emotion/styled': "@mui/material's styling engine",
  '@mui/system': '@mui/material, on the same version',
  'ra-core': 'react-admin, on the same version',
  'ra-ui-materialui': 'react-admin, on the same version',
  'react-router': 'react-router-dom, on the same version',
  '@testing-library/dom': "@testing-library/react's",
};

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', 'reports', 'test-results', '.git']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The packages a file imports (static, dynamic, type-only and `require`), by their package names. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    // A dynamic import; not a JSDoc type's `{import('…').Type}`, which names a type and loads nothing.
    ...text.matchAll(/(?<!\{)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .filter(
      (s) =>
        !s.startsWith('.') &&
        !s.startsWith('/') &&
        !s.startsWith('@/') &&
        !s.startsWith('@resources/') &&
        !s.startsWith('@contract/'),
    )
    .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]))
    .filter((s) => !s.startsWith('virtual:') && !s.startsWith('\0'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

const TEST = /\.test\.tsx?$/;

/** The packages the files under `dirs` import, each with a file importing it; a resource's tests are tests. */
function importsUnder(tests: boolean, ...dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    const path = join(root, dir);
    const files = (statSync(path).isDirectory() ? sources(path) : [path]).filter((f) => tests || !TEST.test(f));
    for (const file of files) for (const name of importedPackages(file)) if (!found.has(name)) found.set(name, file);
  }
  return found;
}

const consoleImports = importsUnder(false, 'contract', 'src', 'resources');
const allImports = importsUnder(
  true,
  'contract',
  'src',
  'resources',
  'fixtures',
  'tests',
  'deploy',
  'vite.config.ts',
  'playwright.config.ts',
  'stryker.config.mjs',
  'eslint.config.mjs',
  'eslint',
  'layers.mjs',
);
const runtime = new Set(Object.keys(manifest.dependencies));
const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies)]);

describe('declared dependencies', () => {
  it("the console's code imports only runtime dependencies", () => {
    const undeclared = [...consoleImports].filter(([name]) => !runtime.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(undeclared).toEqual([]);
  });

  it('every imported package is declared', () => {
    const undeclared = [...allImports].filter(([name]) => !declared.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(undeclared).toEqual([]);
  });

  it('every declared package is used', () => {
    const typesFor = (name: string) => name.replace(/^@types\//, '').replace(/^(.+)__(.+)$/, '@$1/$2');
    const unused = [...declared].filter(
      (name) =>
        !allImports.has(name) &&
        !(name in USED_WITHOUT_IMPORT) &&
        !(name in PEERS) &&
        !(name.startsWith('@types/') && (allImports.has(typesFor(name)) || typesFor(name) === 'node')),
    );
    expect(unused).toEqual([]);
  });
});
