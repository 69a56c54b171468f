import type { Page } from '@playwright/test';
import { test, expect, signIn, signInAs, demo, outbox } from './support/test';
import { FIRST_LOAD, openRecord, panel, recorded, requiredLabel } from './support/pages';

/** An organization's Users tab, invitations and sign-up link (spec 2, Organizations), as the superadmin. */
test.describe.configure({ timeout: 120_000 });

/** Creates an organization through the API as the signed-in page's user; answers its id and token. */
async function newOrganization(page: Page, name: string): Promise<{ id: number; token: string }> {
  const res = await page.request.post('/account/organizations', { data: { name, description: 'For the tests.' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).payload;
}

const members = (page: Page) => panel(page).getByRole('list', { name: 'Members' });
const row = (page: Page, text: string) => members(page).getByRole('listitem').filter({ hasText: text });

async function openUsersTab(page: Page, id: number, name: string) {
  await openRecord(page, `/organizations?organizationID=${id}`, name);
  await panel(page).getByRole('tab', { name: 'Users' }).click();
  await expect(members(page)).toBeVisible(FIRST_LOAD);
}

async function memberMenu(page: Page, name: string, ...items: string[]) {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  for (const item of items) await page.getByRole('menuitem', { name: item }).click();
}

/** The membership or invitation of an address, as the API has it. */
async function membership(page: Page, organizationID: number, email: string) {
  const list = (await (await page.request.get(`/account/organizations/${organizationID}/users`)).json()).payload;
  return (list as { email: string; pending: boolean; id: number }[]).find((m) => m.email === email);
}

test('invites three pasted addresses, Force Joins one, resends another, removes one, and shows a user', async ({
  page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demo.admin);
  const { id } = await newOrganization(page, 'Wayne Enterprises');
  await openUsersTab(page, id, 'Wayne Enterprises');
  // The creator is its first member.
  await expect(members(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'Alex Morgan')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  const box = dialog.getByRole('textbox', { name: 'Emails' });
  // One block pasted from elsewhere: names, separators, an address with an account.
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    'Jamie <user@example.com>, newcomer@example.com\npartner@example.org;',
  );
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.getByRole('status')).toHaveText('3 Emails Detected');
  await expect(dialog.getByRole('list', { name: 'Detected emails' }).getByRole('listitem')).toHaveText([
    'user@example.com',
    'newcomer@example.com',
    'partner@example.org',
  ]);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitations Sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const email of ['user@example.com', 'newcomer@example.com', 'partner@example.org']) {
    const mails = await outbox(api, email);
    expect(mails.map((m) => m.subject)).toEqual(['You are invited to join Wayne Enterprises']);
    expect(mails[0].link).toMatch(/^\/joinOrganization\?token=/);
  }
  await expect(members(page).getByRole('listitem')).toHaveCount(4);
  await expect(members(page).getByRole('listitem').filter({ hasText: 'Invited' })).toHaveCount(3);
  await expect(row(page, 'newcomer@example.com')).toContainText('No Account');
  await expect(row(page, 'partner@example.org')).toContainText('No Account');
  await expect(row(page, 'Jamie Rivera')).not.toContainText('No Account');
  await expect(row(page, 'Alex Morgan')).not.toContainText('Invited');

  // Force Join: the account joins at once.
  await memberMenu(page, 'Jamie Rivera', 'Invite Again', 'Force Join');
  await expect(page.getByText('Jamie Rivera has joined.')).toBeVisible();
  await expect(row(page, 'Jamie Rivera')).not.toContainText('Invited');
  expect(await membership(page, id, 'user@example.com')).toMatchObject({ pending: false, id: 2 });
  // Joined people with an account are not invited again.
  await row(page, 'Jamie Rivera').getByRole('button', { name: 'Actions for Jamie Rivera' }).click();
  await expect(page.getByRole('menuitem', { name: 'Invite Again' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Resend Invite: a second mail.
  await memberMenu(page, 'newcomer@example.com', 'Invite Again', 'Resend Invite');
  await expect(page.getByText('Invitation Sent!')).toBeVisible();
  await expect.poll(async () => (await outbox(api, 'newcomer@example.com')).length).toBe(2);
  await expect(row(page, 'newcomer@example.com')).toContainText('Invited');

  // Removal after a confirm.
  await memberMenu(page, 'partner@example.org', 'Remove');
  const confirm = page.getByRole('dialog', { name: 'Are you sure ?' });
  await expect(confirm).toContainText('partner@example.org will be removed from this organization.');
  await confirm.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('partner@example.org has been removed.')).toBeVisible();
  await expect(row(page, 'partner@example.org')).toHaveCount(0);
  expect(await membership(page, id, 'partner@example.org')).toBeUndefined();

  // Show User: disabled without an account; opens the person on /users.
  await row(page, 'newcomer@example.com').getByRole('button', { name: 'Actions for newcomer@example.com' }).click();
  await expect(page.getByRole('menuitem', { name: 'Show User' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await memberMenu(page, 'Jamie Rivera', 'Show User');
  await expect(page).toHaveURL(/\/users\?userID=2$/);
  await expect(panel(page).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
});

test('the Default Organization checkbox shows to the administrator; the join token is copied as a sign-up link that works', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, demo.admin);
  await openRecord(page, '/organizations?organizationID=2', 'Globex');
  await expect(panel(page).getByRole('checkbox', { name: 'Default Organization' })).toBeVisible();
  await expect(recorded(panel(page), 'Token')).toHaveText('ORG2-GLOBEX-JOIN');

  await panel(page).getByRole('button', { name: 'Copy Sign-up Link' }).click();
  await expect(page.getByText('Sign-up link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toBe('/signin');
  expect(url.searchParams.get('organizationToken')).toBe('ORG2-GLOBEX-JOIN');

  // A visitor opening the link gets the signup dialog with the token, and joins Globex by signing up.
  const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  const signup = visitor.getByRole('dialog', { name: 'Create an Account' });
  await expect(signup.getByLabel('Organization Token')).toHaveValue('ORG2-GLOBEX-JOIN', FIRST_LOAD);
  await signup.getByLabel('Email').fill('linked@example.com');
  await signup.getByLabel('First Name').fill('Lin');
  await signup.getByLabel('Last Name').fill('Ked');
  await signup.getByLabel(requiredLabel('Password')).fill('orbit-lantern-42');
  await signup.getByLabel('Password Confirmation').fill('orbit-lantern-42');
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(signup.getByText(/confirm your email/i)).toBeVisible();
  await visitorContext.close();
  expect(await membership(page, 2, 'linked@example.com')).toMatchObject({ pending: false });
});

test('an organization of 5,000 members: fewer than 30 rows in the page, scrolled to the last member', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const { id } = await newOrganization(page, 'Crowded Inc');
  // 5,000 invitations (the most one call takes is 500) besides the creator.
  for (let batch = 0; batch < 10; batch++) {
    const list = Array.from({ length: 500 }, (_, i) => ({
      organizationID: id,
      inviteEmail: `member${String(batch * 500 + i + 1).padStart(4, '0')}@crowd.example.com`,
    }));
    expect((await page.request.post('/account/organizationUsers', { data: list })).ok()).toBeTruthy();
  }
  await openUsersTab(page, id, 'Crowded Inc');
  const list = members(page);
  const rendered = list.getByRole('listitem');
  await expect(rendered.first()).toBeVisible();
  const box = await list.boundingBox();
  expect(box?.height).toBe(600);
  expect(await rendered.count()).toBeLessThan(30);
  await expect(rendered.first()).toHaveAttribute('aria-setsize', '5001');

  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const last = row(page, 'member5000@crowd.example.com');
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-posinset', '5001');
  expect(await rendered.count()).toBeLessThan(30);
  // The last row sits at the bottom of the viewport, 61 high.
  const lastBox = await last.boundingBox();
  expect(lastBox?.height).toBe(61);
  expect(Math.round(lastBox!.y + lastBox!.height)).toBeLessThanOrEqual(Math.round(box!.y + box!.height) + 1);
});
