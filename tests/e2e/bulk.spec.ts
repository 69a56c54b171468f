import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, outbox } from './support/test';
import {
  addFilter,
  bulkRun,
  checkRows,
  expectDimmed,
  menu,
  openRecord,
  openResource,
  panel,
  rows,
  runBulk,
  runSearch,
  searchBar,
  selectionBar,
  totalOf,
} from './support/pages';

/**
 * Work on many users at once (issue 12), as the superadmin sees it: the selection (rows, the page, every
 * user a filter matches, across pages), the bulk actions with their progress and result, a failure
 * listed with its reason and retried, a reload in the middle, the unity event of each bulk action, and
 * the plain user refused all of it.
 */

// A slow shared machine: the dev server compiles pages on first use.
test.describe.configure({ timeout: 120_000 });

async function openUsers(page: Page) {
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
}

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
}

/** Users through the API with the page's session: a filter list, sorted by id, `from` to `to`. */
async function usersVia(request: APIRequestContext, filters: object[] = [], from = 0, to = 999): Promise<UserRow[]> {
  const query = new URLSearchParams({
    filters: JSON.stringify(filters),
    sort: '["id","ASC"]',
    range: `[${from},${to}]`,
  });
  const res = await request.get(`/account/users?${query}`);
  expect(res.ok(), `GET /account/users answered ${res.status()}`).toBeTruthy();
  return (await res.json()).payload as UserRow[];
}

/**
 * Holds each of the page's PUT /account/users/{id} for `ms` before it goes, so that a reload or a Cancel
 * comes while calls are under way and others wait.
 */
async function slowUserPuts(page: Page, ms: number) {
  await page.route(/\/account\/users\/\d+$/, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await new Promise((r) => setTimeout(r, ms));
    // A call a reload cut off has no route to continue any more.
    await route.continue().catch(() => undefined);
  });
}

/** Runs Add to group or Remove from group on the selection, picking the group in the dialog. */
async function groupAction(page: Page, action: 'Add' | 'Remove', dialogName: string, group: string) {
  await selectionBar(page)
    .getByRole('button', { name: action === 'Add' ? 'Add to group' : 'Remove from group' })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Group').click();
  await page.getByRole('option', { name: group }).click();
  await dialog.getByRole('button', { name: action }).click();
}

/** The users who joined after 2024: more than a page, some of them inactive already. */
const JOINED_SINCE_2025 = [{ name: 'createdAt', comparison: 'gt', value: '2024-12-31' }];

async function filterJoinedSince2025(page: Page) {
  await addFilter(page, 'Created At', '12/31/2024');
  await searchBar(page).getByRole('group', { name: 'Created At' }).getByLabel('Comparison').click();
  await page.getByRole('option', { name: 'Greater Than', exact: true }).click();
  await runSearch(page);
}

test('selects every user a filter matches, across pages, deactivates them and shows them dimmed', async ({ page }) => {
  await openUsers(page);
  await expect(selectionBar(page).getByText('0 selected')).toBeVisible();
  const matching = await usersVia(page.request, JOINED_SINCE_2025);
  expect(matching.length).toBeGreaterThan(20);
  expect(matching.some((u) => u.active)).toBe(true);

  await filterJoinedSince2025(page);
  await expect.poll(() => totalOf(page)).toBe(matching.length);
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(selectionBar(page).getByText('20 selected')).toBeVisible();
  await selectionBar(page)
    .getByRole('button', { name: `Select all ${matching.length} matching` })
    .click();
  await expect(selectionBar(page).getByText(`${matching.length} selected`)).toBeVisible();

  await runBulk(page, 'Deactivate', `Deactivate ${matching.length} users?`);
  const run = bulkRun(page, `Deactivate ${matching.length} users`);
  await expect(run.getByRole('status')).toHaveText(`Done: ${matching.length} · Failed: 0 · Left: 0`);
  await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // Every row dimmed, on this page and the next; the selection is still there.
  for (let i = 0; i < 20; i++) await expectDimmed(rows(page).nth(i));
  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await expect(rows(page)).toHaveCount(matching.length - 20);
  for (let i = 0; i < matching.length - 20; i++) await expectDimmed(rows(page).nth(i));
  await expect(selectionBar(page).getByText(`${matching.length} selected`)).toBeVisible();
  expect((await usersVia(page.request, JOINED_SINCE_2025)).every((u) => !u.active)).toBe(true);
  // Nobody else was touched.
  const others = await usersVia(page.request, [{ name: 'createdAt', comparison: 'lt', value: '2024-12-31' }]);
  expect(others.filter((u) => u.active).length).toBeGreaterThan(20);

  // A filter change empties the selection.
  await searchBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(selectionBar(page).getByText('0 selected')).toBeVisible();
});

