/**
 * The session policy's idle warning in the console (issue 59): with a short idle lifetime set through the API,
 * a person who stops using the console is warned a minute before the sign-out, in a dialog over the form they
 * were typing in; "Stay signed in" makes a call, which keeps the session, and what they typed is still there.
 * The browser's clock is moved forward (the API's is the real one: the session never lapses meanwhile). Once
 * the session has ended, "Stay signed in" says so and keeps the page; signed in again elsewhere, Continue goes on.
 */
import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD } from './support/pages';

test('warns a minute before an idle sign-out; Stay signed in keeps the session and the unsaved work', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  expect((await api.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBeTruthy();
  // 3 minutes idle: the console warns after 1 (a minute before the end, less the minute the API may note late).
  // The policy is the whole API's: the other specs' shared sessions get it back when this test ends.
  const before = (await (await api.get('/account/sessionPolicy')).json()) as Record<string, unknown>;
  const set = await api.put('/account/sessionPolicy', { data: { idleMinutes: 3, adminIdleMinutes: 3 } });
  expect(set.ok(), await set.text()).toBeTruthy();
  try {
    await page.clock.install();
    await signInAs(page, demo.user);
    await page.goto('/my-account');
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toBeVisible(FIRST_LOAD);
    await firstName.fill('Ursula');
    const address = page.url();

    const warning = page.getByRole('dialog', { name: 'You will be signed out in a minute' });
    await expect(warning).toHaveCount(0);
    // The console counts from the last answer of the API; an answer still on its way when the clock jumps starts
    // the count again. Steps of 20 s land inside the warning's minute however late the last answer came.
    await expect(async () => {
      await page.clock.fastForward('00:20');
      await expect(warning).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    const stay = page.waitForResponse((res) => new URL(res.url()).pathname === '/account/users/current');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    expect((await stay).status()).toBe(200);
    await expect(warning).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(firstName).toHaveValue('Ursula');
    expect((await page.request.get('/account/users/current')).status()).toBe(200);
  } finally {
    const { idleMinutes, adminIdleMinutes } = before.payload as Record<string, unknown>;
    const back = await api.put('/account/sessionPolicy', { data: { idleMinutes, adminIdleMinutes } });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});

test('Stay signed in after the session ended keeps the page; signed in again, Continue goes on with the form', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  expect((await api.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBeTruthy();
  const before = (await (await api.get('/account/sessionPolicy')).json()) as Record<string, unknown>;
  const set = await api.put('/account/sessionPolicy', { data: { idleMinutes: 3, adminIdleMinutes: 3 } });
  expect(set.ok(), await set.text()).toBeTruthy();
  try {
    await page.clock.install();
    await signInAs(page, demo.user);
    await page.goto('/my-account');
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toBeVisible(FIRST_LOAD);
    await firstName.fill('Ursula');
    const address = page.url();
    const warning = page.getByRole('dialog', { name: 'You will be signed out in a minute' });
    await expect(async () => {
      await page.clock.fastForward('00:20');
      await expect(warning).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // The session ends meanwhile (as the platform's idle end would).
    expect((await page.request.delete('/account/users/signout')).ok()).toBeTruthy();

    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    const ended = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(ended).toBeVisible();
    await expect(ended.getByRole('link', { name: 'Sign in again in a new tab' })).toHaveAttribute('target', '_blank');
    expect(page.url()).toBe(address);

    // Signed in again in another tab of the same browser.
    const again = await page.request.post('/account/users/signin', {
      data: { email: demo.user.email, password: demo.user.password },
    });
    expect(again.ok(), await again.text()).toBeTruthy();
    await ended.getByRole('button', { name: 'Continue' }).click();
    await expect(ended).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(firstName).toHaveValue('Ursula');
  } finally {
    const { idleMinutes, adminIdleMinutes } = before.payload as Record<string, unknown>;
    const back = await api.put('/account/sessionPolicy', { data: { idleMinutes, adminIdleMinutes } });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});
