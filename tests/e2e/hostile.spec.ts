import { test, expect, signIn, signInAs, demo } from './support/test';
import { openResource, otherPerson, panel, rows } from './support/pages';

/**
 * Hostile input and sessions as a person meets them (issue 11): a dangerous address typed by an
 * administrator is refused with the API's error and nothing typed is lost; a new password signs out the
 * person's other browsers.
 */
test.describe.configure({ timeout: 90_000 });

test("an app's address typed as javascript: is refused with the API's error, and what was typed stays", async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/applications');
  await rows(page).filter({ hasText: 'CRM' }).first().click();
  const url = panel(page).getByLabel('Url', { exact: true });
  await url.fill('javascript:alert(document.cookie)');
  await url.press('Enter');
  await expect(page.getByText('url: Enter a full http(s) address (https://…).')).toBeVisible();
  await expect(url).toHaveValue('javascript:alert(document.cookie)');
  const saved = await page.request.get('/account/apps/2');
  expect((await saved.json()).payload.url).toBe('https://crm.example.com');
});

test('a new password set in one browser signs the person out of their other browser', async ({ page, browser }) => {
  await signIn(page, demo.user);
  const other = await otherPerson(browser, demo.user);
  try {
    await page.goto('/my-account');
    const form = page.getByRole('form', { name: 'Change Password' });
    // A change of one's own password carries the current one (issue 33: fresh proof).
    await form.getByLabel('Current Password').fill(demo.user.password);
    await form.getByLabel('New Password').fill('changed99-quokka');
    await form.getByLabel('Password Confirmation').fill('changed99-quokka');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('The new password has been set.')).toBeVisible();

    // The browser that made the change stays signed in; the other one is sent to the sign-in page.
    await page.reload();
    await expect(page).toHaveURL(/\/my-account/);
    await other.page.goto('/my-account');
    await expect(other.page).toHaveURL(/\/signin/);
  } finally {
    await other.context.close();
  }
});
