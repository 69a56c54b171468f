import type { Stack } from './global-setup';

/**
 * Points this worker at its own console and API: global-setup.ts starts one pair per worker, and each
 * worker takes the pair of its parallel index (Playwright's TEST_PARALLEL_INDEX), so no two tests that
 * run at once share the state a test resets. Specs read the addresses from process.env as before.
 */
const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as Stack[];
if (stacks.length) {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % stacks.length;
  Object.assign(process.env, stacks[index]);
}
