import { test, expect as baseExpect, demo, outbox, signIn } from './support/test';
import { retype } from './support/pages';

// Pages load lazily; a shared, busy machine needs more than the default 8 s for a first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('My Account', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.user);
  });

  test('tabs follow the index query parameter; an unknown index gets a joke', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Your Personal Data')).toBeVisible();
    await page.getByRole('tab', { name: 'Access Tokens' }).click();
    await expect(page).toHaveURL(/\/my-account\?index=1$/);
    await expect(page.getByRole('columnheader', { name: 'Validity' })).toBeVisible();
    await page.goto('/my-account?index=7');
    await expect(page.getByText('Nice try!')).toBeVisible();
  });

  test('profile: Save only after a change with a valid e-mail; a new e-mail waits for its link', async ({ page, api }) => {
    await page.goto('/my-account');
    const save = page.getByRole('button', { name: 'Save' }).first();
    await expect(save).toBeDisabled();
    await page.getByLabel('First Name').fill('Ursula');
    await expect(save).toBeEnabled();
    const email = page.getByLabel('Email');
    await email.fill('ursula@');
    await expect(save).toBeDisabled();
    await email.fill('ursula@example.com');
    await save.click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();
    // The address in force stays until the link mailed to the new one is opened.
    const pending = page.getByRole('alert').filter({ hasText: 'until you confirm the link sent to ursula@example.com' });
    await expect(pending).toContainText('Your e-mail address stays user@example.com');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Ursula');
    await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
    await expect(pending).toBeVisible();

    const [mail] = await outbox(api, 'ursula@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    await page.goto(mail.link!);
    await expect(page.getByText('Your e-mail address is now ursula@example.com.')).toBeVisible();
    await expect(page).not.toHaveURL(/confirmEmail/);
    await expect(page.getByLabel('Email')).toHaveValue('ursula@example.com');
    await expect(pending).toHaveCount(0);
    expect((await outbox(api, demo.user.email))[0].subject).toBe('Your e-mail address was changed');
  });

  test('profile: a pending e-mail change can be cancelled', async ({ page, api }) => {
    await page.goto('/my-account');
    await page.getByLabel('Email').fill('typo@exmaple.com');
    await page.getByRole('button', { name: 'Save' }).first().click();
    const pending = page.getByRole('alert').filter({ hasText: 'until you confirm the link sent to typo@exmaple.com' });
    await expect(pending).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();
    await expect(pending).toHaveCount(0);
    // The link sent to the mistyped address no longer works.
    const [mail] = await outbox(api, 'typo@exmaple.com');
    await page.goto(mail.link!);
    await expect(page.getByText('This confirmation link is invalid, already used or expired.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  });

  test('change password ends in Success ! with empty fields, and the new password works', async ({ page }) => {
    await page.goto('/my-account');
    const submit = page.getByRole('button', { name: 'Change Password' });
    await page.getByLabel('New Password').fill('changed99');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password Confirmation').fill('changed99');
    await submit.click();
    await expect(page.getByText('Success !')).toBeVisible();
    await expect(page.getByText('The new password has been set.')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveValue('');
    await expect(page.getByLabel('Password Confirmation')).toHaveValue('');
    await signIn(page, { email: demo.user.email, password: 'changed99' });
    await expect(page).toHaveURL(/\/apps$/);
  });

  test('phone: Wrong phone format in red, stored as E.164', async ({ page }) => {
    await page.goto('/my-account');
    const phone = page.getByLabel('Phone');
    await retype(phone, '+1 555');
    const error = page.getByText('Wrong phone format');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(211, 47, 47)');
    await retype(phone, '+1 201 555 0123');
    await expect(error).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await expect
      .poll(async () => (await (await page.request.get('/account/users/current')).json()).payload.phone)
      .toBe('+12015550123');
  });

  test('default app: the next sign-in lands in that app', async ({ page }) => {
    const apps = (await (await page.request.get('/account/users/current/apps')).json()).payload as {
      name: string;
      url: string;
    }[];
    const app = apps[0];
    await page.goto('/my-account');
    await expect(page.getByText('Automaticaly launch this app after a login')).toBeVisible();
    await page.getByRole('combobox', { name: 'Default App' }).click();
    await expect(page.getByRole('option', { name: 'None' })).toBeVisible();
    await page.getByRole('option', { name: app.name }).click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();

    const host = new URL(app.url).host;
    await page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Default app</h1>' }));
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.host === host);
    await expect(page.getByRole('heading', { name: 'Default app' })).toBeVisible();
  });

  test('Other and Services & Roles show the account', async ({ page }) => {
    await page.goto('/my-account');
    for (const label of ['Uuid', 'Created At', 'Updated At', 'Id']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Services & Roles')).toBeVisible();
  });

  test('an access token is shown once and works as a Bearer token', async ({ page, playwright }) => {
    await page.goto('/my-account?index=1');
    await page.getByRole('button', { name: 'New access token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Access Token' });
    // What a token can and cannot do, before it is made.
    await expect(dialog).toContainText('It cannot manage tokens, your password or your e-mail, and dies when your password is reset.');
    await dialog.getByLabel('Name').fill('ci script');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText("You won't be able to see it again!");
    await expect(dialog.getByRole('button', { name: 'Create' })).toHaveCount(0);
    const token = await dialog.getByLabel('Your new access token').inputValue();
    expect(token.length).toBeGreaterThan(20);

    const script = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
    const res = await script.get('/account/users/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    expect((await res.json()).payload.email).toBe(demo.user.email);
    // A token never manages credentials: it cannot mint another.
    const minted = await script.post('/account/users/current/accessTokens', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'more' } });
    expect(minted.status()).toBe(403);

    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: /ci script/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Revoke ci script' }).click();
    await expect(row).toHaveCount(0);
    // The revocation waits while its notice offers Undo (issue 22), then goes through.
    await expect
      .poll(async () => (await script.get('/account/users/current', { headers: { Authorization: `Bearer ${token}` } })).status(), {
        timeout: 15_000,
      })
      .toBe(401);
    await script.dispose();
  });
});
