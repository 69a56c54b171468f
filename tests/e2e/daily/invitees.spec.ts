import type { Page } from '@playwright/test';
import { test, expect, signInAs, demo } from '../support/test';
import { FIRST_LOAD, openRecord, panel } from '../support/pages';

/**
 * Issue 42, item 10: after inviting people to an organization they are shown: the Users tab says how many
 * people it holds and how many invitations wait, the people just invited come first and are marked, and a
 * search finds a member by name or e-mail.
 */

test.describe.configure({ timeout: 120_000 });

const members = (page: Page) => panel(page).getByRole('list', { name: 'Members' });

test('the people just invited show first and marked, the count follows, and the search finds them', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const before = (await (await page.request.get('/account/organizations/1/users')).json()).payload.length as number;
  expect(before).toBeGreaterThan(10);
  await openRecord(page, '/organizations?organizationID=1', 'Acme Corporation');
  await panel(page).getByRole('tab', { name: 'Users' }).click();
  await expect(members(page)).toBeVisible(FIRST_LOAD);
  const count = panel(page)
    .getByRole('status')
    .filter({ hasText: /^\d+ (of \d+ )?people/ });
  await expect(count).toContainText(`${before} people`);

  await panel(page).getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  await dialog.getByRole('textbox', { name: 'Emails' }).fill('zed.newcomer@example.com, zoe.partner@example.org');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();

  await expect(count).toContainText(`${before + 2} people`);
  await expect(count).toContainText(/\d+ invitations? pending/);
  await expect(panel(page).getByText('The 2 people just invited are shown first.')).toBeVisible();
  const rows = members(page).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('zed.newcomer@example.com');
  await expect(rows.nth(1)).toContainText('zoe.partner@example.org');
  for (const i of [0, 1]) {
    await expect(rows.nth(i)).toContainText('Just invited');
    await expect(rows.nth(i)).toBeInViewport();
  }
  await expect(members(page).getByText('Just invited')).toHaveCount(2);

  const search = panel(page).getByRole('searchbox', { name: 'Search members' });
  await search.fill('ZOE.partner');
  await expect(rows).toHaveCount(1);
  // Named by its address (no account yet): both lines show the match.
  await expect(rows.first().locator('mark')).toHaveText(['zoe.partner', 'zoe.partner']);
  await expect(count).toContainText(`1 of ${before + 2} people`);
  await search.fill('');
  await expect(count).toContainText(`${before + 2} people`);
});

test('inviting a member says they are one and marks nobody; what is not an address is named, not dropped (issue 64)', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const acme = (await (await page.request.get('/account/organizations/1/users')).json()).payload as {
    email: string;
    pending: boolean;
  }[];
  const member = acme.find((m) => !m.pending && m.email)!.email;
  await openRecord(page, '/organizations?organizationID=1', 'Acme Corporation');
  await panel(page).getByRole('tab', { name: 'Users' }).click();
  await expect(members(page)).toBeVisible(FIRST_LOAD);
  await panel(page).getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Users' });
  await dialog.getByRole('textbox', { name: 'Emails' }).fill(`not-an-email\njamie@\n${member}`);
  await expect(dialog.getByText('Not addresses, left out: not-an-email, jamie@')).toBeVisible();
  await expect(dialog.getByText('1 Email Detected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Already a member, not invited: ${member}`)).toBeVisible();
  await expect(page.getByText('Invitation Sent!')).toHaveCount(0);
  await expect(members(page).getByText('Just invited')).toHaveCount(0);
});
