import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, test } from './test';

/**
 * Every rule axe has (issue 22): the WCAG 2.2 A and AA rules of issue 14, and the AAA ones, the best
 * practices and the experimental ones (label in name among them), which axe leaves off by default.
 */
export const ALL_RULES = axe.getRules().map((rule) => rule.ruleId);

/**
 * Listed on the test (annotations), not failed on:
 * - WCAG's AAA contrast (7:1). The console's target is AA (4.5:1, issue 14); meeting it is a change of
 *   both themes' palettes.
 * - `region` (a best practice): axe 4.14 flags the open menus of MUI (the search bar's Field and presets
 *   menus), popups portalled outside every landmark while the rest of the page is hidden from assistive
 *   technology, as the ARIA menu pattern has them.
 */
const REPORTED_ONLY = new Set(['color-contrast-enhanced', 'region']);

/**
 * The impacts a finding fails on: serious and critical, and moderate since issue 42 (two navigations of
 * one page with one name, axe's landmark-unique, is moderate); minor ones are axe's nits.
 */
const FAILING = new Set(['critical', 'serious', 'moderate']);

export type Theme = 'light' | 'dark';

/** Opens the console in the given theme: the dark-mode flag is the `darkMode` cookie (spec 1). */
export async function useTheme(context: BrowserContext, theme: Theme) {
  await context.addCookies([{ name: 'darkMode', value: String(theme === 'dark'), url: process.env.E2E_BASE_URL! }]);
}

/**
 * Waits until nothing moves: a dialog's or panel's fade, a menu's grow. Colour contrast measured mid-fade
 * would judge a colour that is not the final one. Endless animations (spinners) are left aside.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe once on the page as it is and fails on any moderate, serious or critical violation, each named
 * by its rule and the element's target (and what axe says is wrong), so the message alone says what to fix.
 * Legacy mode runs axe inside the page itself: the default opens an extra page per run, slow on a busy machine
 * and needless here (the console has no cross-origin frames).
 */
export async function expectAccessible(page: Page, state: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withRules(ALL_RULES).setLegacyMode(true).analyze();
  const describe = (list: typeof violations) =>
    list.flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' > ')} (${node.html.slice(0, 160)}): ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
  for (const finding of describe(failing.filter((v) => REPORTED_ONLY.has(v.id)))) {
    test.info().annotations.push({ type: 'axe, reported only', description: `${state}: ${finding}` });
  }
  expect(
    describe(failing.filter((v) => !REPORTED_ONLY.has(v.id))),
    `${state}: moderate, serious or critical axe violations`,
  ).toEqual([]);
  // axe names a dialog's missing title only among its best practices: every open dialog has one here.
  for (const dialog of await page.getByRole('dialog').all()) {
    await expect(dialog, `${state}: a dialog without a title`).toHaveAccessibleName(/\S/);
  }
}
