import { test, expect, signInAs, demo } from '../support/test';
import { FIRST_LOAD, openRecord, panel, pick } from '../support/pages';

/**
 * Issue 42, item 7: a user's history names what was linked ("Group membership: Jamie Rivera · Support",
 * groupID → Support), not raw ids ("userGroups #78", `groupID — → 3`); so does the global history.
 */

test.describe.configure({ timeout: 120_000 });

test("a user's history names the group they were added to, as does the global history", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2&index=1', 'Jamie Rivera');
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await pick(page, panel(page), 'Add Groups to Users', 'Support');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem').filter({ hasText: 'Support' })).toBeVisible();

  await panel(page).getByRole('tab', { name: 'History' }).click();
  const entries = panel(page).getByRole('region', { name: 'History entries' }).getByRole('article');
  const added = entries.first();
  await expect(added).toContainText('Group membership: Jamie Rivera · Support', FIRST_LOAD);
  await expect(added).toContainText('Created');
  await expect(
    added
      .getByRole('row', { name: /^Group\b/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Support');
  await expect(
    added
      .getByRole('row', { name: /^User\b/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Jamie Rivera');
  // No raw ids: no "#<id>" for the record, no bare number for a link.
  await expect(added).not.toContainText('userGroups');
  await expect(added).not.toContainText(/#\d+/);

  await page.goto('/history');
  const table = page.getByRole('table', { name: 'History entries' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Group membership: Jamie Rivera · Support', FIRST_LOAD);
  // By the field's label and the name of what it links (issue 64), not `groupID: 8 (Support)`.
  await expect(newest).toContainText('Group: Support');
  await expect(newest).not.toContainText('groupID');
});
