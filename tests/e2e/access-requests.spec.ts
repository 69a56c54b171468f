/**
 * Access requests (issue 62): Jamie asks for a group from My Account with a reason; the administrator, as its
 * approver, approves it on the Access requests page; Jamie's My Account then shows it approved "until <date>".
 * A denial, with its comment, shows to Jamie too.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, demo, signInAs, test } from './support/test';
import { FIRST_LOAD, openRecord, panel, panelSection, pick } from './support/pages';
import { daysFrom, shortDay } from './support/days';

const ENGINEERING = 4;
const FINANCE = 6;
const ADMIN = 1;
const JAMIE = 2;

/** The administrator in a browser of their own, signed in. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInAs(page, demo.admin);
  return page;
}

/** Makes a group requestable, approved by the administrator (the group's own write). */
async function requestable(admin: Page, groupID: number) {
  const res = await admin.request.put(`/account/groups/${groupID}`, {
    data: { requestable: true, approverIDs: [ADMIN], maxRequestDays: 30 },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(res.ok(), `PUT /account/groups/${groupID}: ${res.status()}`).toBeTruthy();
}

/** Jamie asks for `group` in the Request access dialog. */
async function ask(page: Page, group: string, reason: string, days: string) {
  const dialog = page.getByRole('dialog', { name: 'Request access to a group' });
  await dialog.getByRole('combobox', { name: /Group/ }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
  await dialog.getByLabel(/Why do you need it/).fill(reason);
  await dialog.getByLabel(/For how many days/).fill(days);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Jamie's own requests, as My Account lists them. */
const myRequests = (page: Page) => page.getByRole('list', { name: 'My requests' });

test('a request with a reason, approved by its approver, shows until when it is given, then that it ended', async ({
  page,
  browser,
  api,
}) => {
  const admin = await adminPage(browser);
  await requestable(admin, ENGINEERING);

  await signInAs(page, demo.user);
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Request access' }).click(FIRST_LOAD);
  await ask(page, 'Engineering', 'On call for the release', '5');
  const mine = myRequests(page);
  await expect(mine.getByText('Engineering')).toBeVisible();
  await expect(mine.getByText('Pending')).toBeVisible();

  await admin.goto('/accessRequests');
  const waiting = admin.getByRole('table', { name: 'Waiting for your decision' });
  await expect(waiting.getByText('On call for the release')).toBeVisible(FIRST_LOAD);
  await admin.getByLabel('Comment (optional)').fill('Fine for the release');
  await waiting.getByRole('button', { name: 'Approve the request of Jamie Rivera' }).click();
  await expect(admin.getByText('No request waits for your decision.')).toBeVisible();

  const until = daysFrom(5);
  await page.reload();
  await expect(mine.getByText('Approved')).toBeVisible(FIRST_LOAD);
  await expect(mine.getByText(new RegExp(`until ${shortDay(until)}`))).toBeVisible();
  await expect(mine.getByText(/Alex Morgan: Fine for the release/)).toBeVisible();
  await openRecord(admin, `/users?userID=${JAMIE}`, 'Jamie Rivera');
  const groups = panel(admin).getByRole('list', { name: 'Groups' });
  await expect(groups.getByText(`Engineering, until ${shortDay(until)}`)).toBeVisible(FIRST_LOAD);

  // The end comes (the development sweep as of the day after, since this suite's clock cannot move): the
  // group is gone from Jamie's account and the request says it ended.
  const sweep = await api.post('/__dev/membershipEnds/sweep', { data: { at: daysFrom(1, until).toISOString() } });
  expect(sweep.ok()).toBeTruthy();
  await page.reload();
  await expect(mine.getByText('Ended')).toBeVisible(FIRST_LOAD);
  await expect(mine.getByText(new RegExp(`until ${shortDay(until)}`))).toBeVisible();
  await admin.reload();
  await expect(panel(admin).getByRole('heading', { name: 'Jamie Rivera' })).toBeVisible(FIRST_LOAD);
  await expect(groups.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
  await expect(groups.getByText(/Engineering/)).toHaveCount(0);
  await admin.context().close();
});

test('a denied request shows as denied, with the approver’s comment, to its requester', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await requestable(admin, FINANCE);

  await signInAs(page, demo.user);
  await page.goto('/accessRequests');
  await page.getByRole('button', { name: 'Request access' }).click(FIRST_LOAD);
  await ask(page, 'Finance', 'Quarter close', '3');
  await expect(myRequests(page).getByText('Pending')).toBeVisible();

  await admin.goto('/accessRequests');
  const waiting = admin.getByRole('table', { name: 'Waiting for your decision' });
  await expect(waiting.getByText('Quarter close')).toBeVisible(FIRST_LOAD);
  await admin.getByLabel('Comment (optional)').fill('Ask your manager first');
  await waiting.getByRole('button', { name: 'Deny the request of Jamie Rivera' }).click();
  await expect(admin.getByText('No request waits for your decision.')).toBeVisible();

  await page.reload();
  await expect(myRequests(page).getByText('Denied')).toBeVisible(FIRST_LOAD);
  await expect(myRequests(page).getByText(/Alex Morgan: Ask your manager first/)).toBeVisible();
  await admin.context().close();
});

test("a group's panel makes it requestable and sets the longest request", async ({ page, api }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, `/groups?groupID=${ENGINEERING}`, 'Engineering');
  // The other settings show once the group may be requested.
  await expect(panel(page).getByLabel('Longest request (days)')).toHaveCount(0);
  await panel(page).getByRole('checkbox', { name: 'People may request it' }).check();
  await expect(page.getByText('Group has been updated.')).toBeVisible();
  const longest = panel(page).getByLabel('Longest request (days)');
  await longest.fill('10');
  await longest.press('Enter');
  await expect(page.getByText('Group has been updated.').first()).toBeVisible();

  const jamie = await api.post('/account/users/signin', { data: { ...demo.user, permanent: false } });
  expect(jamie.ok()).toBeTruthy();
  await expect
    .poll(async () => (await (await api.get('/account/accessRequests/groups')).json()).payload)
    .toEqual([{ id: ENGINEERING, name: 'Engineering', maxRequestDays: 10, requestStepUp: false }]);
});

test('a person asks from the launcher, in the form My Account uses, and sees the request there', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  await requestable(admin, ENGINEERING);
  await admin.context().close();

  await signInAs(page, demo.user);
  await page.goto('/apps');
  await page.getByRole('button', { name: 'Ask for access' }).click(FIRST_LOAD);
  await ask(page, 'Engineering', 'Pairing on the release', '3');
  await page.goto('/my-account');
  const mine = myRequests(page);
  await expect(mine.getByText('Engineering')).toBeVisible(FIRST_LOAD);
  await expect(mine.getByText('Pending')).toBeVisible();
});

test("an organization's panel opens it to requests; a person asks to join and its approver lets them in", async ({
  page,
  browser,
}) => {
  const INITECH = 3;
  const admin = await adminPage(browser);
  await openRecord(admin, `/organizations?organizationID=${INITECH}`, 'Initech');
  const requests = panelSection(admin, 'Requests to join');
  await requests.getByRole('checkbox', { name: 'People may ask to join it' }).check();
  await pick(admin, requests, 'Approved by', 'The people it names');
  await requests.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Request settings saved.')).toBeVisible();
  // The people it names: the administrator (approverIDs, set through the API).
  const named = await admin.request.put(`/account/organizations/${INITECH}`, {
    data: { approverIDs: [ADMIN] },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(named.ok()).toBeTruthy();

  await signInAs(page, demo.user);
  await page.goto('/apps');
  await page.getByRole('button', { name: 'Ask for access' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Request access to a group' });
  await dialog.getByRole('combobox', { name: /Group or organization/ }).click();
  await page.getByRole('option', { name: 'Initech', exact: true }).click();
  await expect(dialog.getByLabel(/For how many days/)).toHaveCount(0);
  await dialog.getByLabel(/Why do you need it/).fill('Moving to the TPS team');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);

  await admin.goto('/accessRequests');
  const waiting = admin.getByRole('table', { name: 'Waiting for your decision' });
  await expect(waiting.getByText('Organization Initech')).toBeVisible(FIRST_LOAD);
  await expect(waiting.getByText('No end date')).toBeVisible();
  await waiting.getByRole('button', { name: 'Approve the request of Jamie Rivera' }).click();
  await expect(admin.getByText('No request waits for your decision.')).toBeVisible();

  await page.goto('/my-account');
  const mine = myRequests(page);
  await expect(mine.getByText('Organization Initech')).toBeVisible(FIRST_LOAD);
  await expect(mine.getByText('Approved')).toBeVisible();
  const members = await admin.request.get(`/account/organizations/${INITECH}/users`);
  const emails = ((await members.json()).payload as { email: string }[]).map((m) => m.email);
  expect(emails).toContain('user@example.com');
  await admin.context().close();
});
