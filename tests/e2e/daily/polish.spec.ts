import { test, expect, signIn, demo, outbox } from '../support/test';
import { FIRST_LOAD, openRecord, openResource, panel, searchBar } from '../support/pages';

/**
 * Issue 42, item 11 (polish): the mails' links are absolute, under the console's public address (the
 * e-mail settings' Base URL), so a mail client can open them; Export in CSV downloads without opening a
 * blank tab first.
 */

test.describe.configure({ timeout: 120_000 });

test("an invitation mail's link is absolute, under the Base URL set on the Settings page", async ({ page, api }) => {
  await signIn(page, demo.admin);
  await page.goto('/settings');
  const base = page.getByRole('textbox', { name: 'Base URL' });
  await expect(base).toHaveValue('https://console.example.com', FIRST_LOAD);
  await base.fill('https://access.example.org/');
  await base.press('Enter');
  await expect.poll(async () => (await (await page.request.get('/account/settings/1')).json()).payload.baseURL).toBe('https://access.example.org/');

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
  await signIn(page, demo.admin);
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
