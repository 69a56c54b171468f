/**
 * SSRF with kept connections (issue 58, scale): deliveries reuse connections, so the address check cannot be
 * once per destination. A name that passes the check when the delivery starts and then resolves to a forbidden
 * address (DNS rebinding) must be refused on every new connection, while a connection opened to a checked address
 * may go on being used. The resolver is played here: the check before sending always sees loopback; the socket's
 * own look-ups see loopback for the first connection only, then a private address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Sender } from '../../../fixtures/server/webhooks/sender';
import { Receiver } from '../support/receiver';

const resolver = vi.hoisted(() => ({ connections: 0 }));
vi.mock('node:dns', async (actual) => {
  const dns = await actual<typeof import('node:dns')>();
  const lookup = (
    host: string,
    options: { all?: boolean; hints?: number },
    callback: (error: Error | null, found: { address: string; family: number }[]) => void,
  ) => {
    if (host !== 'rebinding.test') return dns.lookup(host, options as never, callback as never);
    // A socket's look-up passes its hints; the check before sending passes none.
    const bySocket = options.hints !== undefined;
    const address = bySocket && resolver.connections++ > 0 ? '10.0.0.1' : '127.0.0.1';
    callback(null, [{ address, family: 4 }]);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

describe('webhook deliveries over kept connections', () => {
  it('checks the address of every new connection, not once per destination', async () => {
    const secret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
    receiver.secrets = [secret];
    const sender = new Sender('loopback');
    const url = `http://rebinding.test:${receiver.port}/hooks`;
    try {
      expect(await sender.send(url, 'msg_1', '{}', [secret])).toMatchObject({ ok: true, status: 204 });
      // Two at once: one takes the kept connection (opened to a checked address), the other needs a new one,
      // whose look-up now answers a private address.
      const outcomes = await Promise.all(['msg_2', 'msg_3'].map((id) => sender.send(url, id, '{}', [secret])));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)).toMatchObject({ status: 0, error: expect.stringMatching(/may not reach/) });
      expect(receiver.received).toHaveLength(2);
      expect(resolver.connections).toBe(2);
    } finally {
      sender.close();
    }
  });
});
