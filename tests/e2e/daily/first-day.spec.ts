import { test, expect, signInAs, demo } from '../support/test';
import { expectAccessible, useTheme } from '../support/axe';
import { addFilter, openRecord, openResource, otherPerson, panel, runSearch, searchBar } from '../support/pages';

/**
 * Issue 64's small items, as a new administrator meets them on a first day: the console offers only what the
 * caller may do.
 */

test.describe.configure({ timeout: 120_000 });

test('the auditor is not offered "Make it Global" on a preset; an administrator is (item 7)', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.auditor);
  await openResource(page, '/events', 'Events');
  await addFilter(page, 'Name', 'Sign');
  await runSearch(page);
  await searchBar(page).getByRole('button', { name: 'Save as Preset' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Let's Create a New Search Preset")).toBeVisible();
  await expect(dialog.getByLabel('Name *')).toBeVisible();
  await expect(dialog.getByLabel('Make it Global')).toHaveCount(0);

  const admin = await otherPerson(browser, demo.admin);
  await openResource(admin.page, '/events', 'Events');
  await addFilter(admin.page, 'Name', 'Sign');
  await runSearch(admin.page);
  await searchBar(admin.page).getByRole('button', { name: 'Save as Preset' }).click();
  await expect(admin.page.getByRole('dialog').getByLabel('Make it Global')).toBeVisible();
  await admin.context.close();
});

test('a field of an administrator’s panel that saves on leaving it says "Saved" by the field (item 13)', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/groups?groupID=3', 'Support');
  const name = panel(page).getByRole('textbox', { name: 'Name' });
  await name.fill('Support desk');
  await expect(
    panel(page)
      .getByRole('status')
      .filter({ hasText: /^Saved$/ }),
  ).toHaveCount(0);
  await name.press('Tab');
  await expect(
    panel(page)
      .getByRole('status')
      .filter({ hasText: /^Saved$/ }),
  ).toBeVisible();
});

test('in the dark theme, a selected row of an inactive user keeps its name readable (item 16)', async ({
  page,
  context,
}) => {
  await useTheme(context, 'dark');
  await signInAs(page, demo.admin);
  const users = (await (await page.request.get('/account/users?sort=["firstName","ASC"]&range=[0,4]')).json()).payload;
  const person = users.find((u: { email: string }) => u.email !== demo.admin.email);
  expect((await page.request.put(`/account/users/${person.id}`, { data: { active: false } })).status()).toBe(200);
  await openRecord(page, `/users?userID=${person.id}`, `${person.firstName} ${person.lastName}`);
  await expectAccessible(page, 'dark /users, an inactive user selected');
});
