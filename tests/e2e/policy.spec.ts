import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo } from './support/test';
import {
  FIRST_LOAD,
  apiTotal,
  confirmDeletion,
  openResource,
  panel,
  policyColumn,
  policyRow,
  rows,
} from './support/pages';

/**
 * Policy administration as the superadmin (issue 9): the policy editor's chips change what the API
 * allows, a role's Rules tab edits a path in place, the Rules dialog creates and deletes a rule,
 * service names export and import their rules, and the policy tester explains a decision.
 */

// The first visit of a page loads its chunks (in E2E_MODE=dev, Vite compiles them then): allow for it.
test.describe.configure({ timeout: 90_000 });

/** What the API answers the plain user for one call (POST /account/users/access, signed in as them). */
async function plainUserMay(api: APIRequestContext, method: string, path: string, service = 'account') {
  const signin = await api.post('/account/users/signin', { data: { ...demo.user, permanent: false } });
  expect(signin.ok()).toBeTruthy();
  const res = await api.post('/account/users/access', { data: { method, service, path } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload[method] as boolean;
}

/** Opens /opa and picks a service, then a role, as a person does; both land in the address. */
async function pickRole(page: Page, service: string, role: string) {
  await page.goto('/opa');
  await policyRow(page, 'Services', service).getByRole('button', { name: service, exact: true }).click(FIRST_LOAD);
  await expect(page).toHaveURL(/[?&]serviceNameID=\d+/);
  await policyRow(page, 'Roles', role).getByRole('button', { name: role, exact: true }).click(FIRST_LOAD);
  await expect(page).toHaveURL(/[?&]roleID=\d+/);
  await expect(policyColumn(page, 'Rules').getByText(role, { exact: true })).toBeVisible();
}

test('lighting the DELETE chip of a resource lets the plain user delete, dimming it refuses them again', async ({
  page,
  api,
}) => {
  await signIn(page, demo.admin);
  await pickRole(page, 'account', 'user');
  // The selection is kept in the address: a reload shows the same service and role.
  await page.reload();
  await expect(policyColumn(page, 'Rules').getByText('user', { exact: true })).toBeVisible(FIRST_LOAD);
  expect(await plainUserMay(api, 'DELETE', '/users/5')).toBe(false);

  const users = policyRow(page, 'Rules', 'users');
  const chip = users.getByRole('button', { name: 'DELETE', exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(users.getByRole('button', { name: 'PUT', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // A dimmed chip proposes its rule, filled in; the role is the one shown, so there is no Role choice.
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'New Rule' });
  await expect(dialog.getByLabel('Path')).toHaveValue('/users/[0-9]+');
  await expect(dialog.getByRole('button', { name: 'DELETE', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Role')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const created = page.getByText('Rule has been created.');
  await expect(created).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // Rule toasts hide after 1500 ms.
  await expect(created).toBeHidden({ timeout: 5_000 });
  expect(await plainUserMay(api, 'DELETE', '/users/5')).toBe(true);

  // A lit chip edits its rule; deleting it dims the chip.
  await chip.click();
  const edit = page.getByRole('dialog', { name: 'Edit Rule' });
  await expect(edit.getByLabel('Path')).toHaveValue('/users/[0-9]+');
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeletion(page, 'rule');
  await expect(page.getByText('Rule has been deleted.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  expect(await plainUserMay(api, 'DELETE', '/users/5')).toBe(false);
});

test("a rule's path is edited in place from the role's Rules tab, and the list tab stays in the address", async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/roles', 'Roles');
  await page.getByRole('tab', { name: 'account' }).click();
  await expect(page).toHaveURL(/[?&]serviceNameID=1(&|$)/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'account', selected: true })).toBeVisible(FIRST_LOAD);
  const accountRoles = [{ name: 'serviceNameID', comparison: 'eq', value: 1 }];
  await expect(rows(page)).toHaveCount(await apiTotal(page, '/account/roles', accountRoles));

  await rows(page).filter({ hasText: /^user/ }).click();
  await panel(page).getByRole('tab', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/[?&]index=1/);
  const rule = panel(page).getByRole('listitem', { name: 'GET /serviceNames' });
  const path = rule.getByRole('textbox', { name: 'Path' });
  await expect(path).toHaveValue('/serviceNames');
  await path.fill('/serviceNames/[0-9]+');
  await path.press('Enter');
  await expect(page.getByText('Rule has been updated.')).toBeVisible();
  await expect(panel(page).getByRole('listitem', { name: 'GET /serviceNames/[0-9]+' })).toBeVisible();

  // The server has the new path, and only the path changed.
  const res = await page.request.get(
    `/account/rules?filters=${encodeURIComponent(JSON.stringify([{ name: 'roleID', comparison: 'eq', value: 3 }]))}`,
  );
  const paths = ((await res.json()).payload as { method: string; path: string }[]).map((r) => `${r.method} ${r.path}`);
  expect(paths).toContain('GET /serviceNames/[0-9]+');
  expect(paths).not.toContain('GET /serviceNames');

  // The sub-tabs show one method's rules.
  await panel(page).getByRole('tab', { name: 'PUT' }).click();
  await expect(panel(page).getByRole('listitem')).toHaveCount(1);
  await expect(panel(page).getByRole('listitem', { name: 'PUT /users/[0-9]+' })).toBeVisible();
});

test('a rule is created and deleted in the Rules dialog', async ({ page }) => {
  await signIn(page, demo.admin);
  await pickRole(page, 'account', 'user');
  await policyColumn(page, 'Rules').getByRole('button', { name: 'Open Rules' }).click();
  const rulesDialog = page.getByRole('dialog', { name: 'user Rules' });
  await expect(rulesDialog.getByRole('columnheader')).toHaveText(['Method', 'Path', 'Role']);
  // account `user`: its own profile and the service names (the list of every app is the administrators').
  await expect(rulesDialog.getByRole('row')).toHaveCount(1 + 2);

  await rulesDialog.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Rule' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Path').fill('/reports/[0-9]+/pdf');
  await dialog.getByRole('button', { name: 'POST', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Rule has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rulesDialog.getByRole('row').filter({ hasText: '/reports/[0-9]+/pdf' });
  await expect(row).toContainText('POST');
  await expect(row).toContainText('user');
  await rulesDialog.getByRole('button', { name: 'Close' }).click();
  await expect(rulesDialog).toBeHidden();

  // The new resource shows in the Rules column, as a custom rule; "+ 1 Custom" opens the Rules dialog on it.
  await policyRow(page, 'Rules', 'reports').getByRole('button', { name: '+ 1 Custom' }).click();
  await expect(rulesDialog.getByRole('textbox', { name: 'Filter' })).toHaveValue('/reports');
  await expect(rulesDialog.getByRole('row')).toHaveCount(1 + 1);

  // A row click edits its rule; the dialog starts from that rule each time.
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit Rule' });
  await expect(edit.getByLabel('Path')).toHaveValue('/reports/[0-9]+/pdf');
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  // Cancel keeps it.
  await page.getByRole('dialog', { name: 'Are you sure ?' }).getByRole('button', { name: 'Cancel' }).click();
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDeletion(page, 'rule');
  await expect(page.getByText('Rule has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await rulesDialog.getByRole('button', { name: 'Close' }).click();
  await expect(policyRow(page, 'Rules', 'reports')).toHaveCount(0);
});

test("unity's rules are exported, imported twice into another service and found once", async ({ page }, testInfo) => {
  // Records the name each download link asks for, before the browser makes it a file name.
  await page.addInitScript(() => {
    const names: string[] = [];
    (window as unknown as { downloadNames: string[] }).downloadNames = names;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) names.push(this.download);
      click.call(this);
    };
  });
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  const download = page.waitForEvent('download');
  await policyRow(page, 'Services', 'unity').getByRole('button', { name: 'Export' }).click(FIRST_LOAD);
  const file = await download;
  // The console names the file {service name}_{YYYY-MM-DD HH:mm:ss}.json; Chromium writes a colon as _.
  const asked = await page.evaluate(() => (window as unknown as { downloadNames: string[] }).downloadNames);
  expect(asked).toEqual([expect.stringMatching(/^unity_\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.json$/)]);
  expect(file.suggestedFilename()).toBe(asked[0].replaceAll(':', '_'));
  const saved = testInfo.outputPath('unity-export.json');
  await file.saveAs(saved);
  const exported = JSON.parse(readFileSync(saved, 'utf8')) as {
    serviceName: { name: string };
    roles: { name: string; rules: unknown[] }[];
  };
  expect(exported.serviceName.name).toBe('unity');
  const exportedRules = exported.roles.flatMap((r) => r.rules.map((rule) => ({ role: r.name, ...(rule as object) })));
  expect(exportedRules.length).toBeGreaterThan(10);

  await policyRow(page, 'Services', 'billing').getByRole('button', { name: 'billing', exact: true }).click();
  const importOnce = async (added: RegExp) => {
    const chooser = page.waitForEvent('filechooser');
    await policyColumn(page, 'Roles').getByRole('button', { name: 'Import' }).click();
    await (await chooser).setFiles(saved);
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success.getByText('Rules have been imported')).toBeVisible();
    await expect(success.getByText(added)).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();
  };
  // unity's roles billing lacks (the auditor's) are added with the rules.
  const billingRoles = await page.request.get(
    `/account/roles?filters=${encodeURIComponent(JSON.stringify([{ name: 'serviceNameID', comparison: 'eq', value: 3 }]))}`,
  );
  const billingNames = new Set(((await billingRoles.json()).payload as { name: string }[]).map((r) => r.name));
  const newRoles = exported.roles.filter((r) => !billingNames.has(r.name)).length;
  await importOnce(new RegExp(`^${newRoles} roles and [1-9]\\d* rules added\\.$`));
  await importOnce(/^0 roles and 0 rules added\.$/);

  // Every exported rule is now billing's, once.
  const res = await page.request.get(
    `/account/rules?filters=${encodeURIComponent(JSON.stringify([{ name: 'roles.serviceNameID', comparison: 'eq', value: 3 }]))}`,
  );
  const billing = ((await res.json()).payload as { roleName: string; method: string; path: string }[]).map(
    (r) => `${r.roleName} ${r.method} ${r.path}`,
  );
  expect(new Set(billing).size).toBe(billing.length);
  for (const rule of exportedRules as { role: string; method: string; path: string }[]) {
    expect(billing).toContain(`${rule.role} ${rule.method} ${rule.path}`);
  }
  // The editor shows them: billing's user role now has unity's search presets.
  await policyRow(page, 'Roles', 'any').getByRole('button', { name: 'any', exact: true }).click();
  await expect(policyRow(page, 'Rules', 'searchPresets').getByRole('button', { name: 'GET All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('importing a file that is not JSON shows the Error dialog and changes nothing', async ({ page }, testInfo) => {
  await signInAs(page, demo.admin);
  const before = (await page.request.get('/account/rules?range=[0,0]')).headers()['content-range'];
  await page.goto('/serviceNames?serviceNameID=3');
  await expect(panel(page).getByRole('heading', { name: 'billing' })).toBeVisible(FIRST_LOAD);
  const text = testInfo.outputPath('notes.txt');
  writeFileSync(text, 'These are not rules.\n');
  const chooser = page.waitForEvent('filechooser');
  await panel(page).getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(text);
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByText('Something went wrong. Check your JSON')).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();

  // A JSON file whose document the platform refuses ends the same way.
  const wrong = testInfo.outputPath('wrong.json');
  writeFileSync(wrong, JSON.stringify({ roles: [{ name: 'x', rules: [{ method: 'FETCH', path: '/a' }] }] }));
  const again = page.waitForEvent('filechooser');
  await panel(page).getByRole('button', { name: 'Import' }).click();
  await (await again).setFiles(wrong);
  await expect(error.getByText('Something went wrong. Check your JSON')).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  const after = (await page.request.get('/account/rules?range=[0,0]')).headers()['content-range'];
  expect(after).toBe(before);
});

test('the policy tester names the rule that lets the admin delete a user, and says the plain user is denied', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/opa');
  await page.getByRole('button', { name: 'Policy Tester' }).click(FIRST_LOAD);
  const tester = page.getByRole('dialog', { name: 'Policy Tester' });
  const user = tester.getByRole('combobox', { name: 'User' });

  await user.fill('admin@');
  await page.getByRole('option', { name: 'Alex Morgan (admin@example.com)' }).click();
  await tester.getByRole('button', { name: 'DELETE', exact: true }).click();
  await tester.getByLabel('Service').click();
  await page.getByRole('option', { name: 'account', exact: true }).click();
  await tester.getByRole('textbox', { name: 'Path' }).fill('/users/5');
  await tester.getByRole('button', { name: 'Test' }).click();
  const answer = tester.getByRole('status');
  await expect(answer.getByText('Allowed', { exact: true })).toBeVisible();
  await expect(answer).toContainText('Rule');
  // The route the call reaches, then the rule that allows it (issue 64: the tester answers the platform's decision).
  await expect(answer.locator('code').first()).toHaveText('DELETE /users/:id(\\d+)');
  await expect(answer.locator('code').filter({ hasText: /^\/users\/\[0-9\]\+$/ })).toBeVisible();
  await expect(answer).toContainText('superadmin');
  await expect(answer).toContainText('Administrators');

  await expect(answer).toContainText('Decided byThe rule');

  await user.fill('user@');
  await page.getByRole('option', { name: 'Jamie Rivera (user@example.com)' }).click();
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(answer.getByText('Denied', { exact: true })).toBeVisible();
  await expect(answer).toContainText('Roles on account');
  // The groups in the platform's order (issue 64: the tester answers the platform's own grants).
  await expect(answer.getByRole('listitem')).toHaveText([
    /^user · (Customers, Sales|Sales, Customers)$/,
    'any · Every signed-in user (any)',
    'anon · Everyone, signed in or not (anon)',
  ]);

  // Issue 64: a rule of Jamie's role matches PUT /users/5, but the records rule refuses it, as the API does.
  await tester.getByRole('button', { name: 'PUT', exact: true }).click();
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(answer.getByText('Denied', { exact: true })).toBeVisible();
  await expect(answer).toContainText('Decided byThe records rule');
  await expect(answer.locator('code').filter({ hasText: '/users/[0-9]+' })).toBeVisible();
  // With an access token, a credential route is refused by the kind of caller.
  await tester.getByLabel('Makes the call').click();
  await page.getByRole('option', { name: 'With an access token' }).click();
  await tester.getByRole('button', { name: 'POST', exact: true }).click();
  await tester.getByRole('textbox', { name: 'Path' }).fill('/users/current/accessTokens');
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(answer).toContainText('Decided byThe kind of caller');
  await tester.getByRole('button', { name: 'DELETE', exact: true }).click();
  await tester.getByRole('textbox', { name: 'Path' }).fill('/users/5');

  // A visitor who is not signed in may sign in, by the anon role.
  await user.fill('');
  await user.press('ArrowDown');
  await page.getByRole('option', { name: 'A visitor who is not signed in' }).click();
  await tester.getByRole('button', { name: 'POST', exact: true }).click();
  await tester.getByRole('textbox', { name: 'Path' }).fill('/users/signin');
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(answer.getByText('Allowed', { exact: true })).toBeVisible();
  await expect(answer).toContainText('Everyone, signed in or not (anon)');

  // The answer leads to the role in the editor.
  await answer.getByRole('button', { name: 'Show in the editor' }).click();
  await expect(tester).toBeHidden();
  await expect(page).toHaveURL(/[?&]serviceNameID=1&roleID=5(&|$)/);
  await expect(policyColumn(page, 'Rules').getByText('anon', { exact: true })).toBeVisible();
  await expect(policyRow(page, 'Rules', 'users')).toBeVisible();
});
