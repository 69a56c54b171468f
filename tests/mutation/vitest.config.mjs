// The project's Vitest configuration narrowed to one module's tests (MUTATION_MODULE, tests/mutation/modules.mjs),
// for Stryker. The narrowing is done here rather than with Stryker's `testFiles`, because with `testFiles`
// Stryker 9 activates a static mutant (a module-level constant: a regular expression, an allow-list) only after
// the module has loaded, so it could never be killed.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import base from '../../vite.config.ts';
import { MODULES } from './modules.mjs';

const module = MODULES.find((m) => m.name === process.env.MUTATION_MODULE);
if (!module) throw new Error(`MUTATION_MODULE must be one of: ${MODULES.map((m) => m.name).join(', ')}`);

/** The module's test globs that fall within a project's own. */
const within = (include) => module.tests.filter((glob) => include.some((own) => glob.startsWith(own.split('*')[0])));

/**
 * The module's test files in the order modules.mjs lists them (Vitest's own order runs the longest first).
 * Stryker stops a mutant's run at its first failing test, so a fast direct test listed first kills a mutant
 * before any API test file starts its server.
 */
class ListedOrder extends BaseSequencer {
  async sort(files) {
    const rank = (file) => {
      const index = module.tests.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index < 0 ? module.tests.length : index;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    sequence: { ...base.test.sequence, sequencer: ListedOrder },
    projects: base.test.projects
      .map((project) => ({ ...project, test: { ...project.test, include: within(project.test.include) } }))
      .filter((project) => project.test.include.length > 0),
  },
});
