import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, outbox } from './support/test';
import {
  FIRST_LOAD,
  addFilter,
  confirmDeletion,
  expectDimmed,
  filtersParam,
  letUndoPass,
  openRecord,
  openResource,
  panel,
  retype,
  rows,
  runSearch,
  savePreset,
  searchBar,
  totalOf,
  requiredLabel,
} from './support/pages';

/**
 * The Users page of spec 1 as the superadmin: the search bar (like and date filters, presets private and
 * global, CSV export), the detail panel opened from a copied address, every field, groups,
 * impersonation, the password-free code, and creating and deleting a user.
 */

// A slow shared machine: the dev server compiles pages on first use.
test.describe.configure({ timeout: 120_000 });

async function openUsers(page: Page) {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
}

/** Opens a user's panel from its address, as a copied link would. */
const openUser = (page: Page, id: unknown, name: string) => openRecord(page, `/users?userID=${id}`, name);

/** A user the seed holds, read through the API with the page's session. */
async function userByEmail(page: Page, email: string) {
  const filters = JSON.stringify([{ name: 'email', comparison: 'eq', value: email }]);
  const res = await page.request.get(`/account/users?filters=${encodeURIComponent(filters)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()).payload as Record<string, unknown>[])[0];
}

test('finds users by a like filter on e-mail and by a date filter, and keeps them in the address', async ({ page }) => {
  await openUsers(page);
  await addFilter(page, 'Email', 'USER@example');
  await runSearch(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Jamie Rivera');
  await expect(rows(page).first()).toContainText('user@example.com');
  await expect(searchBar(page).getByText('Total: 1 Rows')).toBeVisible();
  expect(filtersParam(page)).toEqual([{ name: 'email', comparison: 'like', value: 'USER@example' }]);

  // Removing the last filter clears the search.
  await searchBar(page).getByRole('button', { name: 'Remove filter Email' }).click();
  await expect.poll(() => filtersParam(page)).toBeNull();
  await expect(rows(page)).toHaveCount(20);

  // The demo users were created on 2024-01-08: typed as MM/DD/YYYY, sent as YYYY-MM-DD.
  const everybody = await totalOf(page);
  await addFilter(page, 'Created At', '01/08/2024');
  await runSearch(page);
  expect(filtersParam(page)).toEqual([{ name: 'createdAt', comparison: 'like', value: '2024-01-08' }]);
  await expect.poll(() => totalOf(page)).toBeLessThan(everybody);
  const total = await totalOf(page);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(rows(page).filter({ hasText: 'Jamie Rivera' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Alex Morgan' })).toHaveCount(1);

  // A reload keeps the search.
  await page.reload();
  await expect(searchBar(page).getByLabel('Created At Value')).toHaveValue('01/08/2024', { timeout: 30_000 });
  await expect(searchBar(page).getByText(`Total: ${total} Rows`)).toBeVisible();

  await searchBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => filtersParam(page)).toBeNull();
  await expect(searchBar(page).getByLabel('Created At Value')).toHaveCount(0);
});

test('saves searches as private and global presets; the plain user sees only the global one', async ({
  page,
  browser,
}) => {
  await openUsers(page);
  await addFilter(page, 'Email', 'user@example');
  await runSearch(page);
  await expect(rows(page)).toHaveCount(1);
  await savePreset(page, 'My private search', false);
  await savePreset(page, 'Team search', true);

  await searchBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(rows(page)).toHaveCount(20);
  await searchBar(page).getByRole('button', { name: 'My Presets' }).click();
  await expect(page.getByRole('menuitem', { name: /Team search/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /My private search/ }).click();
  await expect(rows(page)).toHaveCount(1);
  expect(filtersParam(page)).toEqual([{ name: 'email', comparison: 'like', value: 'user@example' }]);
  await searchBar(page).getByRole('button', { name: 'Global Presets' }).click();
  await expect(page.getByRole('menuitem', { name: /Team search/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The plain user may not open /users; the presets the search bar would list come from the unity API
  // with the plain user's own session.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await context.newPage();
  await signIn(other, demo.user);
  const res = await other.request.get('/unity/searchPresets?keyword=users');
  expect(res.ok()).toBeTruthy();
  const names = ((await res.json()).payload as { name: string }[]).map((p) => p.name);
  expect(names).toContain('Team search');
  expect(names).not.toContain('My private search');
  await context.close();

  // Only the owner may delete; the delete really happens.
  await searchBar(page).getByRole('button', { name: 'My Presets' }).click();
  await page.getByRole('button', { name: 'Edit preset My private search' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'My private search' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await confirmDeletion(page, 'searchPreset');
  await expect(page.getByText('SearchPreset has been deleted.')).toBeVisible();
  await searchBar(page).getByRole('button', { name: 'My Presets' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /My private search/ })).toHaveCount(0);
});

test('exports the filtered list as a formula-safe CSV', async ({ page }) => {
  await openUsers(page);
  const everybody = await totalOf(page);
  await addFilter(page, 'Created At', '01/08/2024');
  await runSearch(page);
  await expect.poll(() => filtersParam(page)).toEqual([{ name: 'createdAt', comparison: 'like', value: '2024-01-08' }]);
  await expect.poll(() => totalOf(page)).toBeLessThan(everybody);
  const total = await totalOf(page);
  await expect(rows(page).filter({ hasText: 'Jamie Rivera' })).toHaveCount(1);

  // The export downloads in place (issue 42): the download's address carries the applied filters.
  const download = page.waitForEvent('download');
  await searchBar(page).getByRole('button', { name: 'Export in CSV' }).click();
  const url = new URL((await download).url());
  expect(url.pathname).toContain('/account/users/csv');
  expect(JSON.parse(url.searchParams.get('filters')!)).toEqual([
    { name: 'createdAt', comparison: 'like', value: '2024-01-08' },
  ]);

  const res = await page.request.get(url.pathname + url.search);
  expect(res.headers()['content-type']).toContain('text/csv');
  const { data } = Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true });
  expect(data).toHaveLength(total);
  expect(data.map((r) => r.email)).toEqual(expect.arrayContaining(['admin@example.com', 'user@example.com']));
  expect(data.every((r) => r.createdAt.startsWith('2024-01-08'))).toBe(true);
});

test('opens a user from a copied address and edits each field', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demo.admin);
  const jamie = await userByEmail(page, demo.user.email);
  await openUser(page, jamie.id, 'Jamie Rivera');
  const detail = panel(page);
  await expect(detail.getByText('Created Jan 8, 2024')).toBeVisible();

  // UUID and ID copy themselves.
  const uuid = detail.getByRole('button', { name: `UUID ${jamie.uuid}` });
  await uuid.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Click to Copy');
  await uuid.click();
  await expect(page.getByRole('tooltip')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jamie.uuid);

  const updated = page.getByText('User has been updated.');
  const saved = async () => {
    // A notice under the pointer (an option just clicked low in the panel) stays open while hovered.
    await page.mouse.move(0, 0);
    await expect(updated.first()).toBeVisible();
    await expect(updated).toHaveCount(0, { timeout: 5000 });
  };

  await detail.getByLabel('First Name').fill('Jamila');
  await detail.getByLabel('First Name').press('Enter');
  await saved();
  await detail.getByLabel('Last Name').fill('Rivers');
  await detail.getByLabel('Last Name').blur();
  await saved();
  const email = detail.getByRole('textbox', { name: /^Email/ });
  await email.fill('jamila@example.com');
  await email.press('Enter');
  await saved();
  // The phone input formats as it goes: typed as a person does, after selecting what is there.
  const phone = detail.getByLabel('Phone');
  await retype(phone, '12');
  await phone.blur();
  await expect(detail.getByText('Wrong phone format')).toBeVisible();
  await retype(phone, '2025550143');
  await expect(detail.getByText('Wrong phone format')).toBeHidden();
  await phone.press('Enter');
  await saved();

  await detail.getByRole('combobox', { name: /Current Organization/ }).click();
  const organizations = page.getByRole('option');
  await expect(organizations).toHaveCount(2);
  const other = page.locator('[role="option"]:not([aria-selected="true"])');
  const otherOrganization = (await other.textContent())!;
  await other.click();
  await saved();

  await detail.getByRole('combobox', { name: /Default App/ }).click();
  await expect(page.getByRole('option', { name: 'None' })).toBeVisible();
  const app = (await page.getByRole('option').nth(1).textContent())!;
  await page.getByRole('option', { name: app, exact: true }).click();
  await saved();

  await detail.getByLabel('Email Verified (Active)').uncheck();
  await saved();

  const after = await userByEmail(page, 'jamila@example.com');
  expect(after).toMatchObject({
    firstName: 'Jamila',
    lastName: 'Rivers',
    phone: '+12025550143',
    active: false,
    organizationName: otherOrganization,
  });
  expect(after.defaultAppID).not.toBe(0);
  // The list shows the change, dimmed now that the user is inactive.
  await expectDimmed(rows(page).filter({ hasText: 'Jamila Rivers' }));
});

test('adds a group to a user and removes it', async ({ page }) => {
  await signIn(page, demo.admin);
  const jamie = await userByEmail(page, demo.user.email);
  await openUser(page, jamie.id, 'Jamie Rivera');
  const groups = panel(page).getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2);

  await panel(page)
    .getByRole('combobox', { name: /Add Groups to Users/ })
    .click();
  const option = page.getByRole('option').first();
  const name = (await option.textContent())!;
  await option.click();
  await expect(groups.getByRole('listitem')).toHaveCount(3);
  await expect(groups.getByText(name)).toBeVisible();

  await groups.getByRole('button', { name: `Remove from ${name}` }).click();
  await expect(groups.getByRole('listitem')).toHaveCount(2);
  // The removal waits while its notice offers Undo (issue 22), then goes through.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await letUndoPass(page);
  await expect
    .poll(async () => (await (await page.request.get(`/account/users/${jamie.id}/groups`)).json()).payload.length)
    .toBe(2);
  await page.reload();
  await expect(panel(page).getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveCount(2);
});

test('impersonates a user and stops', async ({ page }) => {
  await signIn(page, demo.admin);
  const jamie = await userByEmail(page, demo.user.email);
  await openUser(page, jamie.id, 'Jamie Rivera');
  await panel(page).getByRole('button', { name: 'Impersonate' }).click();
  const chip = page.getByText('Impersonating Jamie Rivera');
  await expect(chip).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/users');
  const current = await (await page.request.get('/account/users/current')).json();
  expect(current.payload).toMatchObject({ email: demo.user.email, impersonate: true });

  await chip.click();
  await expect(chip).toBeHidden();
  const back = await (await page.request.get('/account/users/current')).json();
  expect(back.payload).toMatchObject({ email: demo.admin.email, impersonate: false });
});

test('sends a password-free code that lands in the outbox', async ({ page, api }) => {
  await signIn(page, demo.admin);
  const jamie = await userByEmail(page, demo.user.email);
  await openUser(page, jamie.id, 'Jamie Rivera');
  await panel(page).getByRole('button', { name: 'Send PL Code' }).click();
  await expect(page.getByText('The password less code has been sent by email & SMS if available.')).toBeVisible();
  const [mail] = await outbox(api, demo.user.email);
  expect(mail.text).toMatch(/\b\d{6}\b/);
  expect(mail.link).toMatch(/plcode=\d{6}/);
});

test('forces a new password the user can then sign in with', async ({ page, browser }) => {
  await signIn(page, demo.admin);
  const jamie = await userByEmail(page, demo.user.email);
  await openUser(page, jamie.id, 'Jamie Rivera');
  await panel(page).getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New Password').fill('brandnew99-quokka');
  await dialog.getByLabel('Password Confirmation').fill('brandnew99-quokka');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Success !')).toBeVisible();
  await expect(dialog.getByText('The new password has been set.')).toBeVisible();

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await context.request.post('/account/users/signin', {
    data: { email: demo.user.email, password: 'brandnew99-quokka', permanent: false },
  });
  expect(res.ok()).toBeTruthy();
  await context.close();
});

test('creates a user and deletes it', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByLabel('First Name').fill('Margaret');
  await dialog.getByLabel('Last Name').fill('Hamilton');
  await dialog.getByLabel('Email').fill('margaret@example.com');
  await dialog.getByLabel(requiredLabel('Password')).fill('apollo11x');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Password Confirmation').fill('apollo11x');
  await expect(dialog.getByRole('combobox', { name: /Default App/ })).toHaveText('None');
  await create.click();
  await expect(page.getByText('User has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await addFilter(page, 'Email', 'margaret@example.com');
  await runSearch(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(page).toHaveURL(/[?&]userID=\d+/);
  await expect(panel(page).getByRole('heading', { name: 'Margaret Hamilton' })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Delete User' }).click();
  await confirmDeletion(page, 'user');
  await expect(page.getByText('User has been deleted.')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/userID=/);
  await expect(rows(page).filter({ hasText: 'Margaret' })).toHaveCount(0);
});

test("a deployment that chooses the alternate admin panel (config.json's userPanel: admin): General, Groups, Danger, Security", async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, userPanel: 'admin' } });
  });
  await openUsers(page);
  await addFilter(page, 'Email', demo.user.email);
  await runSearch(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByRole('tab')).toHaveText(['General', 'Groups', 'Danger', 'Security']);
  // General: the name, the e-mail and the default app; none of the detail's other fields or buttons.
  await expect(panel(page).getByLabel('First Name')).toHaveValue('Jamie');
  await expect(panel(page).getByLabel('Email')).toHaveValue(demo.user.email);
  await expect(panel(page).getByRole('combobox', { name: /Default App/ })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Impersonate' })).toHaveCount(0);

  await panel(page).getByRole('tab', { name: 'Groups' }).click();
  await expect(panel(page).getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveCount(2);

  // Security (issue 38): the person's second factors and lockout, as the detail shows them.
  await panel(page).getByRole('tab', { name: 'Security' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Second factors' })).toBeVisible();
  await expect(panel(page).getByText('No second factor')).toBeVisible();
  await expect(panel(page).getByRole('group', { name: 'Wrong passwords' })).toContainText('Not locked');

  await panel(page).getByRole('tab', { name: 'Danger' }).click();
  await expect(panel(page).getByRole('button', { name: 'Change Password' })).toBeVisible();
  await panel(page).getByLabel('Active', { exact: true }).uncheck();
  await expectDimmed(rows(page).first());
  const remove = panel(page).getByRole('button', { name: 'Delete User' });
  await expect(remove).toBeDisabled();
  await panel(page).getByLabel('Confirmation').fill('Jamie Rivera');
  await expect(remove).toBeEnabled();
  await remove.click();
  await confirmDeletion(page, 'user');
  await expect(page.getByText('User has been deleted.')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(rows(page)).toHaveCount(0);
});
