/**
 * SSRF (issue 58): a webhook destination is a request the API makes for an administrator, so it must never reach
 * this machine, its network or the cloud's metadata address. With the product's setting (`public`), an address
 * that is, or whose name resolves to, a loopback, private, link-local, unique-local or otherwise non-public
 * address is refused when saved, and a delivery is refused at connection time (a name that resolves elsewhere
 * later). The development setting `loopback` admits this machine's loopback only, never the outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed } from '../../../fixtures/server/outbound/network';
import { Sender } from '../../../fixtures/server/webhooks/sender';
import { demo, useTestApi } from '../support/api';
import { Receiver } from '../support/receiver';

const api = useTestApi({ outboundNetwork: 'public' }); // the product's setting: public addresses only
const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const REFUSED = [
  'http://127.0.0.1:9/hook',
  'http://127.1/hook',
  'http://localhost/hook',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://0.0.0.0/hook',
  'http://10.1.2.3/hook',
  'http://172.16.0.1/hook',
  'http://192.168.1.1/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/hook',
  'http://[fd00::1]/hook',
  'http://[fe80::1]/hook',
  'http://224.0.0.1/hook',
];

describe('webhook destinations and SSRF', () => {
  it('refuses every address that is not public, when made and when changed', async () => {
    const admin = api.client();
    await admin.signIn(...demo.admin);
    for (const url of REFUSED) {
      const made = await admin.post('/account/webhooks', { url, eventTypes: ['person.created'] });
      expect(made.status, url).toBe(400);
      expect(made.body, url).toMatchObject({ errorCode: 'WEBHOOK_ADDRESS_REFUSED', field: 'url' });
    }
    // A stored destination cannot be pointed inside either (the row is put in place as a restored state would).
    const row = api.server.ctx.store.insert('webhooks', {
      url: 'https://hooks.example.com/in',
      description: '',
      eventTypes: ['person.created'],
      enabled: true,
      disabledReason: '',
      failingSince: '',
      ownerEmail: 'admin@example.com',
      ownerID: 1,
      secrets: [{ secret: `whsec_${Buffer.alloc(32).toString('base64')}`, createdAt: '', expiresAt: '' }],
      createdAt: '',
      updatedAt: '',
    });
    const changed = await admin.put(`/account/webhooks/${row.id}`, { url: 'http://169.254.169.254/' });
    expect(changed.body).toMatchObject({ errorCode: 'WEBHOOK_ADDRESS_REFUSED' });
  });

  it('refuses at connection time: nothing reaches a loopback receiver under the product setting', async () => {
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    receiver.secrets = [secret];
    for (const url of [receiver.url, `http://localhost:${receiver.port}/hooks`]) {
      const outcome = await new Sender('public').send(url, 'msg_1', '{}', [secret]);
      expect(outcome, url).toMatchObject({ ok: false, status: 0 });
      expect(outcome.error).toMatch(/may not reach/);
    }
    expect(receiver.received).toEqual([]);
    // The development setting reaches it, and only loopback.
    expect(await new Sender('loopback').send(receiver.url, 'msg_2', '{}', [secret])).toMatchObject({
      ok: true,
      status: 204,
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('tells the ranges apart', () => {
    expect(addressAllowed('93.184.216.34', 'public')).toBe(true);
    expect(addressAllowed('2606:2800:220:1::1', 'public')).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:10.0.0.1', '169.254.169.254', '192.168.0.1', 'fc00::1'])
      expect(addressAllowed(address, 'public'), address).toBe(false);
    expect(addressAllowed('127.0.0.1', 'loopback')).toBe(true);
    expect(addressAllowed('::1', 'loopback')).toBe(true);
    expect(addressAllowed('93.184.216.34', 'loopback')).toBe(false);
    expect(addressAllowed('10.0.0.1', 'loopback')).toBe(false);
  });
});
