import { test, expect, signInAs, demo } from '../support/test';
import { FIRST_LOAD, openAccount, openRecord, panel } from '../support/pages';

/**
 * Issue 42, item 5: stopping an impersonation brings the administrator back where they started it (the
 * user's panel), and the account popover offers Stop Impersonating on a desktop too, not only the chip.
 */

test.describe.configure({ timeout: 120_000 });

test("Stop Impersonating, from the account popover or the chip, returns to the user's panel", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await panel(page).getByRole('button', { name: 'Impersonate' }).click();
  const chip = page.getByRole('button', { name: 'Impersonating Jamie Rivera' });
  await expect(chip).toBeVisible();
  // The console goes to / as Jamie, carrying none of the administrator's lists: nothing refetched as Jamie
  // is refused (it once was, and three "not allowed" notices covered the popover).
  await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/apps');
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, FIRST_LOAD);
  await expect(page.getByText('You are not allowed to do this.')).toHaveCount(0);

  // The desktop popover offers it, with whom.
  await openAccount(page);
  const account = page.getByRole('dialog', { name: 'Account' });
  await account.getByRole('menuitem', { name: /Stop Impersonating/ }).click();
  // A page loaded afresh (spec 1: stopping reloads), at the administrator's place.
  await expect(page).toHaveURL(/\/users\?userID=2$/);
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  await expect(chip).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^AM/ })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The chip does the same.
  await panel(page).getByRole('button', { name: 'Impersonate' }).click();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/users\?userID=2$/);
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  await expect(chip).toHaveCount(0);
});
