/**
 * A membership with an end date (issue 62), as an administrator sees it: Jamie is given Support until
 * tomorrow, the groups and the Access tab say "until …", and once the end has come (the development sweep,
 * asked as of the day after, since this suite's clock cannot move) the membership is gone from both; a
 * membership given from tomorrow grants nothing until the sweep starts it; two users given a group until a day
 * at once (the Users page's bulk Add to group) show "until …" on their Access tab.
 */
import type { Page } from '@playwright/test';
import { expect, demo, signIn, test } from './support/test';
import { FIRST_LOAD, bulkRun, checkRows, openRecord, openResource, panel, rows, selectionBar } from './support/pages';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the console writes it in English: `3 Dec` this year, `3 Dec 2027` another. */
const shortDay = (day: Date) =>
  `${day.getDate()} ${MONTHS[day.getMonth()]}${day.getFullYear() === new Date().getFullYear() ? '' : ` ${day.getFullYear()}`}`;
/** A date input's value (the browser's day, which is this machine's). */
const inputValue = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

async function userID(page: Page, email: string): Promise<number> {
  const filters = JSON.stringify([{ name: 'email', comparison: 'eq', value: email }]);
  const res = await page.request.get(`/account/users?filters=${encodeURIComponent(filters)}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload[0].id as number;
}

test('gives a group until tomorrow, shows until when, and the membership ends by itself', async ({ page, api }) => {
  await signIn(page, demo.admin);
  const jamie = await userID(page, demo.user.email);
  await openRecord(page, `/users?userID=${jamie}`, 'Jamie Rivera');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);

  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  await panel(page).getByLabel('Until (optional)').fill(inputValue(tomorrow));
  await panel(page)
    .getByRole('combobox', { name: /Add Groups to Users/ })
    .click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
  await expect(groups.getByText(`Support, until ${shortDay(tomorrow)}`)).toBeVisible();

  // The Access tab says where the roles come from, and until when.
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(
    panel(page)
      .getByText(`Support, until ${shortDay(tomorrow)}`)
      .first(),
  ).toBeVisible(FIRST_LOAD);

  // The end comes: the sweep as of the day after tomorrow ends it.
  const after = new Date(tomorrow.getTime() + 24 * 60 * 60 * 1000);
  const sweep = await api.post('/__dev/membershipEnds/sweep', { data: { at: after.toISOString() } });
  expect(sweep.ok()).toBeTruthy();
  expect((await sweep.json()).payload.ended).toHaveLength(1);

  // As a person would see it: the page opened again no longer shows the group anywhere.
  await page.reload();
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  const access = panel(page).getByRole('tab', { name: 'Access' });
  if ((await access.getAttribute('aria-selected')) !== 'true') await access.click();
  await expect(panel(page).getByRole('button', { name: /Export/ })).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByText(/Support/)).toHaveCount(0);
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  const after2 = panel(page).getByRole('list', { name: 'Groups' });
  await expect(after2.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
  await expect(after2.getByText(/Support/)).toHaveCount(0);
});

test('gives a group from tomorrow: nothing until then, then the group counts', async ({ page, api }) => {
  await signIn(page, demo.admin);
  const jamie = await userID(page, demo.user.email);
  await openRecord(page, `/users?userID=${jamie}`, 'Jamie Rivera');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);

  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const later = new Date(tomorrow.getTime() + 7 * 24 * 60 * 60 * 1000);
  await panel(page).getByLabel('From (optional)').fill(inputValue(tomorrow));
  await panel(page).getByLabel('Until (optional)').fill(inputValue(later));
  await panel(page)
    .getByRole('combobox', { name: /Add Groups to Users/ })
    .click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
  await expect(groups.getByText(`Support, from ${shortDay(tomorrow)} until ${shortDay(later)}`)).toBeVisible();

  // Not started: the Access tab names no role from Support.
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(panel(page).getByRole('button', { name: /Export/ })).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByText(/Support/)).toHaveCount(0);

  // The start comes: the sweep as of the day after tomorrow starts it.
  const after = new Date(tomorrow.getTime() + 24 * 60 * 60 * 1000);
  const sweep = await api.post('/__dev/membershipEnds/sweep', { data: { at: after.toISOString() } });
  expect(sweep.ok()).toBeTruthy();
  expect((await sweep.json()).payload.started).toHaveLength(1);

  await page.reload();
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  const access = panel(page).getByRole('tab', { name: 'Access' });
  if ((await access.getAttribute('aria-selected')) !== 'true') await access.click();
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

  const until = new Date();
  until.setDate(until.getDate() + 10);
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
