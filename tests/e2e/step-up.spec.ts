/**
 * Step-up in the console (issue 59): an administrator whose password was given more than 5 minutes ago grants
 * the superadmin role (the Administrators group) to a user; the API refuses the call for want of a step-up, a
 * dialog asks for the password, a wrong one shows the catalogue's words and loses nothing, the right one lets
 * the very same call go again, and the grant is saved and shown, as if nothing had happened. The superadmin's
 * own list: an action marked on the session policy page asks the same way, and what was typed is kept.
 */
import type { Page } from '@playwright/test';
import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, openRecord, openResource, panel } from './support/pages';

const JAMIE = 2;

/** Jamie's groups as the platform has them, read with the page's session. */
async function groupNames(page: Page): Promise<string[]> {
  const reply = await page.request.get(`/account/users/${JAMIE}/groups`);
  return ((await reply.json()).payload as { groupName: string }[]).map((g) => g.groupName);
}

test('granting superadmin asks for the password in a dialog, then saves the grant', async ({ page, api }) => {
  // Two round trips through the dialog and two reads of the platform: 34 s at a load of 7 on the shared machine.
  test.setTimeout(90_000);
  await signInAs(page, demo.admin);
  await openRecord(page, `/users?userID=${JAMIE}`, 'Jamie Rivera');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2);
  // The sign-in's own proof lapses as if 5 minutes had passed.
  expect((await api.post('/__dev/stepUp/lapse')).ok()).toBeTruthy();

  await panel(page)
    .getByRole('combobox', { name: /Add Groups to Users/ })
    .click();
  await page.getByRole('option', { name: 'Administrators' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: false }).first();
  await password.fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Your current password is not right.')).toBeVisible();
  // Nothing is lost: the dialog waits with what was typed; the grant is not made yet (the page behind is inert
  // while the dialog is open, so the platform says so).
  await expect(password).toHaveValue('not-my-password-1');
  expect(await groupNames(page)).not.toContain('Administrators');

  await password.fill(demo.admin.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(groups.getByRole('listitem')).toHaveCount(3);
  await expect(groups.getByText('Administrators')).toBeVisible();
  // Saved by the platform, and the refusal never reached the page as an error.
  expect(await groupNames(page)).toContain('Administrators');
  await expect(page.getByText('Confirm it is you: this action needs')).toHaveCount(0);
});

test('an action the superadmin marks asks for the password, then goes on with what was typed', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, demo.admin);
  await page.goto('/sessionPolicy');
  const creating = page.getByRole('checkbox', { name: 'Creating an application' });
  await expect(creating).not.toBeChecked(FIRST_LOAD);
  await creating.check();
  // Just signed in, the session is stepped up: saving the list asks nothing now.
  await page.getByRole('button', { name: 'Save the step-up list' }).click();
  await expect(page.getByText('The session policy has been saved.')).toBeVisible();
  try {
    expect((await api.post('/__dev/stepUp/lapse')).ok()).toBeTruthy();
    await openResource(page, '/applications');
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Create' }) });
    await form.getByLabel('Name', { exact: false }).first().fill('Payroll');
    await form.getByLabel('Url', { exact: true }).fill('https://payroll.example.com');
    await form.getByRole('button', { name: 'Create' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', { exact: false }).first().fill(demo.admin.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Application has been created.')).toBeVisible();
    const apps = (await (await page.request.get('/account/apps')).json()).payload as { name: string; url: string }[];
    expect(apps).toContainEqual(expect.objectContaining({ name: 'Payroll', url: 'https://payroll.example.com' }));
  } finally {
    // The policy is the whole API's; the page's session is stepped up again by now, or steps up here.
    await page.request.post('/account/users/signin/step-up', { data: { password: demo.admin.password } });
    const back = await page.request.put('/account/sessionPolicy', { data: { stepUpActions: [] } });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});
