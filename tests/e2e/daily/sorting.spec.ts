import type { Page } from '@playwright/test';
import { test, expect, signInAs, demo } from '../support/test';
import { FIRST_LOAD, openResource, rows } from '../support/pages';

/**
 * Issue 42, item 8: the Name column sorts A→Z on its first click and Z→A on the second; the sort is kept
 * in the address (a reload and the Back button keep it); the in-page search says that it looks in the
 * page shown only.
 */

test.describe.configure({ timeout: 120_000 });

/** The first names of the rows shown, in their order. */
const firstNames = async (page: Page) =>
  (await rows(page).locator('td p').allTextContents()).map((name) => name.split(' ')[0]);

const ascending = (names: string[]) => names.every((name, i) => i === 0 || names[i - 1].localeCompare(name) <= 0);
const descending = (names: string[]) => ascending([...names].reverse());

/** Waits until the rows shown are the first page of the list sorted as asked. */
async function expectSorted(page: Page, order: 'ASC' | 'DESC') {
  await expect(async () => {
    const names = await firstNames(page);
    expect(names).toHaveLength(20);
    expect(order === 'ASC' ? ascending(names) : descending(names), names.join(', ')).toBe(true);
  }).toPass({ timeout: 15_000 });
  const params = new URL(page.url()).searchParams;
  expect([params.get('sort'), params.get('order')]).toEqual(['firstName', order]);
}

test('the Name column sorts A→Z first, then Z→A; the address keeps the sort through a reload and Back', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const name = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');

  await name.click();
  await expectSorted(page, 'ASC');
  const first = (await firstNames(page))[0];
  await expect(page.getByText(/^1-20 of \d+$/).first()).toBeVisible();

  await page.reload();
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  await expectSorted(page, 'ASC');
  expect((await firstNames(page))[0]).toBe(first);

  await name.click();
  await expectSorted(page, 'DESC');
  expect((await firstNames(page))[0]).not.toBe(first);

  await page.goBack();
  await expectSorted(page, 'ASC');
  expect((await firstNames(page))[0]).toBe(first);
});

test('the in-page search says that it looks in the page shown, not in the whole list', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  await expect(page.getByText(/^1-20 of \d+$/).first()).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search this page' });
  await search.fill('example.com');
  const said = page
    .getByRole('status')
    .filter({ hasText: /^Showing \d+ of the 20 rows of this page: the other pages are not searched\.$/ });
  await expect(said).toBeVisible();
  // What it says is what it shows.
  await expect(async () =>
    expect(await said.textContent()).toContain(`Showing ${await rows(page).count()} of`),
  ).toPass();
  await search.fill('');
  await expect(page.getByText(/the other pages are not searched/)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(20);
});
