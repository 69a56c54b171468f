// The project's Vitest configuration narrowed to one module's tests (MUTATION_MODULE, tests/mutation/modules.mjs),
// for Stryker. The narrowing is done here rather than with Stryker's `testFiles`, because with `testFiles`
// Stryker 9 activates a static mutant (a module-level constant: a regular expression, an allow-list) only after
// the module has loaded, so it could never be killed.
import { defineConfig } from 'vitest/config';
import base from '../../vite.config.ts';
import { MODULES } from './modules.mjs';

const module = MODULES.find((m) => m.name === process.env.MUTATION_MODULE);
if (!module) throw new Error(`MUTATION_MODULE must be one of: ${MODULES.map((m) => m.name).join(', ')}`);

/** The module's test globs that fall within a project's own. */
const within = (include) => module.tests.filter((glob) => include.some((own) => glob.startsWith(own.split('*')[0])));

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: base.test.projects
      .map((project) => ({ ...project, test: { ...project.test, include: within(project.test.include) } }))
      .filter((project) => project.test.include.length > 0),
  },
});
