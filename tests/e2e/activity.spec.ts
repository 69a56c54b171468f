import type { Page } from '@playwright/test';
import { test, expect, signInAs, demo } from './support/test';
import {
  FIRST_LOAD,
  filtersParam,
  openResource,
  panel,
  rows,
  runSearch,
  savePreset,
  searchBar,
  totalOf,
} from './support/pages';

/**
 * Every person's last sign-in (issue 39) as an administrator uses it on the Users page: the people who never
 * signed in, those whose last sign-in is before 90 days ago (kept relative in the address and in a preset),
 * the column they choose to see, sorted newest first, and the fact in a person's detail.
 */

test.describe.configure({ timeout: 120_000 });

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  lastSigninAt: string;
}

/** Everybody, as the API answers them to the page's session. */
async function everybody(page: Page): Promise<Person[]> {
  const res = await page.request.get('/account/users');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload;
}

/** The day `days` days before today, as the browser's calendar says it (the console resolves it there). */
const dayBefore = (page: Page, days: number) =>
  page.evaluate((days) => {
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, days);

const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`;
const chip = (page: Page) => searchBar(page).getByRole('group', { name: 'Last Sign-In' });

/** The e-mail address of every row on the page shown (the e-mail column). */
async function emailsShown(page: Page) {
  return (await rows(page).allInnerTexts()).map((text) => /\S+@\S+/.exec(text)?.[0] ?? text);
}

test('filters people by last sign-in: never, and before 90 days ago, also as a preset; the column and the detail show it', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const people = await everybody(page);
  const never = people.filter((p) => !p.lastSigninAt);
  const cutoff = await dayBefore(page, 90);
  const dormant = people.filter((p) => p.lastSigninAt && p.lastSigninAt.slice(0, 10) < cutoff);
  // The seed has some of each, fewer than a page of the never ones.
  expect(never.length).toBeGreaterThan(1);
  expect(never.length).toBeLessThanOrEqual(20);
  expect(dormant.length).toBeGreaterThan(20);

  // Never.
  await searchBar(page).getByRole('button', { name: 'Field' }).click();
  await page.getByRole('menuitem', { name: 'Last Sign-In', exact: true }).click();
  await chip(page).getByRole('combobox', { name: /^When/ }).click();
  await page.getByRole('option', { name: 'Never' }).click();
  await runSearch(page);
  await expect.poll(() => filtersParam(page)).toEqual([{ name: 'lastSigninAt', comparison: 'eq', value: '' }]);
  await expect.poll(() => totalOf(page)).toBe(never.length);
  await expect(rows(page)).toHaveCount(never.length);
  expect((await emailsShown(page)).sort()).toEqual(never.map((p) => p.email).sort());
  await expect(rows(page).filter({ hasText: 'Pat Pending' })).toHaveCount(1);

  // The column, chosen: Never in every row.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Last Sign-In' }).click();
  await page.keyboard.press('Escape');
  const header = page.locator('#root table thead').getByText('Last Sign-In', { exact: true });
  await expect(header).toBeVisible();
  await expect(rows(page).locator('td', { hasText: /^Never$/ })).toHaveCount(never.length);

  // Before 90 days ago: "Days ago" starts as Less Than.
  await chip(page).getByRole('combobox', { name: /^When/ }).click();
  await page.getByRole('option', { name: 'Days ago' }).click();
  await expect(chip(page).getByRole('combobox', { name: /^Comparison/ })).toHaveText('Less Than');
  await chip(page).getByLabel('Last Sign-In Value').fill('90');
  await runSearch(page);
  await expect.poll(() => filtersParam(page)).toEqual([{ name: 'lastSigninAt', comparison: 'lt', value: 'now-90d' }]);
  await expect.poll(() => totalOf(page)).toBe(dormant.length);
  await expect(rows(page)).toHaveCount(20);
  const dormantEmails = new Set(dormant.map((p) => p.email));
  for (const email of await emailsShown(page)) expect(dormantEmails.has(email), email).toBe(true);

  // Sorted by the column, newest first (the server's sort): the first row is the most recent of them.
  await header.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('lastSigninAt');
  const newest = [...dormant].sort((a, b) => b.lastSigninAt.localeCompare(a.lastSigninAt))[0];
  await expect(rows(page).first()).toContainText(newest.email);

  // Kept relative in a preset, which applies again after Clear.
  await savePreset(page, 'Dormant for 90 days', false);
  await searchBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => filtersParam(page)).toBeNull();
  await searchBar(page).getByRole('button', { name: 'My Presets' }).click();
  await page.getByRole('menuitem', { name: /Dormant for 90 days/ }).click();
  await expect.poll(() => filtersParam(page)).toEqual([{ name: 'lastSigninAt', comparison: 'lt', value: 'now-90d' }]);
  await expect.poll(() => totalOf(page)).toBe(dormant.length);
  await expect(chip(page).getByLabel('Last Sign-In Value')).toHaveValue('90');

  // The detail: the person's last sign-in, read-only.
  await rows(page).first().click();
  const details = panel(page);
  await expect(details.getByRole('heading', { name: nameOf(newest) })).toBeVisible(FIRST_LOAD);
  await expect(details.getByRole('term').filter({ hasText: 'Last Sign-In' })).toBeVisible();
  await expect(details.getByRole('definition').first()).not.toHaveText('Never');
});
