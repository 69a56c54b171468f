// `npm run lint`: typescript-eslint with type information, React's hooks rules (the React Compiler's
// included) and the layers (layers.mjs) through eslint-plugin-boundaries. Zero warnings: a finding is
// fixed, or disabled on its line with the rule's name and why (`// eslint-disable-next-line rule -- why`).
import './eslint/typescriptApi.mjs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint/boundaries.mjs';
import { conventions } from './eslint/conventions.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'fixtures/.data/**',
      'fixtures/generated/**',
      '.stryker-tmp/**',
      'tests/bench/stock/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // react-admin's records (RaRecord: `[key: string]: any`), json-server's rows and the libraries' JSON hand
      // `any` around by design; the type-check (strict) is what holds the types, these would flag every read.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // react-admin's, react-hook-form's and MUI's hooks answer objects of functions typed as methods, which the
      // console destructures as their documentation does (`const { setSort } = useListController()`).
      '@typescript-eslint/unbound-method': 'off',
      // An event handler may be async (React ignores what it returns); a promise handed elsewhere is still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function that awaits nothing still answers a promise, as an interface asks (a data-provider
      // method, a bulk action, a test's fake).
      '@typescript-eslint/require-await': 'off',
      // Values of records, filters and the history are unknown by nature (a cell shows what the platform sent);
      // String() and templates of them are what the console means. The type-check holds the rest.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // `'current' | string` names the special value a parameter takes beside any other, for the reader.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // `_` names what a signature must take and the code does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests hand async fakes to mocks typed for any return (vi.fn's mockImplementation).
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  {
    // The benchmarks read what a page's script text answers (page.evaluate: any) with an assertion saying what.
    files: ['tests/bench/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', module: 'readonly', require: 'readonly' },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  { plugins: { boundaries }, ...boundariesConfig },
  ...conventions,
);
