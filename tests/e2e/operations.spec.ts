/**
 * What an operator needs (issue 36), as a person meets it: the request id of a failed call in the error's
 * details is the one of the API's log line; a tab open across a deploy reloads once, with a notice; an
 * uncaught error reaches the collector without personal data; the version in the account popover and
 * (behind nginx) in /healthz.
 */
import { readFileSync } from 'node:fs';
import { demo, expect, signIn, signInAs, test } from './support/test';
import { openAccount } from './support/pages';

interface LogLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  caller: string;
}

function logLines(): LogLine[] {
  return readFileSync(process.env.E2E_REQUEST_LOG!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

test('the request id in an error’s details is the one of the API’s log line', async ({ page, api }) => {
  await signInAs(page, demo.admin);
  // Every read of the list fails (start-up's quiet prefetch of it too, which would use up a single fault).
  const fault = await api.post('/__dev/faults', { data: { path: '/account/users', method: 'GET' } });
  expect(fault.ok()).toBeTruthy();
  await page.goto('/users');
  const notice = page.getByRole('alert').filter({ hasText: 'INJECTED_FAULT' }).first();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const shown = await notice.getByText(/^Request ID: /).textContent();
  const id = shown!.replace('Request ID: ', '');
  expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect
    .poll(() => logLines().find((line) => line.requestId === id), { timeout: 10_000 })
    .toMatchObject({ method: 'GET', path: '/account/users', status: 500, caller: 'session' });
});

test('a tab open across a deploy reloads once, with a notice, when a chunk is gone', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/users');
  await expect(page.getByRole('main')).toBeVisible();
  // The deploy: every script the tab has not loaded yet is gone from the server (404), until the tab
  // loads a page anew (the new bundle).
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => loaded.add(request.url()));
  let deployed = true;
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      reloads += 1;
      deployed = false;
    }
  });
  await page.route(
    (url) => /^\/(assets|src|node_modules|resources)\//.test(url.pathname),
    (route) =>
      deployed &&
      (route.request().resourceType() === 'script' || /\.(js|tsx?)$/.test(new URL(route.request().url()).pathname)) &&
      !loaded.has(route.request().url())
        ? route.fulfill({ status: 404, body: 'gone' })
        : route.continue(),
  );
  // Its next page (a hover that preloads it, or the click) asks for a chunk that is gone.
  // The policy editor: a page of its own, whose code the users' page did not load.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'OPA' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The console has been updated' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('The page was reloaded to load the new version.');
  await expect(page.getByRole('main')).toBeVisible();
  // The new bundle serves the page.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'OPA' }).click();
  await expect(page).toHaveURL(/\/opa/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(reloads).toBe(1);
});

test('an uncaught error reaches the collector without personal data', async ({ page, api }) => {
  await signInAs(page, demo.admin);
  await page.goto(`/users?filters=${encodeURIComponent(JSON.stringify([{ email: demo.admin.email }]))}`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new TypeError(`cannot show ${email}, see /signin?resetPassword=SECRET-TOKEN`);
    });
  }, demo.admin.email);
  const reports = async () => (await (await api.get('/__dev/errorReports')).json()).payload as Record<string, string>[];
  await expect.poll(async () => (await reports()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [report] = await reports();
  expect(report).toMatchObject({
    kind: 'error',
    message: 'TypeError: cannot show [email], see /signin',
    page: '/users',
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  });
  const text = JSON.stringify(report);
  for (const secret of [demo.admin.email, 'SECRET-TOKEN', 'filters', 'Admin']) expect(text).not.toContain(secret);
});

test('the version is in the account popover and, behind nginx, in /healthz', async ({ page, request }) => {
  const version = await (await request.get('/version.json')).json();
  expect(version).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), commit: expect.any(String) });
  await signIn(page, demo.user);
  await openAccount(page);
  await expect(
    page.locator('.MuiPopover-paper').getByText(`Version ${version.version} (${version.commit})`),
  ).toBeVisible();
  if (process.env.E2E_MODE !== 'dev') {
    expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok', ...version });
  }
});
