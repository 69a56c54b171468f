import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo } from '../support/test';
import { FIRST_LOAD, openRecord, panel } from '../support/pages';

/**
 * Issue 42, item 6: a record's 340 px panel shows every tab whole, History included, with no scroll
 * arrow; a rule's DELETE chip is never cut.
 */

test.describe.configure({ timeout: 120_000 });

/** Whether `inner` lies wholly inside `outer`, on screen. */
async function inside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return (
    !!a &&
    !!b &&
    a.x >= b.x - 0.5 &&
    a.x + a.width <= b.x + b.width + 0.5 &&
    a.y >= b.y - 0.5 &&
    a.y + a.height <= b.y + b.height + 0.5
  );
}

async function expectWholeTabs(page: Page, names: string[]) {
  const tablist = panel(page).getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText(names, FIRST_LOAD);
  for (const name of names) {
    const tab = tablist.getByRole('tab', { name });
    expect(await inside(tab, panel(page)), `${name} lies in the panel`).toBe(true);
    // Its label is not clipped by the scrolling strip of tabs.
    expect(await inside(tab, tablist), `${name} lies in the strip`).toBe(true);
  }
  // No scroll arrows: nothing is hidden behind them.
  await expect(panel(page).locator('.MuiTabs-scrollButtons:not(.Mui-disabled)')).toHaveCount(0);
  // The strip scrolls all the same (a longer translation), without showing a scrollbar (issue 41: not measured).
  const scroller = panel(page).locator('.MuiTabs-scroller');
  await expect.poll(() => scroller.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  expect(await scroller.evaluate((el: HTMLElement) => el.offsetHeight - el.clientHeight)).toBe(0);
}

test("a user's and an organization's panel show all their tabs whole, History included", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await expectWholeTabs(page, ['Details', 'Access', 'Sessions', 'History']);
  await panel(page).getByRole('tab', { name: 'History' }).click();
  await expect(
    panel(page).getByRole('region', { name: 'History entries' }).or(panel(page).getByText('No changes recorded yet')),
  ).toBeVisible(FIRST_LOAD);

  await openRecord(page, '/organizations?organizationID=1', 'Acme Corporation');
  await expectWholeTabs(page, ['General', 'Users', 'Danger', 'History']);
});

test("a rule's DELETE chip in the Access tab shows the whole method", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=1&index=1', 'Alex Morgan');
  const chips = panel(page)
    .getByRole('tabpanel')
    .locator('.MuiChip-root')
    .filter({ hasText: /^DELETE$/ });
  await expect(chips.first()).toBeVisible(FIRST_LOAD);
  for (const chip of await chips.all()) {
    const label = chip.locator('.MuiChip-label');
    // Not cut to "DEL…": the label is as wide as its text.
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('at 390 px the policy editor opens at its top, each column as high as what it shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { name: 'Policy Editor' })).toBeInViewport();
  // No large empty space under the last row of a column.
  for (const name of ['Services', 'Roles', 'Rules']) {
    const column = page.getByRole('region', { name });
    const box = (await column.boundingBox())!;
    const last = (await column.locator('[role="listitem"], p').last().boundingBox())!;
    expect(box.y + box.height - (last.y + last.height), `${name}: empty space under its last row`).toBeLessThan(80);
  }
});

test("a record's fields hold their place while its panel fills in (the tab strip a frame later)", async ({ page }) => {
  await signIn(page, demo.admin);
  for (const [address, row] of [
    ['/users', 'jamie'],
    ['/groups', 'Support'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('tbody tr').filter({ hasText: row })).toBeVisible(FIRST_LOAD);
    // From the first frame the panel is in, where the field's input lies, frame by frame.
    await page.evaluate(() => {
      const tops: number[] = [];
      Object.assign(window, { __tops: tops });
      const frame = () => {
        const input = document.querySelector('aside input:not([type="hidden"])');
        if (input) tops.push(Math.round(input.getBoundingClientRect().top));
        if (tops.length < 40) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.locator('tbody tr').filter({ hasText: row }).first().click();
    await expect(panel(page).getByRole('tab').first()).toBeVisible(FIRST_LOAD);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tops: number[] }).__tops.length)).toBe(40);
    const tops = await page.evaluate(() => (window as unknown as { __tops: number[] }).__tops);
    expect(new Set(tops), `${address}: the first input's top, frame by frame`).toEqual(new Set([tops[0]]));
  }
});
