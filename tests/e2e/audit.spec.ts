import { demo, expect, signInAs, test } from './support/test';
import { FIRST_LOAD, openRecord, otherPerson, panel, pick } from './support/pages';

/**
 * The auditor's three questions (issue 24) as a person asks them: where is this person signed in (and end
 * it), what does this user hold and who changed it, who can make this call.
 */
test.describe('sessions', () => {
  // Two browsers signed in, each loading the console.
  test.describe.configure({ timeout: 90_000 });
  test('ending another session from My Account sends that browser to the sign-in page', async ({ page, browser }) => {
    const other = await otherPerson(browser, demo.user);
    try {
      await signInAs(page, demo.user);
      await page.goto('/my-account?index=3');
      const sessions = page.getByRole('list', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
      // This browser's session is marked and has no Sign out; the other has.
      const mine = sessions.getByRole('listitem').filter({ hasText: 'This session' });
      await expect(mine).toHaveCount(1);
      await expect(mine.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
      await expect(mine).toContainText('Remembered');
      await sessions
        .getByRole('listitem')
        .filter({ hasNotText: 'This session' })
        .getByRole('button', { name: /^Sign out/ })
        .click();
      await expect(page.getByText('The session has been signed out.')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);

      // The other browser's next call is refused: it lands on the sign-in page.
      await other.page.goto('/my-account');
      await expect(other.page).toHaveURL(/\/signin/, FIRST_LOAD);
      // This one goes on.
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
    } finally {
      await other.context.close();
    }
  });

  test("an administrator signs a user out everywhere from the user's detail", async ({ page, browser }) => {
    const other = await otherPerson(browser, demo.user);
    try {
      await signInAs(page, demo.admin);
      await openRecord(page, '/users?userID=2&index=2', 'Jamie Rivera');
      const sessions = panel(page).getByRole('list', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await panel(page).getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.getByRole('button', { name: 'I am sure' }).click();
      await expect(page.getByText('1 session has been signed out.')).toBeVisible();
      await expect(panel(page).getByText('No sessions')).toBeVisible();
      await other.page.goto('/my-account');
      await expect(other.page).toHaveURL(/\/signin/, FIRST_LOAD);
    } finally {
      await other.context.close();
    }
  });
});

test("a change of a user's groups shows in their Access and History tabs", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2&index=1', 'Jamie Rivera');
  const access = panel(page).getByRole('tabpanel');
  await expect(access.getByRole('region', { name: 'account' })).toBeVisible(FIRST_LOAD);
  await expect(access.getByRole('group', { name: 'account admin' })).toHaveCount(0);

  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await pick(page, panel(page), 'Add Groups to Users', 'Support');
  await expect(
    panel(page).getByRole('list', { name: 'Groups' }).getByRole('listitem').filter({ hasText: 'Support' }),
  ).toBeVisible();

  // Support gives the account's admin role, with its rules.
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  const admin = access.getByRole('group', { name: 'account admin' });
  await expect(admin).toBeVisible();
  await expect(admin).toContainText('Support');
  await expect(admin.getByRole('list', { name: 'Rules of admin' }).getByRole('listitem').first()).toBeVisible();

  // The history says who did it, newest first: the membership made just now.
  await panel(page).getByRole('tab', { name: 'History' }).click();
  const newest = panel(page).getByRole('region', { name: 'History entries' }).getByRole('article').first();
  await expect(newest).toContainText('Group membership: Jamie Rivera · Support');
  await expect(newest).toContainText('Created');
  await expect(newest).toContainText('admin@example.com');
  await expect(newest.getByRole('row', { name: /^Group\b/ })).toContainText('Support');
});

test('who can DELETE /users/{id} on account: the superadmins, with their group', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  await page.getByRole('button', { name: 'Who can' }).click();
  const dialog = page.getByRole('dialog', { name: 'Who can' });
  await pick(page, dialog, 'Service', 'account');
  await dialog.getByRole('button', { name: 'DELETE' }).click();
  await dialog.getByLabel('Path').fill('/users/17');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByRole('region', { name: 'Groups' })).toContainText('Administrators', FIRST_LOAD);
  const people = dialog.getByRole('table', { name: 'People' });
  const alex = people.getByRole('row').filter({ hasText: 'admin@example.com' });
  await expect(alex).toContainText('superadmin (Administrators)');
  // A plain user is not among them.
  await expect(people.getByRole('row').filter({ hasText: 'user@example.com' })).toHaveCount(0);
});

test('the global history filters by who and by record type', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await pick(page, panel(page), 'Add Groups to Users', 'Support');
  await expect(panel(page).getByRole('list', { name: 'Groups' })).toContainText('Support');

  await page.goto('/history');
  const table = page.getByRole('table', { name: 'History entries' });
  await expect(table.getByRole('row').nth(1)).toContainText('Group membership', FIRST_LOAD);
  const search = page.getByRole('search', { name: 'History' });
  await search.getByLabel('Who (e-mail)').fill('nobody-here');
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(table).toContainText('No changes recorded yet');
  await search.getByLabel('Who (e-mail)').fill('admin@');
  await pick(page, search, 'Record type', 'Group membership');
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  // One export, the server's over a time range, with the filters applied (issue 64).
  await search.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('link', { name: 'Download' }).click();
  const file = await (await download).path();
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(text.split('\r\n')[0]).toContain('actorEmail');
  expect(text).toContain('admin@example.com');
});
