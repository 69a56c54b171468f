import { test, expect, signInAs, demo } from '../support/test';
import { FIRST_LOAD } from '../support/pages';

/**
 * Issue 42, item 9: the policy tester's user box finds people by what its options show, their names,
 * as well as by e-mail (the platform's user search, POST /account/users/search).
 */

test.describe.configure({ timeout: 120_000 });

test('the policy tester finds a user by first name, by last name and by e-mail, and tests a call as them', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  await page.getByRole('button', { name: 'Policy Tester' }).click(FIRST_LOAD);
  const tester = page.getByRole('dialog', { name: 'Policy Tester' });
  const user = tester.getByRole('combobox', { name: 'User' });
  const jamie = page.getByRole('option', { name: 'Jamie Rivera (user@example.com)' });

  for (const typed of ['Jamie', 'rivera', 'Jamie Riv', 'user@example']) {
    await user.fill(typed);
    await expect(jamie, typed).toBeVisible();
  }
  await jamie.click();
  await expect(user).toHaveValue('Jamie Rivera (user@example.com)');
  await tester.getByRole('button', { name: 'GET', exact: true }).click();
  await tester.getByLabel('Service').click();
  await page.getByRole('option', { name: 'account', exact: true }).click();
  await tester.getByRole('textbox', { name: 'Path' }).fill('/users/current');
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(tester.getByRole('status').getByText('Allowed', { exact: true })).toBeVisible();
});

test('typing a name, Down and Enter picks that person, not the visitor (issue 64, item 4)', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  await page.getByRole('button', { name: 'Policy Tester' }).click(FIRST_LOAD);
  const tester = page.getByRole('dialog', { name: 'Policy Tester' });
  const user = tester.getByRole('combobox', { name: 'User' });
  await user.fill('jamie');
  await expect(page.getByRole('option', { name: 'Jamie Rivera (user@example.com)' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'A visitor who is not signed in' })).toHaveCount(0);
  await user.press('ArrowDown');
  await user.press('Enter');
  await expect(user).toHaveValue('Jamie Rivera (user@example.com)');
  // Typed, the visitor is still found by its own words.
  await user.fill('visitor');
  await expect(page.getByRole('option', { name: 'A visitor who is not signed in' })).toBeVisible();
});
