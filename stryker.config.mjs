// StrykerJS for one module of tests/mutation/modules.mjs (MUTATION_MODULE, set by `npm run test:mutation`,
// tests/mutation/run.mjs): its files mutated, its tests run by Vitest, one module's results per incremental
// file so that running one module leaves the others' results alone.
import { MODULES, TARGET } from './tests/mutation/modules.mjs';

const name = process.env.MUTATION_MODULE;
const module = MODULES.find((m) => m.name === name);
if (!module) throw new Error(`MUTATION_MODULE must be one of: ${MODULES.map((m) => m.name).join(', ')}`);
const reports = `reports/mutation/${module.name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The project's configuration narrowed to the module's tests (not `testFiles`: see that file).
  vitest: { configFile: 'tests/mutation/vitest.config.mjs', related: module.related ?? true },
  mutate: module.mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared (2 cores): one test runner unless told otherwise.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  // Stryker 9 rewrites tsconfig.json's `extends` and `references` for its sandbox with TypeScript's
  // programmatic API, imported as 'typescript': TypeScript 7 exports none there (its API is under
  // `unstable/`), and this tsconfig has neither, so Stryker is pointed at no file and rewrites nothing.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/report.json` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: TARGET, low: TARGET - 10, break: null },
  // A loaded machine makes honest runs slow: a mutant counts as a timeout only well past its normal time.
  timeoutMS: 15_000,
  // The first run of a module's tests (the dry run) takes minutes at a low priority on a loaded machine.
  dryRunTimeoutMinutes: 30,
  // Not needed by any Vitest project, and large or generated.
  ignorePatterns: [
    '/dist',
    '/.e2e-dist',
    '/test-results',
    '/playwright-report',
    '/fixtures/.data',
    '/fixtures/generated',
    '/tests/e2e',
    '/tests/bench',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
