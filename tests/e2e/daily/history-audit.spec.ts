import type { Page } from '@playwright/test';
import { demo, expect, signInAs, test } from '../support/test';
import { FIRST_LOAD, openRecord, panel } from '../support/pages';

/**
 * The history read as an auditor reads it (issue 64, item 8): fields by their labels and times in the person's
 * date format, an event made as its call, person, status and a short agent (not its raw fields), a reverted
 * change marked with who reverted it and when and no second Revert, one Export, event names in German.
 */
test.describe.configure({ timeout: 120_000 });

const entries = (page: Page) => page.getByRole('table', { name: 'History entries' }).getByRole('row');

test('a change reads by its labels and dates; once reverted it says by whom and offers no Revert', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  const field = panel(page).getByLabel('First Name');
  await field.fill('Jamila');
  await field.press('Enter');
  await expect(page.getByText('User has been updated.').first()).toBeVisible();

  await page.goto('/history');
  const change = entries(page).nth(1);
  await expect(change).toContainText('First Name: Jamie → Jamila', FIRST_LOAD);
  await expect(change).not.toContainText('firstName');
  await expect(change).not.toContainText('updatedAt');
  // The person's date format, not ISO (the date column and the Updated field alike).
  await expect(change).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M/);
  await expect(change).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
  // One export: the server's, over a time range (the specification's "Export in CSV" is the Users page's).
  const search = page.getByRole('search', { name: 'History' });
  await expect(search.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  await expect(search.getByRole('button', { name: 'Export in CSV' })).toHaveCount(0);

  await change.getByRole('button', { name: 'Revert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert this change' });
  await expect(dialog.getByLabel('First Name: Jamila → Jamie')).toBeChecked();
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();
  const reverted = entries(page).filter({ hasText: 'First Name: Jamie → Jamila' });
  await expect(reverted).toContainText(/Reverted by admin@example\.com on \d{2}\/\d{2}\/\d{4}/);
  await expect(reverted.getByRole('button', { name: 'Revert' })).toHaveCount(0);
});

test('an event reads as its call, person, status and agent, and its name in German', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/events');
  await page.getByRole('button', { name: 'Test OPA' }).click();
  await page.goto('/history');
  const event = entries(page).filter({ hasText: 'Event: Test OPA' }).first();
  await expect(event).toContainText(
    /Call: GET \/unity\/events\/testOpa · Person: admin@example\.com · Status: 200 · Agent: Chrome \d+, \w+/,
    FIRST_LOAD,
  );
  await expect(event).not.toContainText('userAgent');
  await expect(event).not.toContainText('Mozilla');

  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await page.reload();
  // (The table's own name is German now too.)
  const german = page.getByRole('row').filter({ hasText: 'Ereignis: OPA testen' }).first();
  await expect(german).toContainText('Aufruf: GET /unity/events/testOpa', FIRST_LOAD);
  await expect(german).toContainText(/Person: admin@example\.com · Status: 200 · Browser: Chrome \d+, \w+/);
});
