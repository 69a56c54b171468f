/**
 * The pending deliveries' index (fixtures/server/webhooks/pending.ts): what a pass reads stays what a scan of
 * every delivery would find, through inserts, deliveries, retries, replays, removals and a reset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Store } from '../../fixtures/server/store';
import type { Data, WebhookDeliveryRow } from '../../fixtures/server/types';
import { PendingDeliveries } from '../../fixtures/server/webhooks/pending';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const delivery = (id: number, status: WebhookDeliveryRow['status']) =>
  ({ id, webhookID: 1, eventID: id, personID: 1, status, attempts: 0 }) as WebhookDeliveryRow;

it('follows every write of the deliveries, and a reset, as a scan would find them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhooks-pending-'));
  dirs.push(dir);
  const seed = () => ({ webhookDeliveries: [delivery(1, 'pending'), delivery(2, 'delivered')] }) as unknown as Data;
  const store = new Store(seed, dir, 'pending');
  const index = new PendingDeliveries(store);
  const ids = () => index.rows().map((d) => d.id);
  const scan = () =>
    store
      .all('webhookDeliveries')
      .filter((d) => d.status === 'pending')
      .map((d) => d.id)
      .sort((a, b) => a - b);

  expect(ids()).toEqual([1]);
  const third = store.insert('webhookDeliveries', { ...delivery(0, 'pending'), id: undefined });
  const fourth = store.insert('webhookDeliveries', { ...delivery(0, 'pending'), id: undefined });
  expect(ids()).toEqual(scan());
  // Delivered, retried (still pending), replayed (pending again, an older one), removed.
  store.update('webhookDeliveries', third.id, { status: 'delivered' });
  store.update('webhookDeliveries', fourth.id, { attempts: 1 });
  store.update('webhookDeliveries', 2, { status: 'pending' });
  expect(ids()).toEqual(scan());
  expect(ids()).toEqual([1, 2, fourth.id]);
  store.removeWhere('webhookDeliveries', (d) => d.id <= 2);
  expect(ids()).toEqual([fourth.id]);
  // A change in place and a reset: rebuilt from the store.
  store.all('webhookDeliveries').find((d) => d.id === fourth.id)!.status = 'failed';
  store.changed('webhookDeliveries');
  const fifth = store.insert('webhookDeliveries', { ...delivery(0, 'pending'), id: undefined });
  expect(ids()).toEqual([fifth.id]);
  store.reset();
  expect(ids()).toEqual([1]);
});
