import type { Page, Route } from '@playwright/test';
import { test, expect, signIn, demo } from './support/test';
import { rows } from './support/pages';

/**
 * Issue 13's first paint: a cold open of a list's address shows its first rows before the app has
 * loaded, as a picture of the page that the app's own list then replaces in place; visitors and people
 * the page is not for never see one. The resources' page code is held back here, as a slow network
 * would, so that the picture can be looked at before the app takes over.
 */

test.describe.configure({ timeout: 120_000 });

/** The resources' page code: the built start-up chunk, or the page module of the dev server. */
const PAGE_CODE = /\/assets\/start-resources-[^/]+\.js$|\/src\/engine\/ResourcePage\.tsx/;

/** Holds the resources' page code back until the returned function is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_CODE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const picture = (page: Page) => page.locator('#first-paint');

/** Left, top and height of the first rows of a table, in px. */
const rowBoxes = (table: ReturnType<Page['locator']>) =>
  table.locator('tbody tr').evaluateAll((trs) =>
    trs.slice(0, 5).map((tr) => {
      const { x, y, height } = tr.getBoundingClientRect();
      return [Math.round(x), Math.round(y), Math.round(height)];
    }),
  );

test('opening /users shows its first rows before the app, then the app puts its own list in their place', async ({ page }) => {
  await signIn(page, demo.admin);
  const release = await holdPageCode(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/account/users')) calls.push(`${request.method()} ${pathname}`);
  });

  await page.goto('/users');
  // The picture: the page's title, headers and rows, while the app's code is still on its way.
  await expect(picture(page)).toBeVisible();
  await expect(picture(page).getByRole('heading')).toHaveCount(0); // hidden from assistive technology
  await expect(picture(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await picture(page).evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await expect(picture(page).locator('h1')).toHaveText('Users');
  await expect(picture(page).locator('th')).toHaveText(['', 'Name', 'Email']);
  const firstRow = picture(page).locator('tbody tr').first();
  await expect(firstRow).toContainText('AM');
  await expect(firstRow).toContainText('Alex Morgan');
  await expect(firstRow).toContainText('Acme Corporation');
  await expect(firstRow).toContainText('admin@example.com');
  await expect(picture(page).locator('tbody tr')).toHaveCount(20);
  const pictured = await picture(page).locator('tbody tr').allTextContents();
  const pictureBoxes = await rowBoxes(picture(page));
  await expect(rows(page)).toHaveCount(0);
  // Start-up's calls all went out before the page's code was there.
  const startUp = ['GET /account/users/current', 'GET /account/users/current/apps', 'POST /account/users/access', 'GET /account/users'];
  await expect.poll(() => startUp.filter((call) => calls.includes(call))).toEqual(startUp);

  release();
  // The app's list, in the same place, and the picture gone.
  await expect(rows(page)).toHaveCount(20);
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Alex Morgan/ })).toBeVisible();
  expect(await rows(page).allTextContents()).toEqual(pictured);
  expect(await rowBoxes(page.locator('#root table'))).toEqual(pictureBoxes);
  // The app took over start-up's calls instead of asking again.
  for (const call of startUp) expect(calls.filter((made) => made === call), call).toHaveLength(1);

  // A row of the app's list works as usual.
  await page.getByRole('row', { name: /Jamie Rivera/ }).click();
  await expect(page).toHaveURL(/userID=/);
});

test("an address's filters are the picture's too, and a list without a search bar lines up as well", async ({ page }) => {
  await signIn(page, demo.admin);
  const filters = JSON.stringify([{ name: 'email', comparison: 'like', value: 'example.com' }]);
  let release = await holdPageCode(page);
  await page.goto(`/users?filters=${encodeURIComponent(filters)}`);
  await expect(picture(page).locator('tbody tr').first()).toContainText('@example.com');
  const pictured = await picture(page).locator('tbody tr').allTextContents();
  for (const text of pictured) expect(text).toContain('example.com');
  release();
  await expect(picture(page)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(pictured.length);
  expect(await rows(page).allTextContents()).toEqual(pictured);

  await page.unrouteAll({ behavior: 'wait' });
  release = await holdPageCode(page);
  await page.goto('/groups');
  await expect(picture(page).locator('tbody tr').first()).toBeVisible();
  const boxes = await rowBoxes(picture(page));
  release();
  await expect(picture(page)).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  expect(await rowBoxes(page.locator('#root table'))).toEqual(boxes);
});

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

test('in the dark theme the picture is dark as the page that replaces it', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'darkMode', value: 'true', url: baseURL! }]);
  await signIn(page, demo.admin);
  const release = await holdPageCode(page);
  await page.goto('/groups');
  await expect(picture(page).locator('tbody tr').first()).toBeVisible();
  const pictured = await background(page, '#first-paint');
  release();
  await expect(picture(page)).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  expect(pictured).toBe(await background(page, 'body'));
  expect(pictured).not.toBe('rgb(250, 250, 251)'); // not the light page
});

/** Notes whether a first paint was ever put on the page. */
async function watchForPicture(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('first-paint')) (window as { pictured?: boolean }).pictured = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a visitor, a user the page is not for and a phone get no picture of it', async ({ page }) => {
  await watchForPicture(page);
  await page.goto('/users');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => (window as { pictured?: boolean }).pictured ?? false)).toBe(false);

  await signIn(page, demo.user);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  expect(await page.evaluate(() => (window as { pictured?: boolean }).pictured ?? false)).toBe(false);

  // On a narrow screen the page's layout is another one (the sidebar a drawer): the app alone paints it.
  await signIn(page, demo.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/users');
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { pictured?: boolean }).pictured ?? false)).toBe(false);
});
