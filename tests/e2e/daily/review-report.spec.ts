import type { APIRequestContext } from '@playwright/test';
import { demo, expect, signInAs, test } from '../support/test';
import { FIRST_LOAD } from '../support/pages';

/**
 * A closed access review read as an administrator reads it (issue 64, item 9): the list counts the answers
 * people gave apart from those the close took by default; the report reads on the screen (the decisions as a
 * table, a deactivated person marked, an answer taken by default said so) beside its CSV; the close's history
 * run is a link to the history filtered to it.
 */
test.describe.configure({ timeout: 120_000 });

type Playwright = { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } };
const PASSWORD = 'tundra-ledger-4321';

test('a closed review: answers apart from defaults, its report on screen, its run a link', async ({
  page,
  playwright,
}) => {
  const admin = await (playwright as Playwright).request.newContext({ baseURL: process.env.E2E_API_URL });
  expect((await admin.post('/account/users/signin', { data: { ...demo.admin, permanent: false } })).ok()).toBe(true);
  const me = (await (await admin.get('/account/users/current')).json()).payload.id as number;
  const group = (await (await admin.post('/account/groups', { data: { name: 'Audited team' } })).json()).payload;
  const person = async (first: string) => {
    const email = `${first.toLowerCase()}@report.example.com`;
    const res = await admin.post('/account/users', {
      data: { firstName: first, lastName: 'Audited', email, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const id = (await res.json()).payload.id as number;
    expect((await admin.post(`/account/users/${id}/groups`, { data: { groupID: group.id } })).ok()).toBe(true);
    return id;
  };
  const [ann, bob, cleo] = [await person('Ann'), await person('Bob'), await person('Cleo')];
  const deadline = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  const made = await admin.post('/account/reviews', {
    data: { name: 'Audited review', scope: { kind: 'group', id: group.id }, deadline, reviewers: [me] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const review = (await made.json()).payload as { id: number };
  const items = (await (await admin.get(`/account/reviews/${review.id}/items`)).json()).payload as {
    id: number;
    userID: number;
  }[];
  const itemOf = (userID: number) => items.find((item) => item.userID === userID)!.id;
  const answer = (userID: number, decision: string) =>
    admin.post(`/account/reviews/${review.id}/decisions`, { data: { itemIDs: [itemOf(userID)], decision } });
  expect((await answer(ann, 'revoke')).ok()).toBe(true);
  expect((await answer(bob, 'keep')).ok()).toBe(true);
  // Cleo leaves before the close: deactivated, her access not answered (the close keeps it by default).
  expect((await admin.put(`/account/users/${cleo}`, { data: { active: false } })).ok()).toBe(true);

  // The reviewer sees, among the items to answer, that Cleo is deactivated.
  await signInAs(page, demo.admin);
  await page.goto(`/myReviews?review=${review.id}`);
  const cleoItem = page.getByRole('row').filter({ hasText: 'cleo@report.example.com' });
  await expect(cleoItem).toContainText('Deactivated', FIRST_LOAD);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'ann@report.example.com' })).not.toContainText('Deactivated');

  const closed = await admin.post(`/account/reviews/${review.id}/close`, { data: { missing: 'keep' } });
  expect(closed.ok(), await closed.text()).toBe(true);
  await admin.dispose();

  await page.goto('/reviews');
  const row = page.getByRole('row').filter({ hasText: 'Audited review' });
  await expect(row).toContainText('2 of 3 · 1 taken by default at close', FIRST_LOAD);
  await page.getByRole('button', { name: 'Open Audited review' }).click();

  const report = page.getByRole('table', { name: 'Answers of the review' });
  await expect(report.getByRole('row')).toHaveCount(4, FIRST_LOAD);
  const annRow = report.getByRole('row').filter({ hasText: 'ann@report.example.com' });
  await expect(annRow).toContainText('Revoke');
  await expect(annRow).toContainText('Revoked');
  await expect(annRow).not.toContainText('Deactivated');
  const cleoRow = report.getByRole('row').filter({ hasText: 'cleo@report.example.com' });
  await expect(cleoRow).toContainText('Deactivated');
  await expect(cleoRow).toContainText('Keep');
  await expect(cleoRow).toContainText('by the default at close');
  await expect(report.getByRole('row').filter({ hasText: 'bob@report.example.com' })).not.toContainText(
    'by the default at close',
  );
  // The CSV stays beside the page.
  await expect(page.getByRole('button', { name: 'Download the report' })).toBeVisible();

  // The close's run opens the history filtered to it: Ann's membership taken.
  await page.getByRole('link', { name: `History run: review-${review.id}` }).click();
  await expect(page).toHaveURL(/\/history\?filters=/);
  const entries = page.getByRole('table', { name: 'History entries' }).getByRole('row');
  await expect(entries).toHaveCount(2, FIRST_LOAD);
  await expect(entries.nth(1)).toContainText('Group membership: Ann Audited · Audited team');
});
