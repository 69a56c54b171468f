import type { Page } from '@playwright/test';
import { test, expect, signIn, demo } from './support/test';
import { FIRST_LOAD, openRecord, openResource, panel, rows, runSearch, searchBar, totalOf } from './support/pages';

/**
 * A group's members (issue 64, item 3): the Members tab lists them a page at a time, finds one by name or
 * e-mail, adds a person and removes one after a confirmation; the Users page finds a group's members by its
 * Group field and shows each person's groups in an optional column.
 */
test.describe.configure({ timeout: 90_000 });

/** How many people the API counts in a group: its list's total (`Content-Range`). */
async function peopleIn(page: Page, groupID: number): Promise<number> {
  const filters = `[{"name":"groupID","comparison":"eq","value":${groupID}}]`;
  const response = await page.request.get(`/account/users?filters=${filters}&range=[0,0]`);
  return Number(response.headers()['content-range'].split('/')[1]);
}

test("a group's Members tab pages, searches, adds and removes; Users finds them by Group", async ({ page }) => {
  await signIn(page, demo.admin);
  // Customers (7): the default group, so most seeded people are in it.
  const total = await peopleIn(page, 7);
  expect(total).toBeGreaterThan(10);
  await openRecord(page, '/groups?groupID=7', 'Customers');
  await panel(page).getByRole('tab', { name: 'Members' }).click();
  const members = panel(page).getByRole('table', { name: 'Members' });
  await expect(members.locator('tbody tr')).toHaveCount(10, FIRST_LOAD);
  await expect(panel(page).getByText(`${total} members`)).toBeVisible();
  await expect(panel(page).getByText(`1–10 of ${total}`)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Go to next page' }).click();
  await expect(panel(page).getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();

  // Found by first name, last name or e-mail.
  const search = panel(page).getByRole('searchbox', { name: 'Search by name or e-mail' });
  for (const typed of ['jamie', 'Rivera', 'user@example']) {
    await search.fill(typed);
    await expect(members.locator('tbody tr')).toHaveCount(1);
    await expect(members.locator('tbody tr')).toContainText('user@example.com');
  }

  // Removed after a confirmation naming the group; no longer a member.
  await panel(page).getByRole('button', { name: 'Remove Jamie Rivera from the group' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Remove Jamie Rivera from Customers?');
  await confirm.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('Jamie Rivera has been removed from the group.')).toBeVisible();
  await expect(panel(page).getByText('No member matches')).toBeVisible();
  await expect(panel(page).getByText(`${total - 1} members`)).toBeHidden();

  // Added again, found by name.
  const add = panel(page).getByRole('combobox', { name: 'Add a person' });
  await add.fill('Jamie');
  await page.getByRole('option', { name: 'Jamie Rivera (user@example.com)' }).click();
  await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Jamie Rivera has been added to the group.')).toBeVisible();
  await expect(members.locator('tbody tr')).toContainText(['user@example.com']);

  // The Users page: Group as a search field, the groups as an optional column.
  await openResource(page, '/users', 'Users');
  await searchBar(page).getByRole('button', { name: 'Field' }).click();
  await page.getByRole('menuitem', { name: 'Group', exact: true }).click();
  await searchBar(page).getByLabel('Group Value').click();
  await page.getByRole('option', { name: 'Administrators', exact: true }).click();
  await runSearch(page);
  const admins = await peopleIn(page, 1);
  await expect.poll(() => totalOf(page)).toBe(admins);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Groups' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#root table thead').getByText('Groups', { exact: true })).toBeVisible();
  await expect(rows(page).first()).toContainText('Administrators');
});