test('adds 25 selected users, across two pages, to a group: they are its members', async ({ page }) => {
  await openUsers(page);
  const chosen = await usersVia(page.request, [], 0, 24);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await expect(rows(page).first()).toContainText(chosen[20].email);
  await checkRows(page, [0, 1, 2, 3, 4]);
  await expect(selectionBar(page).getByText('25 selected')).toBeVisible();

  await groupAction(page, 'Add', 'Add 25 users to a group', 'Contractors');
  await expect(bulkRun(page, 'Add 25 users to Contractors').getByRole('status')).toHaveText(
    'Done: 25 · Failed: 0 · Left: 0',
  );

  // The group's members, through the API: the 25 are among them.
  const contractors = await page.request.get(
    '/account/groups?filters=' +
      encodeURIComponent(JSON.stringify([{ name: 'name', comparison: 'eq', value: 'Contractors' }])),
  );
  const [group] = (await contractors.json()).payload as { id: number }[];
  const members = await usersVia(page.request, [{ name: 'groupID', comparison: 'eq', value: group.id }]);
  expect(members.map((m) => m.id)).toEqual(expect.arrayContaining(chosen.map((u) => u.id)));
  // And on a user's panel.
  const last = chosen[24];
  await openRecord(page, `/users?userID=${last.id}`, `${last.firstName} ${last.lastName}`);
  await expect(panel(page).getByText('Contractors')).toBeVisible();
});

test('deletes 12 selected users once the number is typed', async ({ page }) => {
  await openUsers(page);
  const everybody = await totalOf(page);
  const doomed = (await usersVia(page.request, [], 0, 19)).slice(8);
  await checkRows(page, [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  await expect(selectionBar(page).getByText('12 selected')).toBeVisible();

  await selectionBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure ?')).toBeVisible();
  await expect(confirm.getByText("If you delete these 12 users, you won't be able to recover them.")).toBeVisible();
  await expect(confirm.getByText('Type 12 to enable the I am sure button.')).toBeVisible();
  const sure = confirm.getByRole('button', { name: 'I am sure' });
  await expect(sure).toBeDisabled();
  await confirm.getByLabel('Number of users').fill('11');
  await expect(sure).toBeDisabled();
  await confirm.getByLabel('Number of users').fill('12');
  await sure.click();

  await expect(bulkRun(page, 'Delete 12 users').getByRole('status')).toHaveText('Done: 12 · Failed: 0 · Left: 0');
  await expect(selectionBar(page).getByText('0 selected')).toBeVisible();
  await expect.poll(() => totalOf(page)).toBe(everybody - 12);
  for (const user of doomed) {
    await expect(rows(page).filter({ hasText: user.email })).toHaveCount(0);
    expect((await page.request.get(`/account/users/${user.id}`)).status()).toBe(404);
  }
});

test('lists a user whose call failed with the reason the API gave, and retries only that one', async ({
  page,
  api,
}) => {
  await openUsers(page);
  const onPage = await usersVia(page.request, [], 0, 19);
  const unlucky = onPage.find((u) => !u.active && u.id > 3)!;
  const fault = await api.post('/__dev/faults', {
    data: {
      method: 'PUT',
      path: `/account/users/${unlucky.id}`,
      status: 503,
      errorCode: 'DATABASE_LOCKED',
      description: 'The database is locked.',
      times: 1,
    },
  });
  expect(fault.ok()).toBeTruthy();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/account\/users\/\d+$/.test(new URL(r.url()).pathname))
      calls.push(new URL(r.url()).pathname);
  });

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await runBulk(page, 'Activate', 'Activate 20 users?');
  const run = bulkRun(page, 'Activate 20 users');
  await expect(run.getByRole('status')).toHaveText('Done: 19 · Failed: 1 · Left: 0');
  const failed = run.getByRole('list', { name: 'Failed (1)' });
  await expect(failed.getByRole('listitem')).toHaveCount(1);
  await expect(failed.getByRole('listitem')).toContainText(
    `${unlucky.firstName} ${unlucky.lastName} (${unlucky.email})`,
  );
  await expect(failed.getByRole('listitem')).toContainText('The database is locked.');
  // No notice per failure: the run lists it.
  await expect(page.getByText('503 DATABASE_LOCKED')).toHaveCount(0);
  await expectDimmed(rows(page).filter({ hasText: unlucky.email }));
  expect(calls).toHaveLength(20);

  await run.getByRole('button', { name: 'Retry failed' }).click();
  await expect(run.getByRole('status')).toHaveText('Done: 20 · Failed: 0 · Left: 0');
  await expect(run.getByRole('list', { name: /^Failed/ })).toHaveCount(0);
  // The retry called for that user alone.
  expect(calls).toHaveLength(21);
  expect(calls.at(-1)).toBe(`/account/users/${unlucky.id}`);
  await expectDimmed(rows(page).filter({ hasText: unlucky.email }), false);
  expect((await usersVia(page.request, [], 0, 19)).every((u) => u.active)).toBe(true);
});

