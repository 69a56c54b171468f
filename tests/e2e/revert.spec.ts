import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, outbox, signIn, signInAs, test } from './support/test';
import {
  FIRST_LOAD,
  apiTotal,
  bulkRun,
  checkRows,
  filtersParam,
  openRecord,
  openResource,
  panel,
  runBulk,
} from './support/pages';

/**
 * Undo any change (issue 39) as an administrator does it: a change of a user reverted from the user's
 * history, a bulk deactivation reverted as a run from the History page, and a revert after a later change,
 * which says so and overwrites only when asked.
 */
test.describe.configure({ timeout: 120_000 });

/** How many users are inactive, through the API with the page's session. */
async function inactiveCount(request: APIRequestContext): Promise<number> {
  const filters = JSON.stringify([{ name: 'active', comparison: 'eq', value: false }]);
  const res = await request.get(`/account/users?filters=${encodeURIComponent(filters)}&range=[0,0]`);
  expect(res.ok()).toBeTruthy();
  return Number(res.headers()['content-range']?.split('/')[1]);
}

/** Jamie's first name, typed in the detail and saved. */
async function rename(page: Page, name: string) {
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  const field = panel(page).getByLabel('First Name');
  await field.fill(name);
  await field.press('Enter');
  await expect(page.getByText('User has been updated.').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('User has been updated.')).toHaveCount(0, { timeout: 8000 });
}

const historyEntries = (page: Page) =>
  panel(page).getByRole('region', { name: 'History entries' }).getByRole('article');

test("an administrator reverts a change of a user from the user's history and sees the old value", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await rename(page, 'Jamila');

  await panel(page).getByRole('tab', { name: 'History' }).click();
  const newest = historyEntries(page).first();
  await expect(newest).toContainText('Updated', FIRST_LOAD);
  await newest.getByRole('button', { name: 'Revert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert this change' });
  await expect(dialog.getByLabel('First Name: Jamila → Jamie')).toBeChecked();
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('One field reverted')).toBeVisible();
  // The revert is a change of its own, which says what it reverts.
  await expect(historyEntries(page).first()).toContainText(/Revert of change #\d+/);

  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await expect(panel(page).getByLabel('First Name')).toHaveValue('Jamie');
});

test('a bulk deactivation is reverted as a run from the History page: the users are active again', async ({ page }) => {
  await signInAs(page, demo.admin);
  const before = await inactiveCount(page.request);
  await openResource(page, '/users', 'Users');
  await checkRows(page, [1, 2, 3]);
  await runBulk(page, 'Deactivate', 'Deactivate 3 users?');
  await expect(bulkRun(page, 'Deactivate 3 users').getByRole('status')).toHaveText('Done: 3 · Failed: 0 · Left: 0');
  // A user the seed has inactive already stays so, and the run records no change of them (only a stamp moved).
  const deactivated = (await inactiveCount(page.request)) - before;
  expect(deactivated).toBeGreaterThanOrEqual(2);

  await page.goto('/history');
  const table = page.getByRole('table', { name: 'History entries' });
  // The run's chip filters the history by the run.
  await table
    .getByRole('button', { name: /^Bulk run / })
    .first()
    .click(FIRST_LOAD);
  await expect(page).toHaveURL(/runID/);
  // The run's entries, as the platform counts them: one a user deactivated (none of one already inactive).
  const changes = await apiTotal(page, '/account/history', filtersParam(page));
  expect(changes).toBe(deactivated);
  await expect(table.getByRole('row')).toHaveCount(changes + 1);
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: 'Revert' })).toBeVisible();
  await page.getByRole('button', { name: 'Revert run' }).click();
  const confirm = page.getByRole('dialog', { name: /^Revert run / });
  await confirm.getByRole('button', { name: 'Revert run' }).click();
  const run = page.getByRole('region', { name: new RegExp(`^Revert ${changes} changes of run `) });
  await expect(run.getByRole('status')).toHaveText(`Done: ${changes} · Failed: 0 · Left: 0`, FIRST_LOAD);
  expect(await inactiveCount(page.request)).toBe(before);
});

test('a revert after a later change shows the conflict, and overwrites only when asked', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await rename(page, 'Jamila');
  await rename(page, 'Jamina');

  await panel(page).getByRole('tab', { name: 'History' }).click();
  // The older change (Jamie → Jamila): its field has changed again since.
  const older = historyEntries(page).nth(1);
  await expect(older).toContainText('Jamila', FIRST_LOAD);
  await older.getByRole('button', { name: 'Revert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert this change' });
  await dialog.getByRole('button', { name: 'Revert' }).click();
  const conflicts = dialog.getByRole('list', { name: 'Fields changed since' });
  await expect(conflicts).toContainText('First Name');
  await expect(conflicts).toContainText('now Jamina (this change set Jamila)');
  await expect(dialog.getByRole('button', { name: 'Revert' })).toBeDisabled();
  // Left as it is until Overwrite is asked for.
  const jamie = await page.request.get('/account/users/2');
  expect((await jamie.json()).payload.firstName).toBe('Jamina');
  await dialog.getByLabel('Overwrite changes made since').check();
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();

  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await expect(panel(page).getByLabel('First Name')).toHaveValue('Jamie');
});

test("reverting a change of one's own address asks for the current password, then mails its confirmation", async ({
  page,
  api,
  playwright,
  baseURL,
}) => {
  // Another superadmin changes the administrator's address: immediate, and it ends the administrator's sessions.
  await signIn(page, demo.admin);
  const made = await page.request.post('/account/users', {
    data: {
      firstName: 'Tess',
      lastName: 'Super',
      email: 'tess.super@example.com',
      password: 'orbit-lantern-42',
      passwordConfirmation: 'orbit-lantern-42',
    },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const tess = (await made.json()).payload.id as number;
  expect((await page.request.post(`/account/users/${tess}/groups`, { data: { groupID: 1 } })).ok()).toBeTruthy();
  const other = await playwright.request.newContext({ baseURL });
  expect(
    (
      await other.post('/account/users/signin', {
        data: { email: 'tess.super@example.com', password: 'orbit-lantern-42' },
      })
    ).ok(),
  ).toBeTruthy();
  expect((await other.put('/account/users/1', { data: { email: 'boss@example.com' } })).ok()).toBeTruthy();
  await other.dispose();

  await signInAs(page, { email: 'boss@example.com', password: demo.admin.password });
  await openRecord(page, '/users?userID=1', 'Alex');
  await panel(page).getByRole('tab', { name: 'History' }).click();
  const change = historyEntries(page).filter({ hasText: 'boss@example.com' }).first();
  await change.getByRole('button', { name: 'Revert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert this change' });
  await dialog.getByRole('button', { name: 'Revert' }).click();
  // Refused as the address's own route refuses it: the dialog asks for the password, keeping the choice.
  await expect(dialog.getByText('enter your current password to revert it')).toBeVisible();
  await expect(dialog.getByLabel('Email: boss@example.com → admin@example.com')).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Revert' })).toBeDisabled();
  await dialog.getByLabel('Current Password').fill('not-the-one1');
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog.getByText('Your current password is not right.')).toBeVisible();
  await dialog.getByLabel('Current Password').fill(demo.admin.password);
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('One field reverted')).toBeVisible();
  // As My Account's change of address: the old address comes back once its link is opened.
  const mails = await outbox(api, demo.admin.email);
  expect(mails.length).toBeGreaterThan(0);
  expect(mails[0].link).toContain('confirmEmail');
});
