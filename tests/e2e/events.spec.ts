import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, openResource, panel, recorded, rows } from './support/pages';

/**
 * Live events (spec 2, Events): an event recorded for another session reaches an open events page over
 * the realtime channel, without a reload.
 */
test.describe.configure({ timeout: 120_000 });

/** Another session of the superadmin, through the API alone (a script, another browser). */
async function otherSession(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }) {
  const session = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
  const res = await session.post('/account/users/signin', { data: { ...demo.admin, permanent: false } });
  expect(res.ok()).toBeTruthy();
  return session;
}

async function createEvent(session: APIRequestContext, resource: string) {
  const res = await session.post('/unity/events', {
    data: { name: 'Disk almost full', method: 'PUT', resource, status: 507 },
  });
  expect(res.ok()).toBeTruthy();
}

/** A mark on the window: gone if the page reloads. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark);

/** The newest events show at the top in this order, none waits behind the button, and the page never reloaded. */
async function expectAtTop(page: Page, ...resources: string[]) {
  for (const [i, resource] of resources.entries()) await expect(rows(page).nth(i)).toContainText(resource);
  await expect(page.getByRole('button', { name: /new event/ })).toHaveCount(0);
  expect(await stillMarked(page)).toBe(42);
}

/** Opens the events list once it listens to the realtime channel (the Live chip). */
async function openEvents(page: Page, address = '/events') {
  await signInAs(page, demo.admin);
  await openResource(page, address, 'Events');
  await expect(page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
}

test('an event created by another session, and a Test OPA event, appear at the top without a reload', async ({
  page,
  playwright,
}) => {
  await openEvents(page);
  await markWindow(page);
  const session = await otherSession(playwright);

  await createEvent(session, '/account/disks/7');
  await expect(rows(page).first()).toContainText('/account/disks/7');
  await expect(rows(page).first()).toContainText('PUT');
  await expect(rows(page).first()).toContainText('507');

  const opa = await session.get('/unity/events/testOpa');
  expect(opa.ok()).toBeTruthy();
  await expectAtTop(page, '/unity/events/testOpa', '/account/disks/7');
  await session.dispose();
});

test('away from the first page, new events wait behind "N new events", which shows them', async ({
  page,
  playwright,
}) => {
  await openEvents(page);
  const first = await rows(page).first().innerText();
  const pageTwo = page.waitForResponse(
    (r) => r.request().method() === 'GET' && decodeURIComponent(r.url()).includes('/unity/events?range=[20,39]'),
  );
  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await expect(page.getByText(/^21-40 of/).first()).toBeVisible();
  // The range shows at once while page 1's rows stay until page 2's arrive (react-admin keeps the previous
  // page in view), and a row may show between the two: the reader's page 2 is the one the platform answered.
  const pageTwoRows = (await (await pageTwo).json()).payload as { resource: string }[];
  await expect(rows(page).first()).not.toHaveText(first);
  await expect(rows(page).first()).toContainText(pageTwoRows[0].resource);
  await expect(rows(page).last()).toContainText(pageTwoRows.at(-1)!.resource);
  const second = await rows(page).first().innerText();
  await markWindow(page);
  // Any read of the list from here on would move the rows by the new events' offset.
  const reads = countReads(page);
  const session = await otherSession(playwright);

  await createEvent(session, '/account/disks/1');
  await expect(page.getByRole('button', { name: '1 new event' })).toBeVisible();
  await createEvent(session, '/account/disks/2');
  const waiting = page.getByRole('button', { name: '2 new events' });
  await expect(waiting).toBeVisible();
  // Nothing moved under the reader's eyes, and the page was not read again behind them.
  expect(await rows(page).first().innerText()).toBe(second);
  expect(reads).toEqual([]);

  await waiting.click();
  await expect(page.getByText(/^1-20 of/).first()).toBeVisible();
  await expectAtTop(page, '/account/disks/2', '/account/disks/1');
  await session.dispose();
});

/** Counts the list's reads of the events from now on. */
function countReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/unity\/events(\?|$)/.test(r.url())) reads.push(r.url());
  });
  return reads;
}

test('a burst of events is read in a few reads, not one per event, and ends with the newest at the top', async ({
  page,
  playwright,
}) => {
  await openEvents(page);
  const reads = countReads(page);
  const session = await otherSession(playwright);
  await Promise.all(Array.from({ length: 12 }, (_, i) => createEvent(session, `/account/disks/burst-${i}`)));
  await createEvent(session, '/account/disks/last');
  await expect(rows(page).first()).toContainText('/account/disks/last');
  // At most one read a second: 13 events within a second or two are 2-4 reads, not 13.
  expect(reads.length).toBeLessThanOrEqual(5);
  await session.dispose();
});

test('Pause keeps the rows still while events wait behind the button; Resume shows them', async ({
  page,
  playwright,
}) => {
  await openEvents(page);
  await markWindow(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const before = await rows(page).allInnerTexts();
  const reads = countReads(page);
  const session = await otherSession(playwright);
  await createEvent(session, '/account/disks/4');
  await createEvent(session, '/account/disks/5');
  await expect(page.getByRole('button', { name: '2 new events' })).toBeVisible();
  expect(await rows(page).allInnerTexts()).toEqual(before);
  expect(reads).toEqual([]);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expectAtTop(page, '/account/disks/5', '/account/disks/4');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await session.dispose();
});

test('on a filtered list the button clears the filters to show the new events', async ({ page, playwright }) => {
  const filters = encodeURIComponent(JSON.stringify([{ name: 'status', comparison: 'lt', value: 300 }]));
  await openEvents(page, `/events?filters=${filters}`);
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  const session = await otherSession(playwright);
  await createEvent(session, '/account/disks/3');
  const waiting = page.getByRole('button', { name: '1 new event' });
  await expect(waiting).toBeVisible();
  await expect(rows(page).filter({ hasText: '/account/disks/3' })).toHaveCount(0);
  await waiting.click();
  await expect(page).not.toHaveURL(/filters=/);
  await expect(rows(page).first()).toContainText('/account/disks/3');
  await session.dispose();
});

test('an event shows what the platform recorded as text, and only what a person may change as inputs', async ({
  page,
  playwright,
}) => {
  const resource = `/recorded-${Date.now()}`;
  await createEvent(await otherSession(playwright), resource);
  await openEvents(page);
  await rows(page).filter({ hasText: resource }).click();
  const detail = panel(page);
  await expect(recorded(detail, 'Resource')).toHaveText(resource, FIRST_LOAD);
  await expect(recorded(detail, 'Status')).toHaveText('507');
  await expect(recorded(detail, 'User Agent')).not.toBeEmpty();
  for (const name of ['Resource', 'Status', 'User Agent', 'Stack', 'IP Address']) {
    await expect(detail.getByRole('textbox', { name })).toHaveCount(0);
  }
  await expect(detail.getByRole('checkbox', { name: 'Resolved' })).toBeEnabled();
  await expect(detail.getByRole('textbox', { name: 'Comments' })).toBeEditable();
});
