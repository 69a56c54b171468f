import { test, expect, signIn, signInAs, demo } from '../support/test';
import { FIRST_LOAD, apiTotal, openRecord, panel, rows } from '../support/pages';

/**
 * Issue 42, item 3: a list whose call failed says so, with Retry, and shows no paging line; it never
 * reads as an empty list ("Nothing to show for now", "1-20 of more than 20").
 */

test.describe.configure({ timeout: 120_000 });

/** A list's paging line ("1-8 of 8", "1-20 of more than 20"). */
const pagingLine = /^\d+-\d+ of /;

test('a failed list of groups says it failed and offers Retry, which shows the groups', async ({ page, api }) => {
  await signIn(page, demo.admin);
  const groups = await apiTotal(page, '/account/groups');
  const fault = await api.post('/__dev/faults', { data: { method: 'GET', path: '/account/groups' } });
  expect(fault.ok()).toBeTruthy();
  await page.goto('/groups');
  const main = page.getByRole('main');
  const failure = main.getByRole('alert').filter({ hasText: 'This list could not be loaded.' });
  await expect(failure).toBeVisible(FIRST_LOAD);
  await expect(main.getByText('Nothing to show for now')).toHaveCount(0);
  await expect(main.getByText(pagingLine)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);

  await api.delete('/__dev/faults');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(groups);
  await expect(failure).toHaveCount(0);
  await expect(main.getByText(`1-${groups} of ${groups}`).first()).toBeVisible();
});

test("a failed organization's member list says it failed, and Retry shows the members", async ({ page, api }) => {
  await signInAs(page, demo.admin);
  const fault = await api.post('/__dev/faults', { data: { method: 'GET', path: '/account/organizations/1/users' } });
  expect(fault.ok()).toBeTruthy();
  await openRecord(page, '/organizations?organizationID=1&index=1', 'Acme Corporation');
  const failure = panel(page).getByRole('alert').filter({ hasText: 'This list could not be loaded.' });
  await expect(failure).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByText('Nothing to show for now')).toHaveCount(0);

  await api.delete('/__dev/faults');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(panel(page).getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});
