import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible, settled, useTheme, type Theme } from './support/axe';
import { addFilter, FIRST_LOAD, pageLoaded, openResource, panel, rows, searchBar } from './support/pages';
import { test, expect, demo, signIn } from './support/test';

/**
 * Issue 14: axe (every rule of axe-core 4.14 since issue 42) on every route and state of both specs, in
 * the light and the dark theme; any moderate, serious or critical violation fails, named by its rule and
 * element (support/axe.ts lists the two only reported). No rule is excluded. Nothing here writes data
 * (but one user's first name, for the history to show an entry), so each theme shares one context (one
 * sign-in) across its tests, and each state is one axe run.
 */
test.describe.configure({ timeout: 90_000 });

/** The admin pages (resources/*.ts with a route), each with its list heading. */
const ADMIN_LISTS = [
  { path: '/users', title: 'Users' },
  { path: '/groups', title: 'Groups' },
  { path: '/organizations', title: 'Organizations' },
  { path: '/roles', title: 'Roles' },
  { path: '/serviceNames', title: 'Service Names' },
  { path: '/applications', title: 'Applications' },
  { path: '/events', title: 'Events' },
  { path: '/templates', title: 'Templates' },
];

/** A fresh context in the theme; the API reset first so the states are the seed's. */
async function newContext(browser: import('@playwright/test').Browser, theme: Theme) {
  const reset = await fetch(`${process.env.E2E_API_URL}/__dev/reset`, { method: 'POST' });
  expect(reset.ok, 'POST /__dev/reset').toBeTruthy();
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await useTheme(context, theme);
  return context;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`visitor pages, ${theme} theme`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, theme);
      page = await context.newPage();
    });
    test.afterAll(() => context.close());

    test('sign-in page', async () => {
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /signin`);
    });

    test('sign-in page with the cookies dialog', async () => {
      await page.goto('/signin');
      await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Learn more' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
      await expectAccessible(page, `${theme} /signin, cookies dialog`);
    });

    test('sign-in page with the signup dialog', async () => {
      await page.goto('/signin?signup=true');
      await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /signin, signup dialog`);
    });

    test('sign-in page with the password-free dialog, both steps', async () => {
      await page.goto('/signin');
      await page.getByRole('button', { name: 'Send me a password free sign in code' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Email')).toBeVisible();
      await expectAccessible(page, `${theme} /signin, password-free dialog, e-mail step`);
      await dialog.getByLabel('Email').fill(demo.user.email);
      await dialog.getByRole('button', { name: 'Send' }).click();
      // The six boxes read as one labelled group.
      await expect(dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox')).toHaveCount(6);
      await expectAccessible(page, `${theme} /signin, password-free dialog, code step`);
    });

    test('sign-in page with the invitation dialog', async () => {
      await page.goto('/signin?inviteToken=SOME-INVITE&email=guest%40example.com');
      await expect(page.getByRole('dialog', { name: 'Join Organization' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /signin, invitation dialog`);
    });

    test('sign-in page with the reset password dialog', async () => {
      await page.goto('/signin?resetPassword=SOME-TOKEN');
      await expect(page.getByRole('dialog')).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /signin, reset password dialog`);
    });

    test('sign-in page with the forgot password dialog', async () => {
      // The link shows where password-free sign-in is off: serve that configuration to this page only.
      await page.route('**/config.json', async (route) => {
        const config = await (await route.fetch()).json();
        await route.fulfill({
          json: { ...config, features: { ...config.features, passwordFree: false, resetPassword: true } },
        });
      });
      await page.goto('/signin');
      await page.getByRole('button', { name: 'I Forgot my Password' }).click();
      await expect(page.getByRole('dialog', { name: 'I Forgot my Password' })).toBeVisible();
      await expectAccessible(page, `${theme} /signin, forgot password dialog`);
      await page.unroute('**/config.json');
    });

    test("a field's error is tied to it: its accessible description, the field marked invalid", async () => {
      await page.goto('/signin');
      const email = page.getByLabel('Email');
      await expect(email).toBeVisible(FIRST_LOAD);
      await email.fill('not-an-address');
      await email.blur();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });

    test('join page', async () => {
      await page.goto('/joinOrganization');
      await expect(page.getByText('Unkown Step')).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /joinOrganization`);
    });

    test('"This was not me" page (issue 59)', async () => {
      await page.goto('/notMe?token=x');
      await expect(page.getByRole('button', { name: 'Lock my account down' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /notMe`);
    });
  });

  test.describe(`signed-in pages, ${theme} theme`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      context = await newContext(browser, theme);
      page = await context.newPage();
      await signIn(page, demo.admin);
    });
    test.afterAll(() => context.close());

    test('/apps', async () => {
      await page.goto('/apps');
      await pageLoaded(page);
      await expectAccessible(page, `${theme} /apps`);
    });

    test('/default, the not-found page', async () => {
      await page.goto('/default');
      await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /default`);
    });

    test('/processing', async () => {
      // The account stays "being prepared" so the page stays on screen.
      await page.route('**/users/opaReady', (route) =>
        route.fulfill({ json: { success: true, payload: { ready: false } } }),
      );
      await page.goto('/processing?redirect=%2Fapps');
      await expect(page.getByRole('heading', { name: 'We are creating your account...' })).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /processing`);
      await page.unroute('**/users/opaReady');
    });

    for (const index of [0, 1, 3]) {
      test(`/my-account, tab ${index}`, async () => {
        await page.goto(`/my-account?index=${index}`);
        await pageLoaded(page);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await expectAccessible(page, `${theme} /my-account?index=${index}`);
      });
    }

    for (const { path, title } of ADMIN_LISTS) {
      test(`${path}: the list, then the first record's panel with each tab`, async () => {
        await openResource(page, path, title);
        await pageLoaded(page);
        await expectAccessible(page, `${theme} ${path}`);
        await rows(page).first().click();
        const detail = path === '/users' ? page.getByRole('complementary') : panel(page);
        await expect(detail.getByRole('heading').first()).toBeVisible(FIRST_LOAD);
        await expect(detail.getByRole('progressbar')).toHaveCount(0);
        await expectAccessible(page, `${theme} ${path}, panel`);
        const tabs = detail.getByRole('tab');
        const count = await tabs.count();
        // A scan of every rule takes seconds on two busy cores: the time this test may take grows with its tabs.
        test.setTimeout(90_000 + count * 20_000);
        for (let i = 1; i < count; i++) {
          await tabs.nth(i).click();
          await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
          await expect(detail.getByRole('progressbar')).toHaveCount(0);
          await expectAccessible(page, `${theme} ${path}, panel, tab ${await tabs.nth(i).textContent()}`);
        }
      });
    }

    test('/settings, the e-mail settings page', async () => {
      await page.goto('/settings');
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible(FIRST_LOAD);
      await pageLoaded(page);
      await expectAccessible(page, `${theme} /settings`);
    });

    test('/opa, the policy editor', async () => {
      await page.goto('/opa');
      await expect(page.getByRole('region', { name: 'Services', exact: true })).toBeVisible(FIRST_LOAD);
      await pageLoaded(page);
      await expectAccessible(page, `${theme} /opa`);
    });

    test('/opa, who can: a call asked and answered', async () => {
      await page.goto('/opa');
      await page.getByRole('button', { name: 'Who can' }).click();
      const dialog = page.getByRole('dialog', { name: 'Who can' });
      await dialog.getByLabel('Path').fill('/users');
      await dialog.getByRole('button', { name: 'Ask' }).click();
      await expect(dialog.getByRole('table', { name: 'People' }).getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, `${theme} /opa, who can`);
      await page.keyboard.press('Escape');
    });

    test('/history, the global history', async () => {
      // A change first, so the view has an entry (the API was reset for this context).
      await page.goto('/users?userID=2');
      await panel(page).getByLabel('First Name').fill('Jamie A');
      await panel(page).getByLabel('First Name').press('Enter');
      await expect(page.getByText('User has been updated.')).toBeVisible();
      await page.goto('/history');
      await expect(page.getByRole('table', { name: 'History entries' })).toContainText(
        'User: Jamie A Rivera',
        FIRST_LOAD,
      );
      await pageLoaded(page);
      await expectAccessible(page, `${theme} /history`);
    });

    test('the search bar with its menus and the preset dialog', async () => {
      await openResource(page, '/users', 'Users');
      const bar = searchBar(page);
      await bar.getByRole('button', { name: 'Field' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, `${theme} search bar, Field menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await settled(page);
      for (const name of ['My Presets', 'Global Presets']) {
        await bar.getByRole('button', { name }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, `${theme} search bar, ${name} menu`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await settled(page);
      }
      // A search to save: Save as Preset needs a filter.
      await addFilter(page, 'Email', 'example.com');
      await bar.getByRole('button', { name: 'Save as Preset' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${theme} search bar, preset dialog`);
      await page.keyboard.press('Escape');
    });
  });
}
