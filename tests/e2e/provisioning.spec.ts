import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, menu, panel, recorded, rows } from './support/pages';

/**
 * SCIM provisioning clients (issue 58) as the superadmin makes one: from the menu, a client of Acme is
 * created, its token shown once beside the SCIM endpoint, and used as a directory would; the list shows its
 * last use and never the token; revoking it makes the token answer 401.
 */
test.describe.configure({ timeout: 120_000 });

test('creates a client, sees its token once, uses it, and revokes it', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/users');
  await menu(page).getByRole('link', { name: 'Provisioning Clients' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Provisioning Clients', exact: true })).toBeVisible(FIRST_LOAD);

  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('Entra ID');
  await dialog.getByLabel('Organization').click();
  await page.getByRole('option', { name: 'Acme Corporation' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Provisioning client has been created.')).toBeVisible();

  // Shown once: the endpoint and the token, with the warning.
  await expect(dialog.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  const endpoint = await dialog.getByLabel('SCIM endpoint').inputValue();
  expect(endpoint).toBe(new URL('/scim/v2', page.url()).href);
  const token = await dialog.getByLabel('Bearer token').inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // A directory uses it: it creates a person of Acme.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
  const created = await page.request.post(`${endpoint}/Users`, {
    headers,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'grace.scim@example.com',
      name: { givenName: 'Grace', familyName: 'Scim' },
      emails: [{ value: 'grace.scim@example.com', type: 'work', primary: true }],
      active: true,
    },
  });
  expect(created.status()).toBe(201);

  // The list shows the client and its last use, and nowhere the token.
  await page.reload();
  await expect(rows(page).filter({ hasText: 'Entra ID' })).toHaveCount(1, FIRST_LOAD);
  await expect(rows(page).filter({ hasText: 'Entra ID' })).toContainText('Acme Corporation');
  await rows(page).filter({ hasText: 'Entra ID' }).click();
  await expect(recorded(panel(page), 'Last used')).not.toBeEmpty();
  await expect(page.getByText(token)).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  // Revoked: the token no longer opens anything.
  await panel(page).getByRole('tab', { name: 'Danger' }).click();
  await panel(page).getByLabel('Confirmation').fill('Entra ID');
  await panel(page)
    .getByRole('button', { name: /^(Delete|Revoke)/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('Provisioning client has been revoked.')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Entra ID' })).toHaveCount(0);
  const refused = await page.request.get(`${endpoint}/Users`, { headers });
  expect(refused.status()).toBe(401);
});
