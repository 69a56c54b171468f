import { test, expect, signInAs, demo } from './support/test';
import { FIRST_LOAD, menu, panel, rows } from './support/pages';
import { Receiver } from '../api/support/receiver';

/**
 * Webhook destinations (issue 58) as the superadmin uses them: adds one from the menu's page, sees its secret
 * once, presses Send test and sees the receiver's answer, sees the delivery log, and replays a failure. The
 * receiver is the spec's own, on this machine's loopback (the API admits no other address here), and verifies
 * every delivery's signature with the `standardwebhooks` package.
 */

test.describe.configure({ timeout: 240_000 });

const receiver = new Receiver();
test.beforeAll(() => receiver.start());
test.afterAll(() => receiver.stop());

test('adds a destination, sees its secret once, tests it, reads the log and replays a failure', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/templates');
  await menu(page).getByRole('link', { name: 'Webhooks' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible(FIRST_LOAD);

  // Add: an address, the events wanted; the secret shows once the destination is made.
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Webhook' });
  await dialog.getByLabel('Address').fill(receiver.url);
  await dialog.getByLabel('Description').fill('SIEM');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Person created').check();
  await dialog.getByLabel('Person deactivated').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const secret = dialog.getByLabel('Signing secret');
  await expect(secret).toHaveText(/^whsec_/);
  receiver.secrets = [(await secret.textContent())!];
  await expect(dialog).toContainText('it is shown only once');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The list shows it; its record never holds the secret again.
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(panel(page).getByRole('heading', { name: receiver.url })).toBeVisible();
  await expect(panel(page)).not.toContainText(receiver.secrets[0]);

  // Send test: the receiver's answer shows.
  receiver.answer = { status: 200, body: 'received, thanks' };
  await panel(page).getByRole('button', { name: 'Send test' }).click();
  const answer = panel(page).getByRole('status');
  await expect(answer).toContainText('Answer: 200');
  await expect(answer).toContainText('received, thanks');
  expect(receiver.received.at(-1)!.payload.data).toMatchObject({ test: true });

  // A change delivered, then one the receiver refuses: both in the delivery log.
  const person = async (email: string) =>
    (
      await (
        await page.request.post('/account/users', {
          data: {
            firstName: 'Hook',
            lastName: 'Person',
            email,
            password: 'quokka-harbour-77',
            passwordConfirmation: 'quokka-harbour-77',
            defaultAppID: 0,
          },
        })
      ).json()
    ).payload.id as number;
  receiver.answer = { status: 204, body: '' };
  await person('hooked@example.com');
  // (The test's sample is a person.created too: wait for this person's own.)
  await expect
    .poll(() => receiver.received.some((r) => r.payload.data.person?.email === 'hooked@example.com'))
    .toBe(true);
  receiver.answer = { status: 503, body: 'down for maintenance' };
  const id = await person('refused@example.com');

  await panel(page).getByRole('tab', { name: 'Deliveries' }).click();
  const log = panel(page).getByRole('table', { name: 'Deliveries' });
  const row = (n: number) => log.locator('tbody tr').nth(n);
  // The refusal is retried by itself 5 s later, refused again; the next retry is 5 minutes away.
  await expect(log.locator('tbody tr')).toHaveCount(4, { timeout: 30_000 });
  await expect(row(0)).toContainText('Retry');
  await expect(row(0)).toContainText('503');
  await expect(row(1)).toContainText('First');
  await expect(row(1)).toContainText('503');
  await expect(row(2)).toContainText('204');
  await expect(row(3)).toContainText('Test');

  // Replay the failure now, the receiver back to health.
  receiver.answer = { status: 200, body: 'ok' };
  await row(0)
    .getByRole('button', { name: /^Replay the delivery of/ })
    .click();
  await expect(page.getByText('1 delivery will be sent again')).toBeVisible();
  await expect(log.locator('tbody tr')).toHaveCount(5);
  await expect(row(0)).toContainText('Replay');
  await expect(row(0)).toContainText('200');
  expect(receiver.received.filter((r) => r.payload.data.person?.id === id)).toHaveLength(3);
  expect(receiver.unverified).toEqual([]);
});
