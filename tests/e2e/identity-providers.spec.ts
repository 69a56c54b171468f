import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, allowOutside } from './support/test';
import { FIRST_LOAD, panel, rows } from './support/pages';

/**
 * Signing in through an organization's identity provider (issue 65), against a real OpenID Provider
 * (oidc-provider, started by the global set-up): the administrator adds one and tests it; a new person signs
 * in through it on the sign-in page and is created with the mapped groups; an address that has an account
 * here is never taken, and the page says what to do; an organization's verified e-mail domain leads the
 * sign-in form to its provider.
 */

test.describe.configure({ timeout: 300_000 });

const ISSUER = process.env.E2E_IDP_ISSUER!;

/**
 * The provider's page is another site's, with its own favicon and web font: not the console's loads. Allowed
 * before the person leaves for it (its loads start with the page, before anyone types there).
 */
function allowProviderPages() {
  allowOutside(new RegExp(`^${ISSUER}/`));
  allowOutside(/^https:\/\/fonts\.googleapis\.com\//);
}

/** Signs in on the provider's own login page (its development page: any password). */
async function loginAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** A provider made by the superadmin through the API, shown on the sign-in page. */
async function providerThroughApi(page: Page, extra: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await page.request.post('/account/identityProviders', {
    data: {
      name: 'Corp IdP',
      preset: 'keycloak',
      issuer: ISSUER,
      clientID: 'console',
      clientSecret: 'console-secret-0123456789',
      enabled: true,
      showOnSignin: true,
      createUsers: true,
      scopes: 'openid email profile phone groups',
      ...extra,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).payload;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return { context, page: await context.newPage() };
}

test('an administrator adds a provider and tests it; a new person signs in through it with the mapped groups', async ({
  page,
  browser,
}) => {
  allowProviderPages();
  await signInAs(page, demo.admin);
  // No provider yet: the list is empty.
  await page.goto('/identityProviders');
  await expect(page.getByRole('heading', { name: 'Identity providers' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Corp IdP');
  await dialog.getByRole('combobox', { name: 'Preset' }).click();
  await page.getByRole('option', { name: 'Keycloak' }).click();
  // The dialog is hidden from the accessibility tree while the preset's list is open (a click under load once
  // left it open, and the Issuer field was never found).
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByLabel('Issuer').fill(ISSUER);
  await dialog.getByLabel('Client ID').fill('console');
  await dialog.getByLabel('Client secret').fill('console-secret-0123456789');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Identity provider has been created.')).toBeVisible();

  await rows(page).filter({ hasText: 'Corp IdP' }).click();
  const detail = panel(page);
  await expect(detail.getByRole('heading', { name: 'Corp IdP' })).toBeVisible(FIRST_LOAD);
  // The secret is never shown back.
  await expect(detail.getByLabel('Client secret')).toHaveValue('');
  await expect(detail.getByTestId('redirect-uri')).toHaveText(/\/account\/users\/signin\/idp\/callback$/);
  await detail.getByRole('button', { name: 'Test' }).click();
  await expect(detail.getByText('The provider works.')).toBeVisible();
  await expect(detail.getByText('Signing keys (JWKS)')).toBeVisible();

  const scopes = detail.getByLabel('Scopes');
  await scopes.fill('openid email profile phone groups');
  await scopes.press('Enter');
  await expect(page.getByText('Identity provider has been updated.').first()).toBeVisible();
  const groups = detail.getByLabel('Groups from claim values');
  await groups.fill('eng = Engineering');
  await groups.blur();
  for (const name of ['Create people at their first sign-in', 'Show on the sign-in page', 'Enabled']) {
    await detail.getByRole('checkbox', { name }).check();
    await expect(detail.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect
    .poll(async () => (await (await page.request.get('/account/identityProviders')).json()).payload[0])
    .toMatchObject({ enabled: true, showOnSignin: true, createUsers: true, groupMap: 'eng = Engineering' });

  // A new person, in a browser of their own.
  const { context, page: person } = await visitor(browser);
  await person.goto('/signin');
  await person.getByRole('button', { name: 'Sign in with Corp IdP' }).click({ timeout: 60_000 });
  await loginAtProvider(person, 'nina.new');
  await expect(person).toHaveURL(/\/apps$/, FIRST_LOAD);
  const me = await (await person.request.get('/account/users/current')).json();
  expect(me.payload).toMatchObject({ email: 'nina.new@idp.example.com', firstName: 'Nina', lastName: 'Neumann' });
  await context.close();

  // The administrator finds them in the Users list, in the mapped group.
  const users = await (
    await page.request.get(
      `/account/users?filters=${encodeURIComponent(JSON.stringify([{ name: 'email', comparison: 'eq', value: 'nina.new@idp.example.com' }]))}`,
    )
  ).json();
  const nina = users.payload[0] as { id: number };
  const memberOf = await (await page.request.get(`/account/users/${nina.id}/groups`)).json();
  expect((memberOf.payload as { groupName: string }[]).map((g) => g.groupName)).toEqual(['Engineering']);
});

test('an administrator adds a SAML provider from its metadata address; a new person signs in through it', async ({
  page,
  browser,
}) => {
  const metadata = process.env.E2E_SAML_IDP_METADATA!;
  allowOutside(new RegExp(`^${new URL(metadata).origin}/`));
  await signInAs(page, demo.admin);
  await page.goto('/identityProviders');
  await expect(page.getByRole('heading', { name: 'Identity providers' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Corp SAML');
  // An OpenID Provider's fields until the protocol is SAML; then the metadata's.
  await expect(dialog.getByLabel('Issuer')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Protocol' }).click();
  await page.getByRole('option', { name: 'SAML 2.0' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog.getByLabel('Issuer')).toHaveCount(0);
  await expect(dialog.getByLabel('Client ID')).toHaveCount(0);
  await dialog.getByLabel('Metadata address').fill(metadata);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Identity provider has been created.')).toBeVisible();

  const row = rows(page).filter({ hasText: 'Corp SAML' });
  await expect(row).toContainText('SAML 2.0');
  await row.click();
  const detail = panel(page);
  await expect(detail.getByRole('heading', { name: 'Corp SAML' })).toBeVisible(FIRST_LOAD);
  await expect(detail.getByLabel('Client secret')).toHaveCount(0);
  // This platform's metadata, to hand to the provider; the Test reads the provider's and keeps what it says.
  await expect(detail.getByTestId('sp-metadata')).toHaveText(/\/account\/identityProviders\/\d+\/saml\/metadata$/);
  await detail.getByRole('button', { name: 'Test' }).click();
  await expect(detail.getByText('The provider works.')).toBeVisible();
  await expect(detail.getByLabel('Entity ID')).toHaveValue(metadata);
  await expect(detail.getByLabel('Single sign-on address')).toHaveValue(/\/sso$/);
  for (const name of ['Create people at their first sign-in', 'Show on the sign-in page', 'Enabled']) {
    await detail.getByRole('checkbox', { name }).check();
    await expect(detail.getByRole('checkbox', { name })).toBeChecked();
  }

  // A new person, in a browser of their own, signs in at the provider's page and comes back created.
  const { context, page: person } = await visitor(browser);
  await person.goto('/signin');
  await person.getByRole('button', { name: 'Sign in with Corp SAML' }).click({ timeout: 60_000 });
  await person.getByLabel('Login').fill('sam.new');
  await person.getByRole('button', { name: 'Sign in at the IdP' }).click();
  await expect(person).toHaveURL(/\/apps$/, FIRST_LOAD);
  const me = await (await person.request.get('/account/users/current')).json();
  expect(me.payload).toMatchObject({ email: 'sam.new@saml.example.com', firstName: 'Sam', lastName: 'Seinfeld' });
  await context.close();
});

test('an address that has an account here is never taken: the sign-in page says what to do', async ({
  page,
  browser,
}) => {
  allowProviderPages();
  await signIn(page, demo.admin);
  await providerThroughApi(page);
  const { context, page: stranger } = await visitor(browser);
  await stranger.goto('/signin');
  await stranger.getByRole('button', { name: 'Sign in with Corp IdP' }).click({ timeout: 60_000 });
  await loginAtProvider(stranger, 'mallory.claims.user');
  await expect(stranger).toHaveURL(/\/signin$/, FIRST_LOAD);
  await expect(stranger.getByRole('alert')).toHaveText(/An account with this e-mail address exists already/);
  expect((await stranger.request.get('/account/users/current')).status()).toBe(401);
  await context.close();
});

test("an organization's verified domain: the sign-in form offers Continue with its provider and signs in through it", async ({
  page,
  browser,
}) => {
  allowProviderPages();
  await signIn(page, demo.admin);
  // Not on the sign-in page by itself: only the domain leads to it.
  await providerThroughApi(page, { showOnSignin: false });

  // The administrator gives Acme the domain, verifies it and names its provider, on the organization's page.
  await page.goto('/organizations?organizationID=1');
  const detail = panel(page);
  await expect(detail.getByRole('heading', { name: 'Acme Corporation' })).toBeVisible(FIRST_LOAD);
  const domains = detail.getByRole('region', { name: 'E-mail domains' });
  await domains.getByLabel('Domain').fill('idp.example.com');
  await domains.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('The domain has been added.')).toBeVisible();
  await expect(domains.getByText('Not verified')).toBeVisible();
  await domains.getByRole('button', { name: 'Verify' }).click();
  await expect(domains.getByText('Verified', { exact: true })).toBeVisible();
  await detail.getByRole('combobox', { name: 'Identity provider' }).click();
  await page.getByRole('option', { name: 'Corp IdP' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/account/organizations/1')).json()).payload.identityProviderID)
    .toBeGreaterThan(0);

  const { context, page: person } = await visitor(browser);
  await person.goto('/signin');
  const email = person.getByLabel(/e-?mail/i).first();
  // Another domain's address: the form as always, the password asked.
  await email.fill('someone@elsewhere.example.org');
  await expect(person.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Login' })).toBeVisible();
  // The organization's domain: Continue with its provider, no password.
  await email.fill('nina.new@idp.example.com');
  const go = person.getByRole('button', { name: 'Continue with Corp IdP' });
  await expect(go).toBeVisible();
  await expect(person.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await go.click();
  await loginAtProvider(person, 'nina.new');
  await expect(person).toHaveURL(/\/apps$/, FIRST_LOAD);
  const me = await (await person.request.get('/account/users/current')).json();
  expect(me.payload).toMatchObject({ email: 'nina.new@idp.example.com' });
  await context.close();
});
