import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, signInAs, demo, outbox } from './support/test';
import { FIRST_LOAD, menu, openRecord, otherPerson, panel, pick } from './support/pages';
import { daysFrom, inputValue, shortDay } from './support/days';

/**
 * An access review from creation to report (issue 40), with two reviewers in browsers of their own: the
 * superadmin makes a campaign over a group on the Access reviews page, each reviewer answers their items on My
 * reviews (one revokes, one keeps), the superadmin follows the progress, closes the review and downloads its
 * report; the revocation is applied at close, as one run of the history. The auditor follows the same campaign
 * from the menu: its progress and its report, with nothing to make, remind or close. A reviewer may keep someone
 * until a day (issue 62): after the close the report says so and the person's Access tab says "until …".
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'tundra-ledger-4321';
type Playwright = { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } };

/** The superadmin through the API, and `person`, who makes someone at `domain` with the suite's password. */
async function asAdmin(playwright: Playwright, domain: string) {
  const admin = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
  expect((await admin.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBe(true);
  const person = async (first: string) => {
    const email = `${first.toLowerCase()}@${domain}`;
    const res = await admin.post('/account/users', {
      data: { firstName: first, lastName: 'Tester', email, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { id: (await res.json()).payload.id as number, email, password: PASSWORD };
  };
  return { admin, person };
}

test('a review with two reviewers, from creation to report, a revocation applied at close', async ({
  page,
  browser,
  playwright,
  api,
}) => {
  // Through the API: a group of two people, and two reviewers outside it.
  const { admin, person } = await asAdmin(playwright, 'reviews.example.com');
  const group = (await (await admin.post('/account/groups', { data: { name: 'Reviewed team' } })).json()).payload;
  const [ann, bob, rita, remy] = [await person('Ann'), await person('Bob'), await person('Rita'), await person('Remy')];
  // The group gives billing's user role (seed ids 11–15 are billing's, in superadmin, admin, user order): each
  // person's access shows it, from the group.
  const billingUser = 13;
  expect((await admin.post(`/account/groups/${group.id}/roles`, { data: { roleID: billingUser } })).ok()).toBe(true);
  for (const member of [ann, bob]) {
    expect((await admin.post(`/account/users/${member.id}/groups`, { data: { groupID: group.id } })).ok()).toBe(true);
  }

  // The superadmin makes the campaign.
  await signInAs(page, demo.admin);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'New review' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'New access review' });
  await dialog.getByRole('textbox', { name: 'Name', exact: false }).first().fill('Team review');
  await pick(page, dialog, 'Group, organization or role', 'Reviewed team');
  await dialog.getByRole('radio', { name: 'Named people' }).check();
  await dialog
    .getByRole('textbox', { name: 'Their e-mail addresses, separated by commas' })
    .fill(`${rita.email}, ${remy.email}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  const progress = page.getByRole('table', { name: 'Progress per reviewer' });
  await expect(progress.getByRole('row')).toHaveCount(3);

  // Both are reminded by mail; each opens the mail's link and answers their one item (the items are spread
  // over the two): Rita revokes, Remy keeps.
  await page.getByRole('button', { name: 'Remind reviewers' }).click();
  await expect(page.getByText('2 reviewers reminded.')).toBeVisible();
  for (const [reviewer, answer] of [
    [rita, 'Revoke'],
    [remy, 'Keep'],
  ] as const) {
    const [mail] = await outbox(api, reviewer.email);
    expect(mail.link).toMatch(/^\/myReviews\?review=\d+$/);
    const other = await otherPerson(browser, reviewer);
    await other.page.goto(mail.link!);
    await expect(other.page.getByText('1 of 1 to answer')).toBeVisible(FIRST_LOAD);
    await expect(other.page.getByText('Member of group Reviewed team')).toBeVisible();
    await expect(other.page.getByText('billing:user')).toBeVisible();
    await expect(other.page.getByText(/from group Reviewed team/).first()).toBeVisible();
    await other.page.getByRole('button', { name: new RegExp(`^${answer} the access of \\S+ Tester$`) }).click();
    await expect(other.page.getByText('0 of 1 to answer')).toBeVisible();
    await other.context.close();
  }

  // The auditor finds the campaign in the menu and reads its progress; it may not make, remind or close one.
  const auditor = await otherPerson(browser, demo.auditor);
  await menu(auditor.page).getByRole('link', { name: 'Access reviews', exact: true }).click(FIRST_LOAD);
  await auditor.page.getByRole('button', { name: 'Open Team review' }).click(FIRST_LOAD);
  const auditorProgress = auditor.page.getByRole('table', { name: 'Progress per reviewer' });
  await expect(auditorProgress.getByRole('row').filter({ hasText: remy.email })).toContainText('1');
  await expect(auditor.page.getByRole('button', { name: 'New review' })).toHaveCount(0);
  await expect(auditor.page.getByRole('button', { name: 'Remind reviewers' })).toHaveCount(0);
  await expect(auditor.page.getByRole('button', { name: 'Close the review' })).toHaveCount(0);

  // The superadmin sees every answer in, closes and downloads the report.
  await page.reload();
  await page.getByRole('button', { name: 'Open Team review' }).click(FIRST_LOAD);
  await expect(progress.getByRole('row').filter({ hasText: rita.email })).toContainText('1');
  await page.getByRole('button', { name: 'Close the review' }).click();
  await page.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText('The review is closed: 1 access revoked.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report' }).click();
  const report = readFileSync(await (await download).path(), 'utf8');
  const lines = report.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  // The last column, keptUntil, is empty: nobody was kept until a day.
  expect(lines.filter((l) => l.includes(',revoke,reviewer,') && l.endsWith(',applied,'))).toHaveLength(1);
  expect(lines.filter((l) => l.includes(',keep,reviewer,') && l.endsWith(',kept,'))).toHaveLength(1);

  // The auditor downloads the same report once the review is closed.
  await auditor.page.reload();
  await auditor.page.getByRole('button', { name: 'Open Team review' }).click(FIRST_LOAD);
  const auditorDownload = auditor.page.waitForEvent('download');
  await auditor.page.getByRole('button', { name: 'Download the report' }).click();
  expect(readFileSync(await (await auditorDownload).path(), 'utf8')).toBe(report);
  await auditor.context.close();

  // The revocation is applied: one membership fewer, recorded as the review's run.
  const inGroup = async (id: number) =>
    ((await (await admin.get(`/account/users/${id}/groups`)).json()).payload as { groupID: number }[]).some(
      (g) => g.groupID === group.id,
    );
  expect([await inGroup(ann.id), await inGroup(bob.id)].sort()).toEqual([false, true]);
  const review = (await (await admin.get('/account/reviews')).json()).payload[0];
  const run = await admin.get(
    `/account/history?filters=${encodeURIComponent(JSON.stringify([{ name: 'runID', comparison: 'eq', value: review.runID }]))}`,
  );
  expect((await run.json()).payload).toEqual([
    expect.objectContaining({ resource: 'userGroups', action: 'delete', runID: `review-${review.id}` }),
  ]);
  await admin.dispose();
});

test('a close that would leave no active superadmin is refused, saying why, and the review stays open', async ({
  page,
  playwright,
}) => {
  // Through the API: a campaign over Administrators reviewed by Jamie, who answers revoke for everyone.
  const newContext = (o: { baseURL?: string }) => (playwright as Playwright).request.newContext(o);
  const admin = await newContext({ baseURL: process.env.E2E_API_URL });
  expect((await admin.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBe(true);
  const deadline = daysFrom(7).toISOString();
  const made = await admin.post('/account/reviews', {
    data: { name: 'Administrators review', scope: { kind: 'group', id: 1 }, deadline, reviewers: [2] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = (await made.json()).payload.id as number;
  const jamie = await newContext({ baseURL: process.env.E2E_API_URL });
  expect((await jamie.post('/account/users/signin', { data: { ...demo.user, permanent: false } })).ok()).toBe(true);
  const items = (await (await jamie.get(`/account/reviews/${id}/items`)).json()).payload as { id: number }[];
  const itemIDs = items.map((item) => item.id);
  expect((await jamie.post(`/account/reviews/${id}/decisions`, { data: { itemIDs, decision: 'revoke' } })).ok()).toBe(
    true,
  );

  await signInAs(page, demo.admin);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Open Administrators review' }).click(FIRST_LOAD);
  await page.getByRole('button', { name: 'Close the review' }).click();
  await page.getByRole('button', { name: 'I am sure' }).click();
  await expect(
    page.getByText('Revoking admin@example.com from Administrators: This would leave no active superadmin.'),
  ).toBeVisible();
  await expect(page.getByText(/The review is closed/)).toHaveCount(0);
  // Nothing was revoked: the superadmin still reads the users, and may close once the answers change.
  expect((await admin.get('/account/users?range=[0,0]')).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Close the review' })).toBeVisible();
  await admin.dispose();
  await jamie.dispose();
});

test('a reviewer keeps someone until a day: after the close their Access tab says until when', async ({
  page,
  browser,
  playwright,
}) => {
  // Through the API: a group giving billing's user role to Kim, and Rhea who reviews it.
  const { admin, person } = await asAdmin(playwright, 'until.example.com');
  const group = (await (await admin.post('/account/groups', { data: { name: 'Dated team' } })).json()).payload;
  const [kim, rhea] = [await person('Kim'), await person('Rhea')];
  expect((await admin.post(`/account/groups/${group.id}/roles`, { data: { roleID: 13 } })).ok()).toBe(true);
  expect((await admin.post(`/account/users/${kim.id}/groups`, { data: { groupID: group.id } })).ok()).toBe(true);
  const deadline = daysFrom(7).toISOString();
  const made = await admin.post('/account/reviews', {
    data: { name: 'Dated review', scope: { kind: 'group', id: group.id }, deadline, reviewers: [rhea.id] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = (await made.json()).payload.id as number;

  // Rhea keeps Kim until a day, on My reviews.
  const until = daysFrom(14);
  const reviewer = await otherPerson(browser, rhea);
  await reviewer.page.goto(`/myReviews?review=${id}`);
  await expect(reviewer.page.getByText('1 of 1 to answer')).toBeVisible(FIRST_LOAD);
  await reviewer.page.getByRole('button', { name: 'Keep the access of Kim Tester until a day' }).click();
  await reviewer.page.getByLabel('Keep the access of Kim Tester until', { exact: true }).fill(inputValue(until));
  await expect(reviewer.page.getByText('0 of 1 to answer')).toBeVisible();
  await reviewer.context.close();

  // The superadmin closes the review: the report says until when.
  await signInAs(page, demo.admin);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Open Dated review' }).click(FIRST_LOAD);
  await page.getByRole('button', { name: 'Close the review' }).click();
  await page.getByRole('button', { name: 'I am sure' }).click();
  await expect(page.getByText(`Kept until ${shortDay(until)}`)).toBeVisible(FIRST_LOAD);

  // Kim's Access tab says the group's access ends then.
  await openRecord(page, `/users?userID=${kim.id}`, 'Kim Tester');
  await panel(page).getByRole('tab', { name: 'Access' }).click();
  await expect(
    panel(page)
      .getByText(`Dated team, until ${shortDay(until)}`)
      .first(),
  ).toBeVisible(FIRST_LOAD);
  await admin.dispose();
});
