import { test, expect as baseExpect, demo, signIn, signInAs } from './support/test';
import { requiredLabel } from './support/pages';

// Pages load lazily; a shared, busy machine needs more than the default 8 s for a first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('sign-in page', () => {
  test('shows the form alone, with Remember Me checked and Login enabled only by the rules', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Signin' })).toBeVisible();
    await expect(page).toHaveTitle('Signin');
    await expect(page.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Collapse Menu' })).toHaveCount(0);

    const login = page.getByRole('button', { name: 'Login' });
    const email = page.getByLabel('Email');
    const password = page.getByLabel(requiredLabel('Password'));
    await expect(login).toBeDisabled();

    await email.fill('not-an-address');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await password.click(); // leaves the e-mail field
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await email.fill(demo.user.email);
    await password.fill('short12');
    await expect(login).toBeDisabled();
    await password.fill('long1234');
    await expect(login).toBeEnabled();

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('with Remember Me keeps a persistent session cookie and lands on /apps', async ({ page, context }) => {
    await signIn(page, demo.user);
    await expect(page).toHaveURL(/\/apps$/);
    const session = (await context.cookies()).find((c) => c.name === 'session');
    expect(session, 'session cookie').toBeTruthy();
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 3600);
  });

  test('without Remember Me keeps a browser-session cookie', async ({ page, context }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel(requiredLabel('Password')).fill(demo.user.password);
    await page.getByRole('checkbox', { name: 'Remember Me' }).uncheck();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/apps$/);
    const session = (await context.cookies()).find((c) => c.name === 'session');
    expect(session, 'session cookie').toBeTruthy();
    expect(session!.expires).toBe(-1);
  });

  test('a wrong password is reported and the person stays on the sign-in page', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel(requiredLabel('Password')).fill('wrong-password1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
  });

  test('after repeated wrong passwords the sign-in is refused with when to retry, even with the right one', async ({
    page,
  }) => {
    await page.goto('/signin');
    const password = page.getByLabel(requiredLabel('Password'));
    const login = page.getByRole('button', { name: 'Login' });
    await page.getByLabel('Email').fill(demo.user.email);
    // The account's limit of wrong passwords (fixtures/server/gate/limits.ts: 10 in 15 minutes).
    for (let i = 0; i < 10; i++) {
      await password.fill(`wrong-password${i}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/account/users/signin'));
      await login.click();
      expect((await answered).status()).toBe(401);
    }
    await password.fill(demo.user.password);
    await login.click();
    const notice = page.getByRole('alert').filter({ hasText: 'Too many attempts.' });
    await expect(notice).toContainText('Try again in 15 minutes.');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('visiting the sign-in page ends the session', async ({ page }) => {
    await signInAs(page, demo.user);
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('goes back to the page asked for before signing in', async ({ page }) => {
    await page.goto('/my-account?index=1');
    await page.waitForURL(/\/signin/);
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel(requiredLabel('Password')).fill(demo.user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/my-account\?index=1$/);
  });

  test('a redirectTo towards another site lands on /apps', async ({ page }) => {
    let leftTheConsole = false;
    await page.route('https://evil.example.com/**', (route) => {
      leftTheConsole = true;
      return route.fulfill({ body: 'phished' });
    });
    await signIn(page, demo.user, `/signin?redirectTo=${encodeURIComponent('https://evil.example.com/x')}`);
    await expect(page).toHaveURL(/\/apps$/);
    expect(leftTheConsole).toBe(false);
  });

  test('a redirectTo within the console is followed', async ({ page }) => {
    await page.goto(`/signin?redirectTo=${encodeURIComponent('/my-account')}`);
    // the handler runs 100 ms after load and tidies the address bar
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel(requiredLabel('Password')).fill(demo.user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
  });

  test('shows the links the feature flags switch on', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Send me a password free sign in code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create an Account' })).toBeVisible();
    // the reset link is for deployments without password-free sign-in
    await expect(page.getByRole('button', { name: 'I Forgot my Password' })).toHaveCount(0);
  });

  test('the consent banner stores its confirmation for the whole site', async ({ page, context }) => {
    await page.goto('/signin');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Learn more' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toContainText('authentication token');
    await page.getByRole('button', { name: 'Close' }).click();
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cookieConsent')?.path).toBe('/');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });
});
