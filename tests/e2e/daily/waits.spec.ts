import type { Page } from '@playwright/test';
import { test, expect, signInAs, demo } from '../support/test';
import { apiTotal, menu, openResource, rows } from '../support/pages';

/**
 * Issue 42, item 4: on a slow network every wait longer than a moment shows progress where the answer
 * will show (a progress bar, skeleton rows): a list's first page and its next page, a record's detail (the
 * full-screen dialog at 390 px) and its tabs. The network here answers only once the test has looked,
 * so nothing depends on how fast the machine is.
 */

test.describe.configure({ timeout: 120_000 });

/** Holds every call to the API until `release()`; calls made after it go at once. */
function holdApi(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/(account|unity)\//, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('a list shows progress while its next page and its first page load', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const main = page.getByRole('main');
  const table = main.getByRole('table');

  let release = holdApi(page);
  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await expect(main.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  // The rows still shown are the last page's: the table says it is busy.
  await expect(table).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows(page).first()).not.toContainText('Alex Morgan');
  await page.unrouteAll({ behavior: 'wait' });

  const groups = await apiTotal(page, '/account/groups');
  release = holdApi(page);
  await menu(page).getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(rows(page)).toHaveCount(groups);
  await expect(main.getByRole('progressbar')).toHaveCount(0);
});

test("at 390 px a user's dialog shows progress at once, and so does a tab while it loads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');

  let release = holdApi(page);
  await rows(page).filter({ hasText: 'Jamie Rivera' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The user's full record, their groups and the apps to choose from are on their way.
  await expect(dialog.getByRole('progressbar', { name: 'Loading' }).first()).toBeVisible();
  release();
  await expect(dialog.getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog).toHaveAccessibleName('Jamie Rivera');
  await page.unrouteAll({ behavior: 'wait' });

  release = holdApi(page);
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(dialog.getByText('No changes recorded yet').or(dialog.getByRole('article').first())).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
});
