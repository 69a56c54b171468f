import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signInAs, demo } from '../support/test';
import { bulkRun, checkRows, openResource, rows, selectionBar, totalOf } from '../support/pages';

/**
 * Issue 42, item 1: a bulk change never starts on a click alone. It asks first, naming the action and
 * how many users it acts on; the administrator's own account is left out of what could lock them out,
 * and the confirmation says so; the run's panel lists the users it failed on, and why.
 */

// A slow shared machine: the first visit of a page loads its code.
test.describe.configure({ timeout: 120_000 });

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
}

/** Every user, through the API with the page's session, by id. */
async function everyUser(request: APIRequestContext): Promise<UserRow[]> {
  const res = await request.get(`/account/users?${new URLSearchParams({ sort: '["id","ASC"]', range: '[0,999]' })}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload as UserRow[];
}

async function openUsers(page: Page) {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
}

test('Deactivate on every user asks first, names the count without the administrator, and leaves them active', async ({
  page,
}) => {
  await openUsers(page);
  const before = await everyUser(page.request);
  const admin = before.find((u) => u.email === demo.admin.email)!;
  const everybody = await totalOf(page);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await selectionBar(page)
    .getByRole('button', { name: `Select all ${everybody} matching` })
    .click();
  await expect(selectionBar(page).getByText(`${everybody} selected`)).toBeVisible();

  await selectionBar(page).getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${everybody - 1} users?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`Your own account (${admin.firstName} ${admin.lastName}) is left out`);
  // Nothing has started: no run, nobody changed.
  await expect(page.getByRole('region', { name: /^Deactivate/ })).toHaveCount(0);
  expect((await everyUser(page.request)).map((u) => u.active)).toEqual(before.map((u) => u.active));

  // Cancel changes nothing, and carries no warning icon (issue 64): the danger is the other button.
  await expect(confirm.getByRole('button', { name: 'Cancel' }).locator('svg')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await everyUser(page.request)).map((u) => u.active)).toEqual(before.map((u) => u.active));

  await selectionBar(page).getByRole('button', { name: 'Deactivate' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  const run = bulkRun(page, `Deactivate ${everybody - 1} users`);
  await expect(run.getByRole('status')).toHaveText(`Done: ${everybody - 1} · Failed: 0 · Left: 0`, { timeout: 30_000 });
  const after = await everyUser(page.request);
  expect(after.find((u) => u.id === admin.id)!.active).toBe(true);
  expect(after.filter((u) => u.id !== admin.id).every((u) => !u.active)).toBe(true);
});

test('Remove from group leaves the administrator in their group, and Delete leaves their account, each saying so', async ({
  page,
}) => {
  await openUsers(page);
  const onPage = (await everyUser(page.request)).slice(0, 20);
  const admin = onPage.find((u) => u.email === demo.admin.email)!;
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(selectionBar(page).getByText('20 selected')).toBeVisible();

  await selectionBar(page).getByRole('button', { name: 'Remove from group' }).click();
  const pick = page.getByRole('dialog', { name: 'Remove 19 users from a group' });
  await expect(pick).toContainText(`Your own account (${admin.firstName} ${admin.lastName}) is left out`);
  await pick.getByLabel('Group').click();
  await page.getByRole('option', { name: 'Administrators' }).click();
  await pick.getByRole('button', { name: 'Remove' }).click();
  await expect(bulkRun(page, 'Remove 19 users from Administrators').getByRole('status')).toHaveText(
    'Done: 19 · Failed: 0 · Left: 0',
  );
  const groups = (await (await page.request.get(`/account/users/${admin.id}/groups`)).json()).payload as {
    groupName: string;
  }[];
  expect(groups.map((g) => g.groupName)).toContain('Administrators');
  await bulkRun(page, 'Remove 19 users from Administrators').getByRole('button', { name: 'Close' }).click();

  await selectionBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText("If you delete these 19 users, you won't be able to recover them.")).toBeVisible();
  await expect(confirm).toContainText(`Your own account (${admin.firstName} ${admin.lastName}) is left out`);
  await confirm.getByLabel('Number of users').fill('19');
  await confirm.getByRole('button', { name: 'I am sure' }).click();
  await expect(bulkRun(page, 'Delete 19 users').getByRole('status')).toHaveText('Done: 19 · Failed: 0 · Left: 0');
  expect((await page.request.get(`/account/users/${admin.id}`)).ok()).toBe(true);
  await expect(rows(page).filter({ hasText: admin.email })).toHaveCount(1);
});

test('a confirmed Activate lists the user it failed on, with the reason the API gave', async ({ page, api }) => {
  await openUsers(page);
  const onPage = (await everyUser(page.request)).slice(0, 20);
  const unlucky = onPage.slice(0, 10).find((u) => !u.active && u.id > 3)!;
  const fault = await api.post('/__dev/faults', {
    data: {
      method: 'PUT',
      path: `/account/users/${unlucky.id}`,
      status: 503,
      errorCode: 'DATABASE_LOCKED',
      description: 'The database is locked.',
    },
  });
  expect(fault.ok()).toBeTruthy();
  await checkRows(page, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  await selectionBar(page).getByRole('button', { name: 'Activate', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate 10 users?' });
  await expect(confirm).toContainText('They will be able to sign in again.');
  // Activating takes nobody's access away: the administrator's own account stays in.
  await expect(confirm).not.toContainText('left out');
  await confirm.getByRole('button', { name: 'Activate' }).click();

  const run = bulkRun(page, 'Activate 10 users');
  await expect(run.getByRole('status')).toHaveText('Done: 9 · Failed: 1 · Left: 0');
  const failed = run.getByRole('list', { name: 'Failed (1)' }).getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(`${unlucky.firstName} ${unlucky.lastName} (${unlucky.email})`);
  await expect(failed).toContainText('The database is locked.');
});
