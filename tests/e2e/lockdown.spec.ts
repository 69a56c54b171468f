/**
 * Lockdown in the console (issue 59): an administrator opens a person's Sessions tab, locks the account down
 * with a reason, and sees what it ended; the person, signed in elsewhere, is signed out, and the account shows
 * inactive with the reason in the event log.
 */
import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, openRecord, otherPerson, panel, rows } from './support/pages';

const JAMIE = 2;

test('an administrator locks an account down with a reason; the person is signed out everywhere', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, each in their own browser
  const jamie = await otherPerson(browser, demo.user);
  await signInAs(page, demo.admin);
  await openRecord(page, `/users?userID=${JAMIE}&index=2`, 'Jamie Rivera');
  const section = panel(page).getByRole('region', { name: 'Lockdown' });
  await expect(section).toBeVisible(FIRST_LOAD);

  await section.getByRole('button', { name: 'Lock Down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure ?' });
  const sure = dialog.getByRole('button', { name: 'I am sure' });
  // No reason, no lockdown.
  await expect(sure).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Phished on Monday');
  await sure.click();

  await expect(page.getByText(/^The account is locked down: 1 sessions ended, 0 access tokens/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The record is read again: the account is inactive.
  await panel(page).getByRole('tab', { name: 'Details' }).click();
  await expect(panel(page).getByLabel('Email Verified (Active)')).not.toBeChecked();

  // Jamie's own console learns it at its next call: back to the sign-in page.
  await jamie.page.reload();
  await expect(jamie.page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_LOAD);
  await jamie.context.close();

  // The reason, with who gave it, is in the event log: the newest event, opened.
  await page.goto('/events');
  const newest = rows(page).first();
  await expect(newest).toContainText(`POST /account/users/${JAMIE}/lockdown`, FIRST_LOAD);
  await newest.click();
  await expect(
    panel(page).getByText('admin@example.com locked down the account of user@example.com: Phished on Monday'),
  ).toBeVisible();
});