test('records each bulk action as a unity event, shown on /events beside impersonations', async ({ page, api }) => {
  await openUsers(page);
  // An impersonation, started and stopped, is on the log already.
  expect((await page.request.post('/account/users/5/impersonate')).ok()).toBeTruthy();
  expect((await page.request.delete('/account/users/current/stopImpersonate')).ok()).toBeTruthy();

  const three = await usersVia(page.request, [], 3, 5);
  await checkRows(page, [3, 4, 5]);
  await runBulk(page, 'Send PL Code', 'Send a PL code to 3 users?');
  await expect(bulkRun(page, 'Send PL Code to 3 users').getByRole('status')).toHaveText(
    'Done: 3 · Failed: 0 · Left: 0',
  );
  for (const user of three) await expect.poll(async () => (await outbox(api, user.email)).length).toBe(1);

  await openResource(page, '/events', 'Events');
  await expect(rows(page).first()).toContainText('POST');
  await expect(rows(page).first()).toContainText('/account/users/requestPLCode');
  await rows(page).first().click();
  await expect(panel(page).getByRole('heading', { name: 'Bulk action: Send PL Code' })).toBeVisible();
  await expect(panel(page).getByText('admin@example.com ran Send PL Code on 3 users: 3 done, 0 failed.')).toBeVisible();
  // Beside the impersonation it follows.
  await expect(rows(page).nth(1)).toContainText('/account/users/current/stopImpersonate');
  await expect(rows(page).nth(2)).toContainText('/account/users/5/impersonate');
});

test('after a reload in the middle, keeps what was done, says what was left undone and runs the rest', async ({
  page,
}) => {
  await openUsers(page);
  await slowUserPuts(page, 400);
  const matching = await usersVia(page.request, JOINED_SINCE_2025);
  await filterJoinedSince2025(page);
  await expect.poll(() => totalOf(page)).toBe(matching.length);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await selectionBar(page)
    .getByRole('button', { name: `Select all ${matching.length} matching` })
    .click();
  await expect(selectionBar(page).getByText(`${matching.length} selected`)).toBeVisible();
  await runBulk(page, 'Deactivate', `Deactivate ${matching.length} users?`);
  const title = `Deactivate ${matching.length} users`;
  await expect(bulkRun(page, title).getByRole('status')).toHaveText(/Done: ([6-9]|[12]\d)\b/);

  await page.reload();
  const run = bulkRun(page, title);
  await expect(run.getByText('The page was reloaded during this bulk action: what was done is kept.')).toBeVisible({
    timeout: 30_000,
  });
  const counts = (await run.getByRole('status').textContent())!
    .match(/Done: (\d+) · Failed: (\d+) · Left: (\d+)/)!
    .slice(1)
    .map(Number);
  const [done, failed, left] = counts;
  expect(done).toBeGreaterThanOrEqual(6);
  expect(left).toBeGreaterThan(0);
  expect(done + failed + left).toBe(matching.length);
  await expect(run.getByRole('list', { name: `Left undone (${left})` }).getByRole('listitem')).toHaveCount(left);
  // What the journal counts as done is done on the server.
  const inactive = (await usersVia(page.request, JOINED_SINCE_2025)).filter((u) => !u.active).length;
  const before = matching.filter((u) => !u.active).length;
  expect(inactive).toBeGreaterThanOrEqual(Math.min(matching.length, done));
  expect(inactive).toBeLessThanOrEqual(done + failed + before);

  await run.getByRole('button', { name: 'Run the rest' }).click();
  await expect(run.getByRole('status')).toHaveText(`Done: ${done + left} · Failed: ${failed} · Left: 0`, {
    timeout: 30_000,
  });
  if (failed) await run.getByRole('button', { name: 'Retry failed' }).click();
  await expect(run.getByRole('status')).toHaveText(`Done: ${matching.length} · Failed: 0 · Left: 0`, {
    timeout: 30_000,
  });
  expect((await usersVia(page.request, JOINED_SINCE_2025)).every((u) => !u.active)).toBe(true);
  await run.getByRole('button', { name: 'Close' }).click();
  await expect(run).toHaveCount(0);
});

