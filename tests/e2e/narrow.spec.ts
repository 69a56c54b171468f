import type { BrowserContext, Page } from '@playwright/test';
import { FIRST_LOAD, pageLoaded, rows } from './support/pages';
import { test, expect, demo, signIn } from './support/test';

/**
 * Issue 14: at 390 px wide (a phone) every route works without scrolling the page sideways, and a record
 * opens in the spec's full-screen dialog. Nothing here writes data: one signed-in context serves all.
 */
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways (${scrollWidth} > ${clientWidth})`).toBeLessThanOrEqual(
    clientWidth,
  );
}

test.describe('visitor pages at 390 px', () => {
  test.use({ viewport: PHONE });
  for (const path of ['/signin', '/signin?signup=true', '/joinOrganization', '/notMe?token=x']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible(FIRST_LOAD);
      await expectNoSidewaysScroll(page, path);
    });
  }
});

test.describe('signed-in pages at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const reset = await fetch(`${process.env.E2E_API_URL}/__dev/reset`, { method: 'POST' });
    expect(reset.ok, 'POST /__dev/reset').toBeTruthy();
    context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
    page = await context.newPage();
    await signIn(page, demo.admin);
  });
  test.afterAll(() => context.close());

  for (const path of ['/apps', '/my-account?index=0', '/my-account?index=1', '/settings', '/opa']) {
    test(path, async () => {
      await page.goto(path);
      await pageLoaded(page);
      await expect(page.getByRole('main')).not.toBeEmpty(FIRST_LOAD);
      await expectNoSidewaysScroll(page, path);
    });
  }

  for (const path of [
    '/users',
    '/groups',
    '/organizations',
    '/roles',
    '/serviceNames',
    '/applications',
    '/events',
    '/templates',
  ]) {
    test(`${path}, then a record in the full-screen dialog`, async () => {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
      await pageLoaded(page);
      await expectNoSidewaysScroll(page, path);
      await rows(page).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').first()).toBeVisible(FIRST_LOAD);
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBe(PHONE.width);
      expect(box.height).toBe(PHONE.height);
      await expectNoSidewaysScroll(page, `${path}, record dialog`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});
