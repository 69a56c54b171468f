import { test, expect as baseExpect, demo, signIn } from './support/test';

// Pages load lazily; a shared, busy machine needs more than the default 8 s for a first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('greets the user by first name and lists their apps, which open their address', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-20T09:30:00'));
  await signIn(page, demo.user);
  await expect(page.getByRole('heading', { name: 'Good Morning, Jamie' })).toBeVisible();
  await expect(page.getByText('Click + Alt on an app to edit')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an application' })).toHaveCount(0);

  const apps = (await (await page.request.get('/account/users/current/apps')).json()).payload as {
    name: string;
    url: string;
  }[];
  expect(apps.length).toBeGreaterThan(0);
  const list = page.getByRole('list', { name: 'Apps' });
  for (const app of apps) await expect(list.getByRole('link', { name: app.name })).toHaveAttribute('href', app.url);

  const host = new URL(apps[0].url).host;
  await page.route(`https://${host}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Launched</h1>' }),
  );
  await list.getByRole('link', { name: apps[0].name }).click();
  await expect(page.getByRole('heading', { name: 'Launched' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(host);
});

test('evening greeting after 17:00', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-20T19:00:00'));
  await signIn(page, demo.user);
  await expect(page.getByRole('heading', { name: 'Good Evening, Jamie' })).toBeVisible();
});

test('superadmins get the add button, the hint, and Alt+click to edit an app', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page.getByText('Click + Alt on an app to edit')).toBeVisible();
  const list = page.getByRole('list', { name: 'Apps' });
  const first = list.getByRole('link').first();
  const name = (await first.innerText()).trim();
  await first.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Name').fill(`${name} Pro`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Application has been updated.')).toBeVisible();
  await expect(list.getByRole('link', { name: `${name} Pro` })).toBeVisible();

  await page.getByRole('button', { name: 'Add an application' }).click();
  await expect(page.getByRole('dialog', { name: 'New application' })).toBeVisible();
});
