import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, answerUnsaved, menu, rows } from './support/pages';

/**
 * Dormant accounts (issue 39) as the superadmin uses them: sets the rule, runs the dry run and sees who would
 * be mailed and deactivated, runs it, sees on the Users page who was deactivated, and switches it on.
 */

test.describe.configure({ timeout: 120_000 });

interface Person {
  email: string;
}

test('sets the rule, sees the dry run, runs it, finds the deactivated people in the user list, switches it on', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  // The menu's entry, under Users.
  await page.goto('/users');
  await menu(page).getByRole('link', { name: 'Dormant accounts' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Dormant accounts', exact: true })).toBeVisible(FIRST_LOAD);

  const warn = page.getByLabel('Mail after (days)');
  const deactivate = page.getByLabel('Deactivate after (days)');
  await expect(deactivate).toHaveValue('180', FIRST_LOAD);
  // An order the API refuses shows under its field.
  await deactivate.fill('30');
  await expect(page.getByText('Deactivate after more days than the mail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await warn.fill('60');
  await deactivate.fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The rule has been saved.')).toBeVisible();

  // The dry run: exactly the API's lists, shown with their counts.
  await page.getByRole('button', { name: 'Dry run' }).click();
  const preview = (await (await page.request.get('/account/dormancy/preview?range=[0,999]')).json()).payload;
  expect(preview.counts.deactivate).toBeGreaterThan(0);
  const deactivated = page.getByRole('table', { name: `Deactivated (${preview.counts.deactivate})` });
  await expect(deactivated).toBeVisible();
  const shown = (await deactivated.locator('tbody tr').allInnerTexts()).map((t) => /\S+@\S+/.exec(t)?.[0]);
  expect(shown).toEqual(preview.deactivate.slice(0, 100).map((p: Person) => p.email));
  await expect(page.getByRole('region', { name: `Mailed (${preview.counts.mail})` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deleted (0)' })).toContainText('Nobody');

  // Run now, after a confirmation naming the counts; the run is listed with its history.
  await page.getByRole('button', { name: 'Run now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${preview.counts.deactivate} deactivated`);
  await dialog.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText(`${preview.counts.deactivate} deactivated, 0 deleted.`)).toBeVisible();
  const runs = page.getByRole('table', { name: 'Last runs' });
  await expect(runs.locator('tbody tr')).toHaveCount(1);
  await expect(runs).toContainText('admin@example.com');

  // Switched on: it runs every day from now on.
  await page.getByRole('switch', { name: 'Run every day' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The rule has been saved.')).toBeVisible();
  expect((await (await page.request.get('/account/dormancy')).json()).payload).toMatchObject({
    enabled: true,
    warnAfterDays: 60,
    deactivateAfterDays: 120,
  });

  // Who was deactivated, in the Users page: each of them (the first few) among the inactive people.
  for (const person of preview.deactivate.slice(0, 3) as Person[]) {
    const filters = JSON.stringify([
      { name: 'active', comparison: 'eq', value: false },
      { name: 'email', comparison: 'eq', value: person.email },
    ]);
    await page.goto(`/users?filters=${encodeURIComponent(filters)}`);
    await expect(rows(page)).toHaveCount(1, FIRST_LOAD);
    await expect(rows(page).first()).toContainText(person.email);
  }

  // The run's history: its entries, from the link.
  // (Switched on, the schedule may have run meanwhile: it is listed too.)
  await page.goto('/dormancy');
  await page
    .getByRole('table', { name: 'Last runs' })
    .locator('tbody tr')
    .filter({ hasText: 'admin@example.com' })
    .getByRole('link', { name: 'History of this run' })
    .click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/history\?filters=/);
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
});

test('a dry run of changes not saved previews them; Run now waits for the save; leaving asks first (issue 64)', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/dormancy');
  const deactivate = page.getByLabel('Deactivate after (days)');
  await expect(deactivate).toHaveValue('180', FIRST_LOAD);
  const saved = (await (await page.request.get('/account/dormancy/preview?range=[0,999]')).json()).payload;
  await deactivate.fill('365');
  const unsaved = (
    await (
      await page.request.post('/account/dormancy/preview?range=[0,999]', { data: { deactivateAfterDays: 365 } })
    ).json()
  ).payload;
  // The screen's rule deactivates fewer people than the saved one (the seed has people inactive 180–365 days).
  expect(unsaved.counts.deactivate).toBeLessThan(saved.counts.deactivate);

  await expect(page.getByRole('button', { name: 'Run now' })).toBeDisabled();
  await expect(page.getByText(/Run now runs the saved rule: save your changes first/)).toBeVisible();
  await page.getByRole('button', { name: 'Dry run of my changes' }).click();
  await expect(
    page.getByRole('heading', { name: 'Who the rule on the screen would act on today (not saved)' }),
  ).toBeVisible();
  await expect(page.getByText('deactivate after 365 days', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: `Deactivated (${unsaved.counts.deactivate})` })).toBeVisible();

  // Leaving with the edit asks first, as every form of the console does; staying keeps it.
  await menu(page).getByRole('link', { name: 'Users' }).first().click();
  await answerUnsaved(page, 'Keep editing');
  await expect(page).toHaveURL(/\/dormancy/);
  await expect(deactivate).toHaveValue('365');
});
