import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, bulkRun, checkRows, menu, openResource, panel, rows, runBulk } from './support/pages';

/**
 * Joiner, mover and leaver rules (issue 62) as the superadmin uses them: a leaver rule made from the menu's page,
 * its dry run listing the leavers it would take out of a group, Run now after a confirmation naming how many, and
 * the run undone from the history; then the rule at work on its own when someone is deactivated.
 */

test.describe.configure({ timeout: 180_000 });

/** Jamie Rivera, the demo user: in Customers and Sales. */
const JAMIE = 2;
const SALES = 5;

const inSales = async (request: import('@playwright/test').APIRequestContext, userID: number) =>
  ((await (await request.get(`/account/users/${userID}/groups`)).json()).payload as { groupID: number }[]).some(
    (m) => m.groupID === SALES,
  );

test("a leaver rule's dry run, then Run now, then the run undone from the history", async ({ page }) => {
  await signInAs(page, demo.admin);
  // A leaver from before the rule: deactivated while still in Sales.
  expect((await page.request.put(`/account/users/${JAMIE}`, { data: { active: false } })).status()).toBe(200);
  expect(await inSales(page.request, JAMIE)).toBe(true);

  await page.goto('/users');
  await menu(page).getByRole('link', { name: 'Lifecycle rules' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Lifecycle rules', exact: true })).toBeVisible(FIRST_LOAD);

  // Add: a name, the trigger (Leaves), one step; Create waits for a complete rule.
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Lifecycle rule' });
  await dialog.getByLabel('Name').fill('Leavers lose Sales');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add a step' }).click();
  const step = dialog.getByRole('group', { name: 'Step 1' });
  await expect(step.getByLabel('Do')).toContainText('Remove from group');
  await step.getByLabel('What').click();
  await page.getByRole('option', { name: 'Sales', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Leaves');

  // The dry run: the leavers still in Sales, Jamie among them, each with what the rule would do now.
  await rows(page).first().click();
  await panel(page).getByRole('button', { name: 'Dry run', exact: true }).click();
  const rule = (await (await page.request.get('/account/lifecycleRules')).json()).payload[0];
  const preview = (await (await page.request.get(`/account/lifecycleRules/${rule.id}/preview`)).json()).payload;
  expect(preview.count).toBeGreaterThan(0);
  const table = panel(page).getByRole('table', { name: `Who a run now would take in (${preview.count})` });
  await expect(table).toBeVisible();
  const jamie = table.getByRole('row').filter({ hasText: 'user@example.com' });
  await expect(jamie).toContainText('Remove from group Sales, now');

  // Run now, after a confirmation naming how many; the run is listed with its history.
  await panel(page).getByRole('button', { name: 'Run now' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Run the rule now for ${preview.count} `);
  await confirm.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText(`Done: ${preview.count} steps done, 0 refused, 0 cancelled.`)).toBeVisible();
  expect(await inSales(page.request, JAMIE)).toBe(false);

  await panel(page).getByRole('tab', { name: 'Runs' }).click();
  const runs = panel(page).getByRole('table', { name: 'Runs' });
  await expect(runs.getByRole('row').filter({ hasText: 'admin@example.com' })).toHaveCount(1, FIRST_LOAD);
  await runs.getByRole('link', { name: 'History of this run' }).click();
  await expect(page).toHaveURL(/\/history\?filters=/);

  // Undone as a bulk run is: every removal reverted, Jamie back in Sales.
  await page.getByRole('button', { name: 'Revert run' }).click(FIRST_LOAD);
  await page
    .getByRole('dialog', { name: /^Revert run / })
    .getByRole('button', { name: 'Revert run' })
    .click();
  const undo = page.getByRole('region', { name: new RegExp(`^Revert ${preview.count} changes? of run `) });
  await expect(undo.getByRole('status')).toHaveText(`Done: ${preview.count} · Failed: 0 · Left: 0`, FIRST_LOAD);
  expect(await inSales(page.request, JAMIE)).toBe(true);
});

test('a rule at work on its own: a bulk deactivation in the console takes the person out of the group at once', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const made = await page.request.post('/account/lifecycleRules', {
    data: { name: 'Leavers lose Sales', trigger: 'leaver', steps: [{ action: 'removeGroup', groupID: SALES }] },
  });
  expect(made.status()).toBe(200);
  const ruleID = (await made.json()).payload.id;
  await openResource(page, '/users', 'Users');
  // Jamie, the second row: deactivated with the list's bulk action, a second way to make the change.
  await expect(rows(page).nth(1)).toContainText('user@example.com');
  await checkRows(page, [1]);
  await runBulk(page, 'Deactivate', 'Deactivate 1 user?');
  await expect(bulkRun(page, 'Deactivate 1 user').getByRole('status')).toHaveText('Done: 1 · Failed: 0 · Left: 0');
  await expect.poll(() => inSales(page.request, JAMIE)).toBe(false);
  // The rule's run, made by the change (the moment), not by a person.
  const runs = (await (await page.request.get(`/account/lifecycleRules/${ruleID}/runs`)).json()).payload;
  expect(runs[0]).toMatchObject({ by: 'moment', done: 1 });
});

test('the dormancy rule shows among the rules, as it stands, and opens its own page', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/lifecycleRules');
  await expect(page.getByRole('link', { name: 'Dormant accounts: off' })).toBeVisible(FIRST_LOAD);

  expect((await page.request.put('/account/dormancy', { data: { enabled: true } })).status()).toBe(200);
  await page.reload();
  const dormancy = page.getByRole('link', {
    name: 'Dormant accounts: on, deactivates after 180 days without a sign-in',
  });
  await dormancy.click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/dormancy$/);
  await expect(page.getByRole('heading', { name: 'Dormant accounts', exact: true })).toBeVisible(FIRST_LOAD);
});
