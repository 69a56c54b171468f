/**
 * Event delivery out (issue 58): destinations, signed deliveries verified by a receiver with the
 * `standardwebhooks` package, order per person, retries with the receiver down on the API's clock, disabling
 * and the administrator's mail, Replay, Test, secret rotation with overlap, and the pull feed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_AFTER_MS } from '../../fixtures/server/webhooks/webhooks';
import { type Client, demo, useTestApi } from './support/api';
import { Receiver } from './support/receiver';

const START = Date.parse('2026-12-01T10:00:00Z');
let clock = START;
const api = useTestApi({ now: () => new Date(clock), outboundNetwork: 'loopback', webhookTickMs: 0 });
const receiver = new Receiver();
const HOUR = 3_600_000;

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
beforeEach(async () => {
  clock = START;
  receiver.received.length = 0;
  receiver.unverified.length = 0;
  receiver.answer = { status: 204, body: '' };
  if (!receiver.running) await receiver.start();
});

const run = () => api.server.ctx.webhooks.runDue();

async function admin(): Promise<Client> {
  const client = api.client();
  await client.signIn(...demo.admin);
  return client;
}

/** A destination of the receiver for these event types; its secret goes to the receiver. */
async function destination(client: Client, eventTypes: string[]) {
  const made = await client.post('/account/webhooks', { url: receiver.url, eventTypes });
  expect(made.status).toBe(200);
  receiver.secrets = [made.body.payload.secret];
  return made.body.payload as { id: number; secret: string };
}

async function newPerson(client: Client, email: string): Promise<number> {
  const made = await client.post('/account/users', {
    firstName: 'Ada',
    lastName: 'Hook',
    email,
    password: 'quokka-harbour-77',
    passwordConfirmation: 'quokka-harbour-77',
    defaultAppID: 0,
  });
  expect(made.status).toBe(200);
  return made.body.payload.id;
}

