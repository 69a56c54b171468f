/**
 * "This was not me" (issue 59): Jamie changes their password in My Account; the mail telling them of it has a
 * "This was not me" link; the page it opens explains, asks, and on confirmation locks the account down without
 * any password: Jamie is signed out everywhere and the administrator sees the account inactive.
 */
import { test, expect, signInAs, demo, outbox } from './support/test';
import { FIRST_LOAD, openRecord, otherPerson, panel } from './support/pages';

const JAMIE = 2;

test('the mail of a new password locks the account down from its "This was not me" link', async ({
  page,
  browser,
  api,
}) => {
  test.slow(); // two people, each in their own browser
  await signInAs(page, demo.user);
  await page.goto('/my-account');
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('New Password').fill('changed99-quokka');
  await form.getByLabel('Password Confirmation').fill('changed99-quokka');
  await form.getByLabel('Current Password').fill(demo.user.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The new password has been set.')).toBeVisible(FIRST_LOAD);

  const mail = (await outbox(api, demo.user.email)).find((m) => m.subject === 'Your password was changed');
  expect(mail?.text).toContain('This was not me');
  await page.goto(mail!.link!);
  await expect(page.getByRole('heading', { name: 'This was not me' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/signs you out everywhere/)).toBeVisible();
  await page.getByRole('button', { name: 'Lock my account down' }).click();
  await expect(page.getByText(/^Your account is locked down/)).toBeVisible();

  // The session Jamie changed the password in is over too.
  await page.goto('/my-account');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_LOAD);
  // The link works once.
  await page.goto(mail!.link!);
  await page.getByRole('button', { name: 'Lock my account down' }).click();
  await expect(page.getByText('This link is invalid, already used or expired.')).toBeVisible();

  const admin = await otherPerson(browser, demo.admin);
  await openRecord(admin.page, `/users?userID=${JAMIE}`, 'Jamie Rivera');
  await expect(panel(admin.page).getByLabel('Email Verified (Active)')).not.toBeChecked(FIRST_LOAD);
  await admin.context.close();
});
