import type { Page } from '@playwright/test';
import { test, expect, signIn, demo } from '../support/test';
import { openRecord, panel, rows } from '../support/pages';

/**
 * Issue 42, item 2: a field that saves alone saves once per change (Enter, then leaving the field, is one
 * save), and a save the API refuses marks its field (its error state and why) and offers to retry or to
 * undo, instead of leaving the unsaved value there as if it were saved. Saved or undone, the refusal's notice
 * goes (issue 64).
 */

test.describe.configure({ timeout: 120_000 });

/** The PUTs of one user the page makes. */
function putsOf(page: Page, id: number): string[] {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === `/account/users/${id}`) puts.push(r.postData() ?? '');
  });
  return puts;
}

test('a refused save is sent once, notified once, marks the field and offers Retry and Undo', async ({ page, api }) => {
  await signIn(page, demo.admin);
  const fault = await api.post('/__dev/faults', { data: { method: 'PUT', path: '/account/users/2' } });
  expect(fault.ok()).toBeTruthy();
  const puts = putsOf(page, 2);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  const firstName = panel(page).getByLabel('First Name');

  await firstName.fill('Jamison');
  await firstName.press('Enter');
  await expect(page.getByText('Injected fault.', { exact: true })).toBeVisible();
  // Leaving the field after Enter is no second save.
  await panel(page).getByLabel('Last Name').click();
  await expect(firstName).toBeEnabled();
  await expect(page.getByText('Injected fault.', { exact: true })).toHaveCount(1);
  expect(puts).toEqual([JSON.stringify({ firstName: 'Jamison' })]);

  // The field says it was not saved, and the list still shows what is saved.
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/Not saved/);
  await expect(rows(page).filter({ hasText: 'Jamie Rivera' })).toHaveCount(1);

  // Undo puts the saved value back; nothing is sent.
  await panel(page).getByRole('button', { name: 'Undo' }).click();
  await expect(firstName).toHaveValue('Jamie');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  expect(puts).toHaveLength(1);
  // The failure's notice goes with it (issue 64): nothing stale stays over the fields.
  await expect(page.getByText('Injected fault.', { exact: true })).toHaveCount(0);

  // Retry, once the API takes it again, saves what was typed.
  await firstName.fill('Jamison');
  await firstName.press('Tab');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Injected fault.', { exact: true })).toHaveCount(1);
  expect(puts).toHaveLength(2);
  await api.delete('/__dev/faults');
  await panel(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('User has been updated.')).toBeVisible();
  await expect(firstName).toHaveValue('Jamison');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(rows(page).filter({ hasText: 'Jamison Rivera' })).toHaveCount(1);
  expect(puts).toHaveLength(3);
  // Saved by Retry: the refusal's notice is taken away, the success's is what stays.
  await expect(page.getByText('Injected fault.', { exact: true })).toHaveCount(0);
});