describe('destinations', () => {
  it('answers the secret once, at creation, and never in the list or the record', async () => {
    const client = await admin();
    const made = await destination(client, ['person.created']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const one = await client.get(`/account/webhooks/${made.id}`);
    const list = await client.get('/account/webhooks');
    expect(one.body.payload).toMatchObject({ url: receiver.url, eventTypes: ['person.created'], enabled: true });
    expect(one.text).not.toContain(made.secret);
    expect(one.text).not.toContain('secrets');
    expect(list.text).not.toContain(made.secret);
    // The history masks it too.
    const history = await client.get(
      '/account/history?filters=[{"name":"resource","comparison":"eq","value":"webhooks"}]',
    );
    expect(history.text).not.toContain(made.secret.slice(6));
  });

  it('refuses an event type it does not know', async () => {
    const client = await admin();
    const made = await client.post('/account/webhooks', { url: receiver.url, eventTypes: ['person.exploded'] });
    expect(made.status).toBe(400);
  });
});

describe('delivery', () => {
  it('tells of a membership given from a later date when it starts, not when it is given (issue 62)', async () => {
    const client = await admin();
    await destination(client, ['membership.granted']);
    const id = await newPerson(client, 'later.hook@example.com');
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const given = await client.post(`/account/users/${id}/groups`, { groupID: 4, startsAt });
    expect(given.status, given.text).toBe(200);
    await run();
    expect(receiver.types()).toEqual([]);
    const started = await client.put(`/account/userGroups/${given.body.payload.id}`, { startsAt: null });
    expect(started.status, started.text).toBe(200);
    await run();
    expect(receiver.types()).toEqual(['membership.granted']);
    expect(receiver.received[0].payload.data).toMatchObject({
      person: { id, email: 'later.hook@example.com' },
      group: { id: 4, name: 'Engineering' },
    });
  });

  it('delivers every change to a person, signed, in order, with the types wanted', async () => {
    const client = await admin();
    await destination(client, ['person.created', 'person.changed', 'person.deactivated', 'membership.granted']);
    const id = await newPerson(client, 'ada.hook@example.com');
    expect((await client.put(`/account/users/${id}`, { firstName: 'Adele' })).status).toBe(200);
    expect((await client.post(`/account/users/${id}/groups`, { groupID: 1 })).status).toBe(200);
    expect((await client.put(`/account/users/${id}`, { active: false })).status).toBe(200);
    await run();
    expect(receiver.unverified).toEqual([]);
    expect(receiver.types()).toEqual(['person.created', 'person.changed', 'membership.granted', 'person.deactivated']);
    const [created, changed] = receiver.received;
    expect(created.payload.data.person).toEqual({ id, email: 'ada.hook@example.com' });
    expect(created.payload.data.actor).toMatchObject({ email: 'admin@example.com' });
    expect(created.headers['webhook-id']).toMatch(/^evt_\d+$/);
    expect(changed.payload.data.changes).toContainEqual(
      expect.objectContaining({ field: 'firstName', before: 'Ada', after: 'Adele' }),
    );
    // No secret leaves in an event: the created person's password hash is masked.
    expect(created.body).not.toMatch(/\$2[aby]\$/);
  });

  it('sends nothing a destination did not ask for, and nothing to a disabled one', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.deleted']);
    await newPerson(client, 'quiet@example.com');
    await run();
    expect(receiver.received).toEqual([]);
    await client.put(`/account/webhooks/${hook.id}`, { enabled: false, eventTypes: ['person.created'] });
    await newPerson(client, 'quiet2@example.com');
    await run();
    expect(receiver.received).toEqual([]);
  });

  it('keeps a disabled destination’s deliveries waiting without holding the API, and sends them once enabled', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created']);
    await newPerson(client, 'waiting@example.com');
    await client.put(`/account/webhooks/${hook.id}`, { enabled: false });
    await run(); // resolves: nothing due
    expect((await client.get('/account/users/current')).status).toBe(200);
    expect(receiver.received).toEqual([]);
    await client.put(`/account/webhooks/${hook.id}`, { enabled: true });
    await run();
    expect(receiver.received.map((r) => r.payload.data.person.email)).toEqual(['waiting@example.com']);
  });

  it('reports a failed sign-in and the lock that follows', async () => {
    const client = await admin();
    await destination(client, ['signin.failed', 'signin.locked']);
    const visitor = api.client();
    for (let i = 0; i < 10; i++)
      await visitor.post('/account/users/signin', { email: 'user@example.com', password: 'nope1234' });
    await run();
    expect(receiver.types().filter((t) => t === 'signin.failed')).toHaveLength(10);
    expect(receiver.types().filter((t) => t === 'signin.locked')).toHaveLength(1);
    expect(receiver.received[0].payload.data).toMatchObject({ email: 'user@example.com', step: 'password' });
  });

  it('signs with both secrets while a rotated one overlaps, then with the new one alone', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created']);
    const rotated = await client.post(`/account/webhooks/${hook.id}/secret`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.payload.secret as string;
    expect(fresh).not.toBe(hook.secret);
    receiver.secrets = [hook.secret, fresh];
    await newPerson(client, 'overlap@example.com');
    await run();
    expect(receiver.received.at(-1)!.verifiedBy).toEqual([0, 1]);
    clock += 25 * HOUR;
    const later = await admin();
    await newPerson(later, 'after-overlap@example.com');
    await run();
    expect(receiver.received.at(-1)!.verifiedBy).toEqual([1]);
    expect(receiver.unverified).toEqual([]);
  });
});

