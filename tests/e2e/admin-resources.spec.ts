import { test, expect, signInAs, demo } from './support/test';
import { confirmDeletion, FIRST_LOAD, openResource, panel, rows } from './support/pages';

/**
 * The generic admin routes of spec 2, driven by the resource engine, as the superadmin: each lists its
 * records and opens one from a row click (the selection lands in the query parameter), and a resource
 * is created, edited and deleted through the interface. /settings is a page of its own (settings.spec.ts).
 */
const ROUTES = [
  { path: '/groups', title: 'Groups', param: 'groupID', row: 'Administrators' },
  { path: '/roles', title: 'Roles', param: 'roleID', row: /^superadmin/ },
  { path: '/applications', title: 'Applications', param: 'applicationID', row: 'CRM' },
  { path: '/serviceNames', title: 'Service Names', param: 'serviceNameID', row: 'unity' },
  { path: '/organizations', title: 'Organizations', param: 'organizationID', row: null },
  { path: '/events', title: 'Events', param: 'eventID', row: null },
  { path: '/templates', title: 'Templates', param: 'templateID', row: 'Welcome to the platform' },
] as const;

// The first visit of a page loads its chunks (in E2E_MODE=dev, Vite compiles them then): allow for it.
test.describe.configure({ timeout: 90_000 });

for (const route of ROUTES) {
  test(`${route.path} lists its records and opens one`, async ({ page }) => {
    await signInAs(page, demo.admin);
    await openResource(page, route.path, route.title);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await rows(page).count()).toBeLessThanOrEqual(20);

    const row = route.row === null ? rows(page).first() : rows(page).filter({ hasText: route.row }).first();
    await row.click();
    await expect(page).toHaveURL(new RegExp(`[?&]${route.param}=\\d+`));
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('tab', { name: 'General' })).toBeVisible();
    await expect(panel(page).getByRole('tab', { name: 'Danger' })).toBeVisible();
    const heading = panel(page).getByRole('heading', { level: 2 });
    if (typeof route.row === 'string') await expect(heading).toHaveText(route.row);
    else await expect(heading).not.toBeEmpty();

    // The address reopens the same record after a reload.
    const url = page.url();
    await page.reload();
    await expect(panel(page)).toBeVisible(FIRST_LOAD);
    expect(page.url()).toBe(url);
  });
}

test('a group is created, renamed and deleted through the interface', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/groups');

  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('Quality Assurance');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const created = page.getByText('Group has been created.');
  await expect(created).toBeVisible();
  await expect(dialog).toBeHidden();
  // Success notices hide after 1.5 s.
  await expect(created).toBeHidden({ timeout: 5_000 });

  await page.getByRole('textbox', { name: 'Search this page' }).fill('quality');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('mark')).toHaveText('Quality');
  await rows(page).first().click();
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Quality Assurance');

  const name = panel(page).getByLabel('Name');
  await name.fill('Quality Control');
  await name.press('Enter');
  await expect(page.getByText('Group has been updated.')).toBeVisible();
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Quality Control');
  await page.getByRole('textbox', { name: 'Search this page' }).fill('');
  await expect(rows(page).filter({ hasText: 'Quality Control' })).toHaveCount(1);

  await panel(page).getByRole('tab', { name: 'Danger' }).click();
  await expect(page).toHaveURL(/[?&]index=1/);
  await panel(page).getByRole('button', { name: 'Delete Group' }).click();
  await confirmDeletion(page, 'group');
  // The spec shows this text for a group deletion.
  await expect(page.getByText('User has been deleted.')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/groupID=/);
  await expect(rows(page).filter({ hasText: 'Quality Control' })).toHaveCount(0);

  // The server agrees.
  const res = await page.request.get('/account/groups');
  const names = ((await res.json()).payload as { name: string }[]).map((g) => g.name);
  expect(names).not.toContain('Quality Control');
});

test('a template is deleted only once its exact code is typed', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/templates');
  await rows(page).filter({ hasText: 'WELCOME' }).click();
  await panel(page).getByRole('tab', { name: 'Danger' }).click();
  const button = panel(page).getByRole('button', { name: 'Delete Template' });
  await expect(button).toBeDisabled();
  await panel(page).getByLabel('Confirmation').fill('welcome');
  await expect(button).toBeDisabled();
  await panel(page).getByLabel('Confirmation').fill('WELCOME');
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('Template has been deleted.')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'WELCOME' })).toHaveCount(0);
});

test('an event is marked resolved at once and greyed in the list', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/events');
  await rows(page).first().click();
  const resolved = panel(page).getByRole('checkbox', { name: 'Resolved' });
  const was = await resolved.isChecked();
  await resolved.click();
  await expect(page.getByText('Event has been updated.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('eventID');
  const res = await page.request.get(`/unity/events/${id}`);
  expect((await res.json()).payload.resolved).toBe(!was);
});

test('on a narrow screen the record opens as a full-screen dialog', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 860 });
  await signInAs(page, demo.admin);
  await page.goto('/serviceNames?serviceNameID=2');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'unity' })).toBeVisible(FIRST_LOAD);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(600);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/serviceNameID=/);
});
