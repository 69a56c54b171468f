import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn } from './test';

/**
 * What the specs find and do on the console's pages: the resource pages of the engine (rows, side
 * panel, search bar), the shell (menu, account popover) and the few gestures several specs repeat.
 */

/** The first visit of a page loads its code (in E2E_MODE=dev, Vite compiles it then): allow for it. */
export const FIRST_LOAD = { timeout: 30_000 };

/** The data rows of the resource list the app shows. */
export const rows = (page: Page) => page.locator('#root table tbody tr');

/** A record's side panel (wide screens). */
export const panel = (page: Page) => page.getByRole('complementary');

/** The search bar above a resource list. */
export const searchBar = (page: Page) => page.getByRole('search');

/** The side menu (wide screens: the permanent sidebar). */
export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Opens the account popover of the app bar. */
export const openAccount = (page: Page) => page.getByRole('button', { name: 'Account' }).click();

/** The `filters` parameter of the address, parsed; null when there is none. */
export const filtersParam = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? 'null');

/** N of the search bar's "Total: N Rows". */
export async function totalOf(page: Page): Promise<number> {
  const text = await searchBar(page)
    .getByText(/^Total: \d+ Rows$/)
    .textContent();
  return Number(text!.match(/\d+/)![0]);
}

/**
 * How many records the platform holds at `path` (`/account/groups`), read with the page's session from
 * the Content-Range total: tests compare what the page shows with the API, not with a count of the seed
 * written into the test (a seed that grows must not break them).
 */
export async function apiTotal(page: Page, path: string, filters?: unknown[]): Promise<number> {
  const query = new URLSearchParams({ range: '[0,0]' });
  if (filters) query.set('filters', JSON.stringify(filters));
  const res = await page.request.get(`${path}?${query}`);
  expect(res.ok()).toBeTruthy();
  return Number(res.headers()['content-range']?.split('/').pop());
}

/**
 * Opens a resource page (`/groups`) as a signed-in user and waits for its first rows, and for its
 * heading when `title` is given.
 */
export async function openResource(page: Page, path: string, title?: string) {
  await page.goto(path);
  if (title) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible(FIRST_LOAD);
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
}

/**
 * Opens a record from its address, as a copied link would (`/users?userID=2`), and waits for the side
 * panel to show its heading.
 */
export async function openRecord(page: Page, address: string, heading: string) {
  await page.goto(address);
  await expect(panel(page).getByRole('heading', { name: heading })).toBeVisible(FIRST_LOAD);
}

/** Adds a filter to the search bar: the field by its label, then its value (not searched yet). */
export async function addFilter(page: Page, label: string, value: string) {
  await searchBar(page).getByRole('button', { name: 'Field' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await searchBar(page).getByLabel(`${label} Value`).fill(value);
}

/** Runs the search bar's search. */
export async function runSearch(page: Page) {
  await searchBar(page).getByRole('button', { name: 'Search', exact: true }).click();
}

/** Saves the current search as a preset, private or global, and waits for the dialog to close. */
export async function savePreset(page: Page, name: string, global: boolean) {
  await searchBar(page).getByRole('button', { name: 'Save as Preset' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Let's Create a New Search Preset")).toBeVisible();
  await dialog.getByLabel('Name *').fill(name);
  if (global) await dialog.getByLabel('Make it Global').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('SearchPreset has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Answers the deletion's confirmation ("If you delete this group, …") with I am sure. */
export async function confirmDeletion(page: Page, what: string) {
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure ?')).toBeVisible();
  await expect(confirm.getByText(`If you delete this ${what}, you won't be able to recover it.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'I am sure' }).click();
}

/**
 * Replaces what a field holds by typing, as a person does: the phone input formats as it goes, so
 * filling it at once would not do what typing does.
 */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** A column of the policy editor (/opa): Services, Roles or Rules. */
export const policyColumn = (page: Page, name: 'Services' | 'Roles' | 'Rules') =>
  page.getByRole('region', { name, exact: true });

/** A row of a policy editor column: a service, a role, or a resource key of the Rules column. */
export const policyRow = (page: Page, column: 'Services' | 'Roles' | 'Rules', name: string) =>
  policyColumn(page, column).getByRole('listitem', { name, exact: true });

/** A titled section of the side panel (a group's Roles, Apps, Organizations). */
/** A read-only field's value in `scope`: the text under its label (src/engine/fields/ReadOnlyValue.tsx). */
export const recorded = (scope: Locator, label: string) =>
  scope
    .locator('dl')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

export const panelSection = (page: Page, name: string) => panel(page).getByRole('region', { name, exact: true });

/** Picks an option of a select (MUI) by its label, the option found by the texts it holds. */
export async function pick(page: Page, within: Locator, label: string, ...texts: string[]) {
  await within.getByRole('combobox', { name: label }).click();
  let option = page.getByRole('option');
  for (const text of texts) option = option.filter({ hasText: text });
  await option.click();
}

/** A second person in their own browser context (cookies apart), signed in; close the context after. */
export async function otherPerson(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

/** The selection bar above a list with bulk actions: the count, Select all N matching, Clear selection, the actions. */
export const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });

/** Checks the rows at these places of the page (0-based). */
export async function checkRows(page: Page, places: number[]) {
  for (const i of places) await rows(page).nth(i).getByRole('checkbox').check();
}

/**
 * Starts a bulk change from the selection bar and confirms it (issue 42: every bulk change asks first):
 * the action's button, then the confirmation named by its title ("Deactivate 34 users?") and its button.
 */
export async function runBulk(page: Page, action: string, title: string) {
  await selectionBar(page).getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: title });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** A bulk run's panel, named by its title ("Deactivate 34 users"). */
export const bulkRun = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The light theme's grey in which dimmed rows write (src/engine/list/listRowStyles.ts). */
const DIMMED_TEXT = 'rgb(97, 97, 97)';

/** Whether a row is dimmed (an inactive user, a resolved event): its cells' text greyed. */
export async function expectDimmed(row: Locator, dimmed = true) {
  const cell = row.locator('td').last();
  if (dimmed) await expect(cell).toHaveCSS('color', DIMMED_TEXT);
  else await expect(cell).not.toHaveCSS('color', DIMMED_TEXT);
}

/** A page's content is on screen: no loading screen, no progress bar in the main area. */
export async function pageLoaded(page: Page) {
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, FIRST_LOAD);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, FIRST_LOAD);
}

/**
 * Leaves an undoable act alone: the pointer goes off the notice (MUI holds a notice open, and so the act
 * pending, while the pointer rests on it, and a notice can open right under the button just clicked),
 * then the notice goes and the act is done.
 */
export async function letUndoPass(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
}

/**
 * A required field's label, as getByLabel reads it: its words and MUI's `*` (which the accessible name
 * leaves out). For labels that another label starts with ("Password", "Password Confirmation").
 */
export const requiredLabel = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

/** react-admin's question before unsaved changes are lost. */
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** The console's question before unsaved changes are lost (issue 64: its own dialog, not `confirm()`). */
export const unsavedQuestion = (page: Page) => page.getByRole('dialog', { name: 'Changes not saved' });

/** Answers the console's question: it must be asked, with react-admin's words. */
export async function answerUnsaved(page: Page, choice: 'Keep editing' | 'Discard changes') {
  const question = unsavedQuestion(page);
  await expect(question).toHaveAccessibleDescription(UNSAVED);
  await question.getByRole('button', { name: choice }).click();
  await expect(question).toBeHidden();
}