test('exports the selection in a formula-safe CSV, and removes the selected users from a group', async ({ page }) => {
  await signInAs(page, demo.admin);
  const [fourth] = await usersVia(page.request, [], 3, 3);
  expect(
    (await page.request.put(`/account/users/${fourth.id}`, { data: { firstName: '=SUM(1+1)' } })).ok(),
  ).toBeTruthy();
  await openResource(page, '/users', 'Users');
  const two = await usersVia(page.request, [], 3, 4);
  await checkRows(page, [3, 4]);
  const download = page.waitForEvent('download');
  await selectionBar(page).getByRole('button', { name: 'Export in CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  const { data, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(meta.fields).toEqual([
    'id',
    'uuid',
    'firstName',
    'lastName',
    'email',
    'phone',
    'active',
    'organizationName',
    'defaultAppID',
    'createdAt',
    'updatedAt',
    // The same columns as the platform's own export (contract/csv/columns.ts, issue 60).
    'lastSigninAt',
    'lastActiveAt',
  ]);
  expect(data.map((r) => r.email)).toEqual(two.map((u) => u.email));
  // A spreadsheet would run "=SUM(1+1)": it gets a leading quote.
  expect(data[0].firstName).toBe("'=SUM(1+1)");
  await expect(bulkRun(page, 'Export 2 users in CSV').getByRole('status')).toHaveText('Done: 2 · Failed: 0 · Left: 0');
  await bulkRun(page, 'Export 2 users in CSV').getByRole('button', { name: 'Close' }).click();

  const customers = (await usersVia(page.request, [{ name: 'groupID', comparison: 'eq', value: 7 }], 0, 999)).map(
    (u) => u.id,
  );
  const page1 = await usersVia(page.request, [], 0, 19);
  expect(page1.filter((u) => customers.includes(u.id)).length).toBeGreaterThan(3);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(selectionBar(page).getByText('20 selected')).toBeVisible();
  // The administrator (first on the page) is left out of a removal from a group.
  await groupAction(page, 'Remove', 'Remove 19 users from a group', 'Customers');
  // Members lose the group; the others had nothing to remove.
  await expect(bulkRun(page, 'Remove 19 users from Customers').getByRole('status')).toHaveText(
    'Done: 19 · Failed: 0 · Left: 0',
  );
  const left = (await usersVia(page.request, [{ name: 'groupID', comparison: 'eq', value: 7 }], 0, 999)).map(
    (u) => u.id,
  );
  expect(left.filter((id) => page1.some((u) => u.id === id))).toEqual([]);
  expect(left).toEqual(customers.filter((id) => !page1.some((u) => u.id === id)));
});

test('cancels a run: the calls under way finish, what is done stays done, the rest is listed as left undone', async ({
  page,
}) => {
  await openUsers(page);
  await slowUserPuts(page, 1000);
  const page1 = await usersVia(page.request, [], 0, 19);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await runBulk(page, 'Activate', 'Activate 20 users?');
  const run = bulkRun(page, 'Activate 20 users');
  await expect(run.getByRole('status')).toHaveText(/Done: [1-9]\b/);
  await run.getByRole('button', { name: 'Cancel' }).click();
  await expect(run.getByRole('button', { name: 'Run the rest' })).toBeVisible();
  const [done, failed, left] = (await run.getByRole('status').textContent())!
    .match(/Done: (\d+) · Failed: (\d+) · Left: (\d+)/)!
    .slice(1)
    .map(Number);
  expect(failed).toBe(0);
  expect(left).toBeGreaterThan(0);
  expect(done + left).toBe(20);
  const undone = run.getByRole('list', { name: `Left undone (${left})` }).getByRole('listitem');
  await expect(undone).toHaveCount(left);
  // The ones left undone are the last of the page, never called: those inactive are inactive still.
  const leftUsers = page1.slice(done);
  for (const [i, user] of leftUsers.entries()) await expect(undone.nth(i)).toContainText(user.email);
  const now = await usersVia(page.request, [], 0, 19);
  expect(now.slice(0, done).every((u) => u.active)).toBe(true);
  expect(now.slice(done).map((u) => u.active)).toEqual(leftUsers.map((u) => u.active));
});

test('the plain user has no Users page, and the API refuses each call a bulk action makes', async ({ page }) => {
  await signIn(page, demo.user);
  await expect(menu(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selection' })).toHaveCount(0);

  const event = {
    name: 'Bulk action: Delete',
    description: 'x',
    method: 'DELETE',
    resource: '/account/users/{id}',
    status: 200,
    errorCode: '',
    module: 'account',
  };
  const calls = [
    page.request.get('/account/users?range=[0,999]'),
    page.request.put('/account/users/17', { data: { active: false } }),
    page.request.get('/account/users/17/groups'),
    page.request.post('/account/users/17/groups', { data: { groupID: 8 } }),
    page.request.delete('/account/userGroups/1'),
    page.request.delete('/account/users/17'),
    page.request.get('/account/users/csv'),
    page.request.post('/unity/events', { data: event }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.status(), res.url()).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  }
});