describe('with the receiver down', () => {
  it('retries with backoff, keeps a person’s later events behind the first, and logs each attempt', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created', 'person.changed']);
    await receiver.stop();
    const id = await newPerson(client, 'retry@example.com');
    await client.put(`/account/users/${id}`, { firstName: 'Later' });
    await run();
    let log = (await client.get(`/account/webhooks/${hook.id}/attempts`)).body.payload;
    // Only the first event was tried: the second waits behind it.
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 0, ok: false, kind: 'first', type: 'person.created' });
    // Not due yet.
    clock += RETRY_AFTER_MS[0] - 1;
    await run();
    expect((await client.get(`/account/webhooks/${hook.id}/attempts`)).body.payload).toHaveLength(1);
    clock += 1;
    await run();
    log = (await client.get(`/account/webhooks/${hook.id}/attempts`)).body.payload;
    expect(log.map((a: { kind: string }) => a.kind)).toEqual(['retry', 'first']);
    // Back up: the next retry delivers both, in order.
    await receiver.start();
    clock += RETRY_AFTER_MS[1];
    await run();
    expect(receiver.types()).toEqual(['person.created', 'person.changed']);
    expect(receiver.received[0].headers['webhook-id']).toBe(log[0].messageID);
    expect(receiver.unverified).toEqual([]);
  });

  it('gives up after a day, disables the destination and mails its administrator; Replay delivers what failed', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created']);
    await receiver.stop();
    await newPerson(client, 'down1@example.com');
    await newPerson(client, 'down2@example.com');
    await run();
    // Every retry of the schedule, then the last one a day after the event.
    for (const wait of RETRY_AFTER_MS) {
      clock += wait;
      await run();
    }
    clock = START + 24 * HOUR;
    await run();
    const again = await admin();
    const record = (await again.get(`/account/webhooks/${hook.id}`)).body.payload;
    expect(record).toMatchObject({ enabled: false });
    expect(record.disabledReason).toMatch(/failed since/);
    const log = (await again.get(`/account/webhooks/${hook.id}/attempts?range=[0,99]`)).body.payload;
    expect(log.length).toBe(2 * (RETRY_AFTER_MS.length + 2));
    expect(log.every((a: { ok: boolean }) => !a.ok)).toBe(true);
    // The newest but a sign-in's from a new browser (`again` is one).
    const mail = (await again.get('/__dev/outbox')).body.payload.find(
      (m: { subject: string }) => m.subject !== 'New sign-in to your account',
    );
    expect(mail).toMatchObject({ to: 'admin@example.com', subject: 'A webhook destination was disabled' });
    expect(mail.link).toBe(`/webhooks?webhookID=${hook.id}`);

    // Nothing to replay while disabled; enabled again, every failure since the start goes out.
    expect(
      (await again.post(`/account/webhooks/${hook.id}/replay`, { since: new Date(START).toISOString() })).status,
    ).toBe(409);
    await again.put(`/account/webhooks/${hook.id}`, { enabled: true });
    await receiver.start();
    const replayed = await again.post(`/account/webhooks/${hook.id}/replay`, { since: new Date(START).toISOString() });
    expect(replayed.body.payload).toEqual({ replayed: 2 });
    await run();
    expect(receiver.received.map((r) => r.payload.data.person.email)).toEqual([
      'down1@example.com',
      'down2@example.com',
    ]);
    const latest = (await again.get(`/account/webhooks/${hook.id}/attempts`)).body.payload.slice(0, 2);
    expect(latest.map((a: { kind: string; status: number }) => [a.kind, a.status])).toEqual([
      ['replay', 204],
      ['replay', 204],
    ]);
  });

  it('replays one failed delivery by its id', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created']);
    receiver.answer = { status: 500, body: 'broken' };
    await newPerson(client, 'one@example.com');
    await run();
    clock += 25 * HOUR;
    await run(); // given up, and the destination disabled
    const again = await admin();
    await again.put(`/account/webhooks/${hook.id}`, { enabled: true });
    const [failed] = (await again.get(`/account/webhooks/${hook.id}/attempts`)).body.payload;
    expect(failed).toMatchObject({ status: 500, response: 'broken' });
    receiver.answer = { status: 200, body: 'ok' };
    const replayed = await again.post(`/account/webhooks/${hook.id}/replay`, { deliveryID: failed.deliveryID });
    expect(replayed.body.payload).toEqual({ replayed: 1 });
    await run();
    expect(receiver.received.at(-1)!.payload.data.person.email).toBe('one@example.com');
  });
});

describe('Test and the feed', () => {
  it('Test sends a signed sample and answers what the receiver said', async () => {
    const client = await admin();
    const hook = await destination(client, ['person.created']);
    receiver.answer = { status: 200, body: 'thanks' };
    const tested = await client.post(`/account/webhooks/${hook.id}/test`);
    expect(tested.body.payload).toMatchObject({ status: 200, ok: true, response: 'thanks', kind: 'test' });
    expect(receiver.received.at(-1)!.payload.data).toMatchObject({ test: true });
    await receiver.stop();
    const down = await client.post(`/account/webhooks/${hook.id}/test`);
    expect(down.body.payload).toMatchObject({ status: 0, ok: false });
    expect(down.body.payload.error).toMatch(/ECONNREFUSED/);
  });

  it('the feed gives the same events after a cursor, oldest first', async () => {
    const client = await admin();
    const start = (await client.get('/account/webhooks/feed')).body.payload.next;
    const id = await newPerson(client, 'feed@example.com');
    await client.delete(`/account/users/${id}`);
    const page = (await client.get(`/account/webhooks/feed?after=${start}`)).body.payload;
    expect(page.events.map((e: { type: string }) => e.type)).toEqual(['person.created', 'person.deleted']);
    expect(page.next).toBe(page.events[1].id);
    const rest = (await client.get(`/account/webhooks/feed?after=${page.next}`)).body.payload;
    expect(rest).toEqual({ events: [], next: page.next });
    expect((await client.get('/account/webhooks/feed?after=-1')).status).toBe(400);
  });
});
