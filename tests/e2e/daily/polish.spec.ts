import { test, expect, signInAs, demo, outbox } from '../support/test';
import { FIRST_LOAD, openRecord, openResource, panel, searchBar } from '../support/pages';

/**
 * Issue 42, item 11 (polish): the mails' links are absolute, under the console's public address (the
 * e-mail settings' Base URL), so a mail client can open them; Export in CSV downloads without opening a
 * blank tab first.
 */

test.describe.configure({ timeout: 120_000 });

test("an invitation mail's link is absolute, under the Base URL set on the Settings page", async ({ page, api }) => {
  await signInAs(page, demo.admin);
  await page.goto('/settings');
  const base = page.getByRole('textbox', { name: 'Base URL' });
  await expect(base).toHaveValue('https://console.example.com', FIRST_LOAD);
  await base.fill('https://access.example.org/');
  await base.press('Enter');
  await expect
    .poll(async () => (await (await page.request.get('/account/settings/1')).json()).payload.baseURL)
    .toBe('https://access.example.org/');

  await openRecord(page, '/organizations?organizationID=2', 'Globex');
  await panel(page).getByRole('tab', { name: 'Users' }).click();
  await panel(page).getByRole('button', { name: 'Invite Users' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  await dialog.getByRole('textbox', { name: 'Emails' }).fill('mail.reader@example.com');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await outbox(api, 'mail.reader@example.com')).length).toBe(1);
  const [mail] = await outbox(api, 'mail.reader@example.com');
  expect(mail.link).toMatch(/^\/joinOrganization\?token=/);
  expect(mail.text).toContain(`https://access.example.org${mail.link}`);
  expect(mail.text).not.toContain(` ${mail.link}`);
});

test('Export in CSV downloads the file without opening a tab', async ({ page, context }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const tabs: string[] = [];
  context.on('page', (opened) => tabs.push(opened.url()));
  const download = page.waitForEvent('download');
  await searchBar(page).getByRole('button', { name: 'Export in CSV' }).click();
  expect((await download).suggestedFilename()).toBe('users.csv');
  // Nothing else opened meanwhile, and the console stayed where it was.
  await page.waitForTimeout(500);
  expect(tabs).toEqual([]);
  expect(context.pages()).toHaveLength(1);
  await expect(page).toHaveURL(/\/users/);
});

test("the sign-in page's Language field is as wide as its languages, its label in the outline's notch", async ({
  page,
}) => {
  await page.goto('/signin');
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toBeVisible(FIRST_LOAD);
  const field = page.locator('.MuiFormControl-root').filter({ has: select });
  const form = page.getByRole('button', { name: 'Login' });
  const [box, login] = [(await field.boundingBox())!, (await form.boundingBox())!];
  // Not across the page: no wider than the sign-in form, and under it.
  expect(box.width).toBeLessThanOrEqual(login.width);
  expect(Math.abs(box.x + box.width / 2 - (login.x + login.width / 2))).toBeLessThan(2);
  // The outline is the field's only border: the select draws none of its own across the label.
  expect(
    await select.evaluate(
      (el) => getComputedStyle(el).borderTopStyle === 'none' || getComputedStyle(el).borderTopWidth === '0px',
    ),
  ).toBe(true);
  await select.selectOption('fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});
