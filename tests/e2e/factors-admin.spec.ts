import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, outbox } from './support/test';
import { addAuthenticatorApp } from './support/factors';
import { FIRST_LOAD, menu, openRecord, openResource, panel, rows } from './support/pages';

/**
 * Second factors as an administrator sees them (issue 38): a person's factors in their detail beside the
 * sessions, reset after "Are you sure ?" (the person told by mail); the account's lockout with Unlock; every
 * lock in force on the superadmin's Lockouts page, lifted there; a group that requires a second factor.
 * Each test makes its own person through the API (the API is reset before each test).
 */

// The first visit of a page loads its chunks (in E2E_MODE=dev, Vite compiles them then): allow for it.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'tundra-ledger-5678';

type Playwright = { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } };

/** A client of the API of its own (its own cookies), as another browser would be. */
const client = (playwright: Playwright) => playwright.request.newContext({ baseURL: process.env.E2E_API_URL });

/** A new active person, made by the superadmin through the API: their id and name. */
async function newPerson(playwright: Playwright, first: string) {
  const admin = await client(playwright);
  expect((await admin.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBe(true);
  const email = `${first.toLowerCase()}.${Date.now()}@example.com`;
  const created = await admin.post('/account/users', {
    data: { firstName: first, lastName: 'Tester', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).payload as { id: number };
  await admin.dispose();
  return { id, email, name: `${first} Tester` };
}

/** Ten wrong passwords for an address, from a client of their own: the account's window is full. */
async function lockWithWrongPasswords(playwright: Playwright, email: string) {
  const stranger = await client(playwright);
  for (let i = 0; i < 10; i++) {
    expect(
      (await stranger.post('/account/users/signin', { data: { email, password: 'wrong-password' } })).status(),
    ).toBe(401);
  }
  await stranger.dispose();
}

/** What a sign-in with the right password answers now (status and payload). */
async function signInAnswer(playwright: Playwright, email: string) {
  const person = await client(playwright);
  const res = await person.post('/account/users/signin', { data: { email, password: PASSWORD } });
  const answer = { status: res.status(), payload: (await res.json()).payload };
  await person.dispose();
  return answer;
}

/** The person's Sessions tab in their detail, where their factors and lockout show below the sessions. */
async function openSessionsTab(page: Page, person: { id: number; name: string }) {
  await openRecord(page, `/users?userID=${person.id}&index=2`, person.name);
  await expect(panel(page).getByRole('heading', { name: 'Second factors' })).toBeVisible(FIRST_LOAD);
}

test("an administrator sees a person's authenticator app and resets their second factors", async ({
  page,
  api,
  playwright,
}) => {
  const person = await newPerson(playwright, 'Grace');
  await addAuthenticatorApp(playwright, { email: person.email, password: PASSWORD });

  await signIn(page, demo.admin);
  await openSessionsTab(page, person);
  const factors = panel(page).getByRole('list', { name: 'Second factors' });
  const app = factors.getByRole('listitem', { name: 'Authenticator app' });
  await expect(app).toBeVisible();
  await expect(app.getByRole('definition')).toHaveText([
    'Authenticator app',
    new RegExp(`^\\w{3} \\d{1,2}, ${new Date().getFullYear()} \\d{2}:\\d{2}$`),
    'Never',
  ]);

  await panel(page).getByRole('button', { name: 'Reset second factors' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Every passkey, authenticator app and recovery code of this user will be removed');
  await dialog.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('1 second factor has been removed.')).toBeVisible();
  await expect(panel(page).getByText('No second factor')).toBeVisible();
  await expect(factors).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Reset second factors' })).toBeDisabled();

  // Told by mail; their password alone signs them in again.
  expect((await outbox(api, person.email)).map((m) => m.subject)).toContain('Your second factors were reset');
  const answer = await signInAnswer(playwright, person.email);
  expect(answer.status).toBe(200);
  expect(answer.payload.secondFactor).toBeUndefined();
});

test('an administrator sees an account locked by wrong passwords and unlocks it', async ({ page, playwright }) => {
  const person = await newPerson(playwright, 'Linus');
  await lockWithWrongPasswords(playwright, person.email);
  expect((await signInAnswer(playwright, person.email)).status).toBe(429);

  await signIn(page, demo.admin);
  await openSessionsTab(page, person);
  const lockout = panel(page).getByRole('region', { name: 'Lockout' });
  await expect(lockout.getByText('Locked', { exact: true })).toBeVisible();
  const passwords = lockout.getByRole('group', { name: 'Wrong passwords' });
  await expect(passwords.getByRole('definition').first()).toHaveText('10 of 10');
  await expect(passwords.getByRole('definition').nth(1)).toHaveText(/^\w{3} \d{1,2}, \d{4} \d{2}:\d{2}$/);
  await expect(lockout.getByRole('group', { name: 'Wrong second factors' }).getByRole('definition')).toHaveText([
    '0 of 10',
    'Not locked',
  ]);

  await lockout.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The account has been unlocked.')).toBeVisible();
  await expect(lockout.getByText('Not locked', { exact: true }).first()).toBeVisible();
  await expect(lockout.getByText('Locked', { exact: true })).toHaveCount(0);
  await expect(passwords.getByRole('definition')).toHaveText(['0 of 10', 'Not locked']);
  await expect(lockout.getByRole('button', { name: 'Unlock' })).toBeDisabled();
  expect((await signInAnswer(playwright, person.email)).status).toBe(200);
});

test('the superadmin lists every lock in force on the Lockouts page and lifts one', async ({ page, playwright }) => {
  const person = await newPerson(playwright, 'Ada');
  await lockWithWrongPasswords(playwright, person.email);

  await signIn(page, demo.admin);
  // Under Users in the side menu.
  await menu(page).getByRole('button', { name: 'Show or hide the entries under Users' }).click();
  await menu(page).getByRole('link', { name: 'Lockouts' }).click();
  await expect(page).toHaveURL(/\/lockouts$/);
  await expect(page.getByRole('heading', { name: 'Lockouts', exact: true })).toBeVisible(FIRST_LOAD);
  const row = rows(page).filter({ hasText: person.email });
  await expect(row.getByRole('cell')).toHaveText([
    person.email,
    'Account',
    'Wrong passwords',
    '10 of 10',
    /\d{4}/,
    'Lift',
  ]);

  await row.getByRole('button', { name: `Lift the lock of ${person.email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`The lock of ${person.email} will be lifted`);
  await dialog.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('The lock has been lifted.')).toBeVisible();
  await expect(page.getByText('No lock in force')).toBeVisible();
  expect((await signInAnswer(playwright, person.email)).status).toBe(200);
});

test("a group's Require a second factor takes its members through enrolment at their next sign-in", async ({
  page,
  playwright,
}) => {
  const person = await newPerson(playwright, 'Hedy');
  await signIn(page, demo.admin);
  // The person joins a group, then the group requires a second factor.
  const admin = await client(playwright);
  expect((await admin.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBe(true);
  const group = await admin.post('/account/groups', { data: { name: `Guarded ${Date.now()}`, default: false } });
  const { id: groupID, name } = (await group.json()).payload as { id: number; name: string };
  expect((await admin.post(`/account/users/${person.id}/groups`, { data: { groupID } })).ok()).toBe(true);
  await admin.dispose();
  expect((await signInAnswer(playwright, person.email)).payload.secondFactor).toBeUndefined();

  await openRecord(page, `/groups?groupID=${groupID}`, name);
  const required = panel(page).getByRole('checkbox', { name: 'Require a second factor' });
  await expect(required).not.toBeChecked();
  await required.check();
  await expect(page.getByText('Group has been updated.')).toBeVisible();
  await page.reload();
  await expect(panel(page).getByRole('checkbox', { name: 'Require a second factor' })).toBeChecked(FIRST_LOAD);

  expect((await signInAnswer(playwright, person.email)).payload).toEqual({ secondFactor: 'enrol', methods: [] });
});

test('a group created with Require a second factor checked requires it from the start', async ({ page }) => {
  await signInAs(page, demo.admin);
  await openResource(page, '/groups');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Guarded from the start ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  const required = dialog.getByRole('checkbox', { name: 'Require a second factor' });
  await expect(required).not.toBeChecked();
  await required.check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Group has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const groups = (await (await page.request.get('/account/groups')).json()).payload as {
    id: number;
    name: string;
    requireSecondFactor: boolean;
  }[];
  const created = groups.find((group) => group.name === name);
  expect(created?.requireSecondFactor).toBe(true);
  await openRecord(page, `/groups?groupID=${created!.id}`, name);
  await expect(panel(page).getByRole('checkbox', { name: 'Require a second factor' })).toBeChecked();
});

test("a person's second factors and lockout, and the Lockouts page, read in French and German", async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const person = await newPerson(playwright, 'Marie');
  await addAuthenticatorApp(playwright, { email: person.email, password: PASSWORD });
  await lockWithWrongPasswords(playwright, person.email);
  await signIn(page, demo.admin);

  await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await openRecord(page, `/users?userID=${person.id}&index=2`, person.name);
  await expect(panel(page).getByRole('heading', { name: 'Seconds facteurs' })).toBeVisible(FIRST_LOAD);
  await expect(panel(page).getByRole('listitem', { name: "Application d'authentification" })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Réinitialiser les seconds facteurs' })).toBeVisible();
  const verrouillage = panel(page).getByRole('region', { name: 'Verrouillage' });
  await expect(verrouillage.getByText('Verrouillé', { exact: true })).toBeVisible();
  await expect(verrouillage.getByRole('group', { name: 'Mots de passe erronés' })).toContainText('10 sur 10');
  await expect(verrouillage.getByRole('button', { name: 'Déverrouiller' })).toBeVisible();

  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await page.goto('/lockouts');
  await expect(page.getByRole('heading', { name: 'Sperren', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(rows(page).filter({ hasText: person.email }).getByRole('cell')).toHaveText([
    person.email,
    'Konto',
    'Falschen Passwörtern',
    '10 von 10',
    /\d{4}/,
    'Aufheben',
  ]);
});
