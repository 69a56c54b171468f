import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, allowOutside, landed } from './support/test';
import { appCode, virtualAuthenticator } from './support/factors';
import { FIRST_LOAD } from './support/pages';

/**
 * My Account's "Sign-in & security" tab (issue 38) as a person uses it: a passkey added through the
 * browser's WebAuthn (the DevTools protocol's virtual authenticator), named, renamed and removed; the
 * authenticator app set up from its shown key; the recovery codes shown once and made anew.
 */
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'tundra-ledger-1234';

/** A person of the test's own, made by the administrator through the API, in the sign-ups' group. */
async function newPerson(api: APIRequestContext, email: string) {
  expect((await api.post('/account/users/signin', { data: demo.admin })).ok()).toBeTruthy();
  const made = await api.post('/account/users', {
    data: { firstName: 'Fay', lastName: 'Factor', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  // In Customers (7), the group sign-ups join, for the roles My Account needs.
  const { id } = (await made.json()).payload as { id: number };
  expect((await api.post(`/account/users/${id}/groups`, { data: { groupID: 7 } })).ok()).toBeTruthy();
  return { email, password: PASSWORD };
}

/**
 * WebAuthn takes no IP address as a relying party: the console is opened on `localhost` (the same server),
 * which the development API then names as the relying party.
 */
function onLocalhost(path: string) {
  const base = new URL(process.env.E2E_BASE_URL!);
  base.hostname = 'localhost';
  allowOutside(new RegExp(`^${base.origin}/`));
  return new URL(path, base).toString();
}

async function openSecurity(page: Page, path = '/my-account?index=4') {
  await page.goto(onLocalhost(path));
  await expect(page.getByRole('tab', { name: 'Sign-in & security', selected: true })).toBeVisible(FIRST_LOAD);
}

/** The dialog's current password (first a wrong one, refused on the field, when `wrongFirst`), then submit. */
async function prove(dialog: ReturnType<Page['getByRole']>, submit: string, wrongFirst = false) {
  const field = dialog.getByLabel('Current Password', { exact: false });
  if (wrongFirst) {
    await field.fill('not-my-password');
    await dialog.getByRole('button', { name: submit }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await field.fill(PASSWORD);
  await dialog.getByRole('button', { name: submit }).click();
}

/** The codes a recovery-codes dialog shows, once it is closed. */
async function shownCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const items = dialog.getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return codes;
}

test('a passkey is added with a name, renamed and removed; the recovery codes show once and are made anew', async ({
  page,
  api,
  context,
}) => {
  const person = await newPerson(api, 'passkey.person@example.com');
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
  await signIn(page, person, onLocalhost('/signin'));
  await openSecurity(page);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await expect(passkeys).toContainText('No passkeys yet');
  await expect(recovery).toContainText('Recovery codes come with your first second factor.');

  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByRole('textbox', { name: /^Name/ }).fill('Laptop');
  await prove(add, 'Add', true);
  // The first factor: ten codes, shown now.
  const first = await shownCodes(page);
  expect(first).toHaveLength(10);
  const laptop = passkeys.getByRole('listitem', { name: 'Laptop' });
  await expect(laptop).toContainText('Never used');
  await expect(recovery).toContainText('10 codes left');
  // The authenticator holds the key the API took.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await laptop.getByRole('button', { name: 'Rename Laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the passkey' });
  await rename.getByRole('textbox', { name: /^Name/ }).fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByRole('listitem', { name: 'Work laptop' })).toBeVisible();
  await expect(passkeys.getByRole('listitem', { name: 'Laptop', exact: true })).toHaveCount(0);

  // The passkey added here signs in: alone from the sign-in page (visiting it signs out), and after the password.
  await page.goto(onLocalhost('/signin'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await landed(page);
  await page.goto(onLocalhost('/signin'));
  await page.getByLabel('Email').fill(person.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Confirm it is you' }).getByRole('button', { name: 'Use a passkey' }).click();
  await landed(page);
  await openSecurity(page);
  await expect(passkeys.getByRole('listitem', { name: 'Work laptop' })).not.toContainText('Never used');

  await recovery.getByRole('button', { name: 'New recovery codes' }).click();
  await prove(page.getByRole('dialog', { name: /Make new recovery codes/ }), 'New recovery codes');
  const second = await shownCodes(page);
  expect(second).toHaveLength(10);
  expect(second.filter((code) => first.includes(code))).toEqual([]);

  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  await prove(page.getByRole('dialog', { name: 'Remove the passkey Work laptop?' }), 'Remove');
  await expect(passkeys).toContainText('No passkeys yet');
  // With the last factor, the recovery codes went too.
  await expect(recovery).toContainText('Recovery codes come with your first second factor.');
});

test('the authenticator app is set up from its QR code and key, confirmed by a first code, and removed', async ({
  page,
  api,
}) => {
  const person = await newPerson(api, 'app.person@example.com');
  await signInAs(page, person);
  await page.goto('/my-account?index=4');
  await expect(page.getByRole('tab', { name: 'Sign-in & security', selected: true })).toBeVisible(FIRST_LOAD);
  const app = page.getByRole('region', { name: 'Authenticator app' });
  await expect(app).toContainText('No authenticator app yet');

  await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await prove(dialog, 'Continue', true);
  await expect(dialog.getByRole('img', { name: 'QR code of the authenticator app' })).toBeVisible();
  const secret = await dialog.getByLabel('Key').inputValue();
  // A code the app would not show now (nor a step either side) is refused on its field.
  const near = [-1, 0, 1].map((step) => appCode(secret, step * 30_000));
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
  const code = dialog.getByLabel('Code from the app');
  await code.fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect(await shownCodes(page)).toHaveLength(10);
  await expect(app.getByRole('listitem', { name: 'Authenticator app in use' })).toContainText('Never used');
  await expect(page.getByRole('region', { name: 'Recovery codes' })).toContainText('10 codes left');

  await app.getByRole('button', { name: 'Remove' }).click();
  await prove(page.getByRole('dialog', { name: 'Remove the authenticator app?' }), 'Remove');
  await expect(app).toContainText('No authenticator app yet');
});

test('the tab speaks French and German', async ({ page, api, context, baseURL }) => {
  const person = await newPerson(api, 'langues.person@example.com');
  await signIn(page, person);
  for (const [locale, tab, passkeys] of [
    ['fr', 'Connexion et sécurité', "Clés d'accès"],
    ['de', 'Anmeldung & Sicherheit', 'Passkeys'],
  ] as const) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await page.goto('/my-account?index=4');
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: passkeys })).toBeVisible();
  }
});
