import type { Locator, Page } from '@playwright/test';
import { focusOutline, isFocused, retypeFocused, tabTo } from './support/keyboard';
import {
  FIRST_LOAD,
  openResource,
  panel,
  policyColumn,
  policyRow,
  rows,
  searchBar,
  requiredLabel,
} from './support/pages';
import { test, expect as baseExpect, demo, landed, outbox } from './support/test';

/**
 * Issue 14: the console by keyboard alone. No test here clicks: focus moves with Tab, Shift+Tab and the
 * arrows, Enter and Space act, Escape closes. Addresses are opened with page.goto, as a typed address.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Signs in with the password by keyboard, and waits until the console has landed. */
async function signInByKeyboard(page: Page, who: { email: string; password: string }) {
  await page.goto('/signin');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await tabTo(page, page.getByLabel(requiredLabel('Password')));
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await landed(page);
}

/** Moves through an open menu or list box with the arrow keys until the target has the focus. */
async function arrowTo(page: Page, target: Locator, max = 30) {
  await target.waitFor();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
}

/** Adds a search-bar filter by keyboard: Field, the arrows to the field, Enter, then its value typed. */
async function addFilterByKeyboard(page: Page, label: string, value: string) {
  const bar = searchBar(page);
  await tabTo(page, bar.getByRole('button', { name: 'Field' }), { max: 80 });
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: label, exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, bar.getByLabel(`${label} Value`));
  await page.keyboard.type(value);
}

test('signs in with the password, Enter submitting the form', async ({ page }) => {
  await signInByKeyboard(page, demo.user);
  await expect(page).toHaveURL(/\/apps$/);
});

test('signs in with the one-time code, typed into the six boxes', async ({ page, api }) => {
  await page.goto('/signin');
  const opener = page.getByRole('button', { name: 'Send me a password free sign in code' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type(demo.user.email);
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  const first = dialog.getByLabel('Digit 1');
  await expect(first).toBeVisible();
  await expect.poll(async () => (await outbox(api, demo.user.email)).length).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec((await outbox(api, demo.user.email))[0].text)![1];
  await tabTo(page, first);
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/apps$/, FIRST_LOAD);
});

test('a skip link leads past the menu to the main content, with a visible focus ring on the way', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await openResource(page, '/users', 'Users');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const ring = await focusOutline(page);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is in the main area, not the app bar or the menu.
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  // Buttons draw a focus ring too.
  await tabTo(page, searchBar(page).getByRole('button', { name: 'Field' }));
  const buttonRing = await focusOutline(page);
  expect(buttonRing.style).not.toBe('none');
  expect(buttonRing.width).toBeGreaterThanOrEqual(2);
});

test('opens a user from the list with Enter, edits a field, saves it and adds a group', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const row = rows(page).nth(1);
  await tabTo(page, row, { max: 80 });
  const ring = await focusOutline(page);
  expect(ring.style).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]userID=\d+/);
  const id = new URL(page.url()).searchParams.get('userID');
  const detail = panel(page);
  await expect(detail.getByLabel('First Name')).toBeVisible(FIRST_LOAD);

  await tabTo(page, detail.getByLabel('First Name'));
  await retypeFocused(page, 'Keyboardina');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User has been updated.').first()).toBeVisible();
  const user = await (await page.request.get(`/account/users/${id}`)).json();
  expect(user.payload.firstName).toBe('Keyboardina');

  const groups = detail.getByRole('list', { name: 'Groups' });
  const before = await groups.getByRole('listitem').count();
  await tabTo(page, detail.getByRole('combobox', { name: /Add Groups to Users/ }));
  await page.keyboard.press('Enter');
  const option = page.getByRole('option').first();
  const name = (await option.textContent())!;
  await arrowTo(page, option);
  await page.keyboard.press('Enter');
  await expect(groups.getByRole('listitem')).toHaveCount(before + 1);
  await expect(groups.getByText(name)).toBeVisible();
});

test('keys pressed the moment a record opens are its panel’s: Tab goes into it, Escape closes it', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const row = rows(page).nth(2);
  await tabTo(page, row, { max: 80 });
  // The panel takes the focus after its first frame has painted (issue 63); these keys come before that.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel(page).locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(row).toBeFocused();
  // Whether the panel showed at all, as a person would have seen it flash open and close.
  await page.evaluate(() => {
    const seen = window as { panelShown?: boolean };
    seen.panelShown = false;
    new MutationObserver(() => {
      if (document.querySelector('aside[aria-label="users"]')) seen.panelShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  expect(await page.evaluate(() => (window as { panelShown?: boolean }).panelShown)).toBe(true);
  await expect(row).toBeFocused();
});

test('saves a search as a preset', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const bar = searchBar(page);
  await addFilterByKeyboard(page, 'Email', 'example.com');
  await tabTo(page, bar.getByRole('button', { name: 'Save as Preset' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByLabel('Name *'));
  await page.keyboard.type('Keyboard preset');
  await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('SearchPreset has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await tabTo(page, bar.getByRole('button', { name: 'My Presets' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Keyboard preset' })).toBeVisible();
});

test('creates a rule from the policy editor', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await page.goto('/opa');
  const service = policyRow(page, 'Services', 'account').getByRole('button', { name: 'account', exact: true });
  await expect(service).toBeVisible(FIRST_LOAD);
  await tabTo(page, service);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]serviceNameID=\d+/);
  await tabTo(page, policyRow(page, 'Roles', 'user').getByRole('button', { name: 'user', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]roleID=\d+/);
  await expect(policyColumn(page, 'Rules').getByText('user', { exact: true })).toBeVisible();

  const chip = policyRow(page, 'Rules', 'users').getByRole('button', { name: 'DELETE', exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, chip, { max: 300 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Rule' });
  await expect(dialog.getByLabel('Path')).toHaveValue('/users/[0-9]+');
  await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rule has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // The dialog gave the focus back to the chip that opened it.
  await expect(chip).toBeFocused();
});

/** Opens with Enter what `opener` opens, closes it with Escape and finds the focus back on the opener. */
async function escapeReturnsFocus(page: Page, opener: Locator, opened: Locator) {
  await tabTo(page, opener, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(opened).toBeVisible(FIRST_LOAD);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(opener).toBeFocused();
}

test('Escape closes the sign-in page dialogs and gives the focus back to what opened them', async ({ page }) => {
  await page.goto('/signin');
  await escapeReturnsFocus(
    page,
    page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Learn more' }),
    page.getByRole('dialog', { name: 'Cookies' }),
  );
  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Send me a password free sign in code' }),
    page.getByRole('dialog'),
  );
  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Create an Account' }),
    page.getByRole('dialog', { name: 'Create an Account' }),
  );
});

test('Escape closes the console dialogs and menus and gives the focus back to what opened them', async ({ page }) => {
  await signInByKeyboard(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const bar = searchBar(page);
  await escapeReturnsFocus(page, bar.getByRole('button', { name: 'Field' }), page.getByRole('menu'));
  await escapeReturnsFocus(page, bar.getByRole('button', { name: 'My Presets' }), page.getByRole('menu'));
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Add' }), page.getByRole('dialog'));
  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Account' }),
    page.getByRole('dialog', { name: 'Account' }),
  );
  await addFilterByKeyboard(page, 'Email', 'example.com');
  await escapeReturnsFocus(page, bar.getByRole('button', { name: 'Save as Preset' }), page.getByRole('dialog'));
  // The record panel closes with Escape too, and the focus goes back to its row.
  const row = rows(page).first();
  await escapeReturnsFocus(page, row, panel(page));
});
