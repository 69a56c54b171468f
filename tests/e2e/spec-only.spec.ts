import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startStack, stop, type Stack } from './support/global-setup';
import { allowOutside, demo, expect, signIn, test as base } from './support/test';
import { FIRST_LOAD, menu, openRecord, openResource, pageLoaded, panel } from './support/pages';

/**
 * The console against a platform of the specification alone (issue 60): the development API started with
 * API_SPEC_ONLY=1, which has no route beyond the specification's and no `GET /account/capabilities`. Every
 * specification screen works, with no menu entry, tab, section or button of a capability, no call the
 * platform cannot answer and no error notice.
 */
const test = base.extend<object, { platform: Stack }>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's first parameter as an object pattern
    async ({}, use) => {
      const children: ChildProcess[] = [];
      const folders: string[] = [];
      try {
        await use(await startStack(children, folders, { API_SPEC_ONLY: '1' }));
      } finally {
        await Promise.all(children.map(stop));
        folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.E2E_BASE_URL),
  api: async ({ playwright, platform }, use) => {
    const api = await playwright.request.newContext({ baseURL: platform.E2E_API_URL });
    await use(api);
    await api.dispose();
  },
});

/**
 * The platform's refusals the page met. The one expected: the console asks once what the platform offers,
 * and a platform without that route answers 404 (src/platform/capabilities.ts).
 */
function refusals(page: Page): string[] {
  const found: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() < 400 || pathname === '/account/capabilities') return;
    found.push(`${response.request().method()} ${pathname}: ${response.status()}`);
  });
  return found;
}

const noErrorNotice = (page: Page) => expect(page.getByRole('alert')).toHaveCount(0);

test.beforeEach(({ platform }) => {
  // This spec's console is another origin than the shared one the watch knows (support/origins.ts).
  allowOutside(new RegExp(`^${platform.E2E_BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
});

test('the administrator works through every specification screen and sees nothing beyond it', async ({ page }) => {
  test.slow(); // a tour of ten screens on its own console
  const refused = refusals(page);

  // The sign-in page offers no identity provider and asks the platform about none.
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_LOAD);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('admin@example.com');
  await expect(page.getByRole('button', { name: /^(Sign in with|Continue with)/ })).toHaveCount(0);
  await signIn(page, demo.admin);

  // The menu holds the specification's entries and their nested ones, nothing else.
  await page.goto('/users');
  await pageLoaded(page);
  for (const group of await menu(page)
    .getByRole('button', { name: /^Show or hide the entries under/ })
    .all()) {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  await expect
    .poll(async () => (await menu(page).getByRole('link').allInnerTexts()).map((text) => text.trim()).sort())
    .toEqual(
      [
        'Applications',
        'Apps',
        'Groups',
        'OPA',
        'Organizations',
        'Roles',
        'Service Names',
        'Settings',
        'Templates',
        'Unity',
        'Users',
      ].sort(),
    );

  // A user's panel: Details alone, no sessions, factors or lockout.
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await expect(panel(page).getByRole('tab')).toHaveText(['Details']);
  await expect(panel(page).getByRole('button', { name: 'Impersonate' })).toBeVisible();
  await noErrorNotice(page);

  // The other lists, each with its rows.
  for (const [path, title] of [
    ['/groups', 'Groups'],
    ['/organizations', 'Organizations'],
    ['/applications', 'Applications'],
    ['/roles', 'Roles'],
    ['/serviceNames', 'Service Names'],
    ['/events', 'Events'],
    ['/templates', 'Templates'],
  ] as const) {
    await openResource(page, path, title);
    await noErrorNotice(page);
  }

  // An organization's panel has no e-mail domains (identity providers' part).
  await page.goto('/organizations?organizationID=1');
  await expect(panel(page).getByRole('heading').first()).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByRole('heading', { name: 'E-mail domains' })).toHaveCount(0);

  // The policy editor: its columns and its tester, no Who can.
  await page.goto('/opa');
  await expect(page.getByRole('heading', { name: 'Policy Editor' })).toBeVisible(FIRST_LOAD);
  await pageLoaded(page);
  await expect(page.getByRole('button', { name: 'Policy Tester' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Who can' })).toHaveCount(0);
  await noErrorNotice(page);

  // The e-mail settings.
  await page.goto('/settings');
  await pageLoaded(page);
  await noErrorNotice(page);

  expect(refused).toEqual([]);
});

test('a person signs in, opens their apps and My Account, and sees the specification’s tabs alone', async ({
  page,
}) => {
  const refused = refusals(page);
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/apps$/);
  await pageLoaded(page);
  await noErrorNotice(page);

  await page.goto('/my-account');
  await expect(page.getByRole('tab')).toHaveText(['My Account', 'Access Tokens']);
  await page.getByRole('tab', { name: 'Access Tokens' }).click();
  await expect(page).toHaveURL(/index=1/);
  await pageLoaded(page);
  await noErrorNotice(page);

  expect(refused).toEqual([]);
});
