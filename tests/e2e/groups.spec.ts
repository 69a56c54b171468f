import { test, expect, signInAs, demo } from './support/test';
import { openRecord, otherPerson, panelSection, pick } from './support/pages';

/**
 * A group's roles, apps and organizations (spec 2, Groups), as the superadmin; what a member of the
 * group can do follows at once.
 */
test.describe.configure({ timeout: 90_000 });

test('a role and an app are added to a group and removed; a member gains and loses them at once', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.admin);
  // Customers (7): the plain user's group, with the account and unity user roles and the Customer Portal.
  await openRecord(page, '/groups?groupID=7', 'Customers');
  const roles = panelSection(page, 'Roles');
  const apps = panelSection(page, 'Apps');
  await expect(apps.getByRole('listitem')).toHaveText(['Customer Portal']);
  // Each role with its service badge.
  await expect(roles.getByRole('listitem')).toHaveCount(2);
  await expect(roles.getByRole('listitem').filter({ hasText: 'account' })).toContainText('user');
  await expect(roles.getByRole('listitem').filter({ hasText: 'unity' })).toContainText('user');

  const member = await otherPerson(browser, demo.user);
  const launcher = member.page.getByRole('list', { name: 'Apps' });
  await expect(launcher.getByRole('link', { name: 'Customer Portal' })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Status' })).toHaveCount(0);
  expect((await member.page.request.get('/account/users')).status()).toBe(403);

  // The dropdown offers only the apps the group does not have.
  await apps.getByRole('combobox', { name: 'Add App' }).click();
  await expect(page.getByRole('option', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Customer Portal' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Status' }).click();
  await expect(apps.getByRole('listitem')).toHaveText(['Customer Portal', 'Status']);

  // A role of another service, with its badge; the roles attached are not offered.
  await roles.getByRole('combobox', { name: 'Add Role' }).click();
  const offered = page.getByRole('option');
  await expect(offered.filter({ hasText: 'superadmin' }).filter({ hasText: 'account' })).toHaveCount(1);
  await expect(offered.filter({ hasText: /^user/ }).filter({ hasText: 'account' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await pick(page, roles, 'Add Role', 'superadmin', 'account');
  await expect(roles.getByRole('listitem')).toHaveCount(3);
  await expect(roles.getByRole('listitem').filter({ hasText: 'superadmin' })).toContainText('account');

  // The member's next call and next look at /apps follow.
  await member.page.reload();
  await expect(launcher.getByRole('link', { name: 'Status' })).toBeVisible();
  expect((await member.page.request.get('/account/users')).status()).toBe(200);

  await apps.getByRole('button', { name: 'Remove Status' }).click();
  await expect(apps.getByRole('listitem')).toHaveText(['Customer Portal']);
  await roles.getByRole('button', { name: 'Remove superadmin' }).click();
  await expect(roles.getByRole('listitem')).toHaveCount(2);
  // Each removal waits while its notice offers Undo (issue 22), then goes through.
  await expect
    .poll(async () => (await (await page.request.get('/account/groups/7/roles')).json()).payload.length, {
      timeout: 20_000,
    })
    .toBe(2);

  await member.page.reload();
  await expect(launcher.getByRole('link', { name: 'Customer Portal' })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Status' })).toHaveCount(0);
  expect((await member.page.request.get('/account/users')).status()).toBe(403);
  await member.context.close();
});

test('a new group shows No Roles, No Apps, No Organizations; an organization is added and removed', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const created = await page.request.post('/account/groups', { data: { name: 'Inspectors' } });
  const { id } = (await created.json()).payload;
  await openRecord(page, `/groups?groupID=${id}`, 'Inspectors');
  await expect(panelSection(page, 'Roles').getByText('No Roles')).toBeVisible();
  await expect(panelSection(page, 'Apps').getByText('No Apps')).toBeVisible();
  const organizations = panelSection(page, 'Organizations');
  await expect(organizations.getByText('No Organizations')).toBeVisible();

  await pick(page, organizations, 'Add Organization', 'Globex');
  await expect(organizations.getByRole('listitem')).toHaveText(['Globex']);
  await expect(organizations.getByText('No Organizations')).toHaveCount(0);
  await organizations.getByRole('combobox', { name: 'Add Organization' }).click();
  await expect(page.getByRole('option', { name: 'Acme Corporation' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Globex' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const links = (await (await page.request.get(`/account/groups/${id}/organizations`)).json()).payload;
  expect(links).toEqual([{ relationID: expect.any(Number), id: 2, name: 'Globex' }]);

  await organizations.getByRole('button', { name: 'Remove Globex' }).click();
  await expect(organizations.getByText('No Organizations')).toBeVisible();
  // The removal waits while its notice offers Undo (issue 22), then goes through.
  await expect(page.getByText('Globex has been removed.')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get(`/account/groups/${id}/organizations`)).json()).payload, {
      timeout: 15_000,
    })
    .toEqual([]);
});
