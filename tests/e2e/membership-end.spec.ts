/**
 * A membership with an end date (issue 62), as an administrator sees it: Jamie is given Support until
 * tomorrow, the groups and the Access tab say "until …", and once the end has come (the development sweep,
 * asked as of the day after, since this suite's clock cannot move) the membership is gone from both; a
 * membership given from tomorrow grants nothing until the sweep starts it; two users given a group until a day
 * at once (the Users page's bulk Add to group) show "until …" on their Access tab.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, demo, signIn, test } from './support/test';
import { FIRST_LOAD, bulkRun, checkRows, openRecord, openResource, panel, rows, selectionBar } from './support/pages';
import { daysFrom, inputValue, shortDay } from './support/days';

async function userID(page: Page, email: string): Promise<number> {
  const filters = JSON.stringify([{ name: 'email', comparison: 'eq', value: email }]);
  const res = await page.request.get(`/account/users?filters=${encodeURIComponent(filters)}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload[0].id as number;
}

/** The administrator on Jamie's panel, Jamie in their two seeded groups: the panel's Groups list. */
async function openJamie(page: Page) {
  await signIn(page, demo.admin);
  const jamie = await userID(page, demo.user.email);
  await openRecord(page, `/users?userID=${jamie}`, 'Jamie Rivera');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
  return groups;
}

/** Adds Jamie to Support from the panel, with the dates already filled in. */
async function addSupport(page: Page) {
  await panel(page)
    .getByRole('combobox', { name: /Add Groups to Users/ })
    .click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
}

/** The development sweep as of `at` (this suite's clock cannot move): what it started and ended. */
async function sweepAt(api: APIRequestContext, at: Date): Promise<{ started: number[]; ended: number[] }> {
  const sweep = await api.post('/__dev/membershipEnds/sweep', { data: { at: at.toISOString() } });
  expect(sweep.ok()).toBeTruthy();
  return (await sweep.json()).payload;
}

/** Reopens the page and shows the Access tab, once its rows are in. */
async function reopenAccess(page: Page) {
  await page.reload();
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  const access = panel(page).getByRole('tab', { name: 'Access' });
  if ((await access.getAttribute('aria-selected')) !== 'true') await access.click();
  await expect(panel(page).getByRole('button', { name: /Export/ })).toBeVisible(FIRST_LOAD);
}

test('gives a group until tomorrow, shows until when, and the membership ends by itself', async ({ page, api }) => {
  const groups = await openJamie(page);
  const tomorrow = daysFrom(1);
  await panel(page).getByLabel('Until (optional)').fill(inputValue(tomorrow));
  await addSupport(page);
  await expect(groups.getByText(`Support, until ${shortDay(tomorrow)}`)).toBeVisible();

  // The Access tab says where the roles come from, and until when.
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(
    panel(page)
      .getByText(`Support, until ${shortDay(tomorrow)}`)
      .first(),
  ).toBeVisible(FIRST_LOAD);

  // The end comes: the sweep as of the day after tomorrow ends it.
  expect((await sweepAt(api, daysFrom(1, tomorrow))).ended).toHaveLength(1);

  // As a person would see it: the page opened again no longer shows the group anywhere.
  await reopenAccess(page);
  await expect(panel(page).getByText(/Support/)).toHaveCount(0);
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await expect(groups.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
  await expect(groups.getByText(/Support/)).toHaveCount(0);
});

test('gives a group from tomorrow: nothing until then, then the group counts', async ({ page, api }) => {
  const groups = await openJamie(page);
  const tomorrow = daysFrom(1);
  const later = daysFrom(7, tomorrow);
  await panel(page).getByLabel('From (optional)').fill(inputValue(tomorrow));
  await panel(page).getByLabel('Until (optional)').fill(inputValue(later));
  await addSupport(page);
  await expect(groups.getByText(`Support, from ${shortDay(tomorrow)} until ${shortDay(later)}`)).toBeVisible();

  // Not started: the Access tab names no role from Support.
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(panel(page).getByRole('button', { name: /Export/ })).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByText(/Support/)).toHaveCount(0);

  // The start comes: the sweep as of the day after tomorrow starts it.
  expect((await sweepAt(api, daysFrom(1, tomorrow))).started).toHaveLength(1);

  await reopenAccess(page);
  await expect(
    panel(page)
      .getByText(`Support, until ${shortDay(later)}`)
      .first(),
  ).toBeVisible(FIRST_LOAD);
});

test('adds two selected users to a group until a day: their Access tab says until when', async ({ page }) => {
  await signIn(page, demo.admin);
  await openResource(page, '/users', 'Users');
  await checkRows(page, [0, 1]);
  await expect(selectionBar(page).getByText('2 selected')).toBeVisible();
  const emails = await Promise.all(
    [0, 1].map(async (i) => (await rows(page).nth(i).innerText()).match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)![0]),
  );

  const until = daysFrom(10);
  await selectionBar(page).getByRole('button', { name: 'Add to group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 users to a group' });
  await dialog.getByLabel('Group').click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
  await dialog.getByLabel('Until').fill(inputValue(until));
  await expect(dialog.getByText(`Members until ${shortDay(until)}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(bulkRun(page, 'Add 2 users to Support').getByRole('status')).toHaveText('Done: 2 · Failed: 0 · Left: 0');

  const id = await userID(page, emails[1]);
  const user = (await (await page.request.get(`/account/users/${id}`)).json()).payload;
  await openRecord(page, `/users?userID=${id}`, `${user.firstName} ${user.lastName}`);
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(
    panel(page)
      .getByText(`Support, until ${shortDay(until)}`)
      .first(),
  ).toBeVisible(FIRST_LOAD);
});
