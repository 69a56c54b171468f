import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG 2.2 A and AA rules (issue 14): axe's tags for each level of 2.0, 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
 * Runs axe once on the page as it is and fails on any serious or critical violation, each named by its
 * rule and the element's target (and what axe says is wrong), so the message alone says what to fix.
 * Legacy mode runs axe inside the page itself: the default opens an extra page per run, slow on a busy machine
 * and needless here (the console has no cross-origin frames).
 */
export async function expectAccessible(page: Page, state: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' > ')} (${node.html.slice(0, 160)}): ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
  expect(found, `${state}: serious or critical axe violations`).toEqual([]);
  // axe names a dialog's missing title only among its best practices: every open dialog has one here.
  for (const dialog of await page.getByRole('dialog').all()) {
    await expect(dialog, `${state}: a dialog without a title`).toHaveAccessibleName(/\S/);
  }
}
