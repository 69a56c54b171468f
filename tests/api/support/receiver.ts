/**
 * A webhook receiver on this machine's loopback (issue 58): every delivery it takes is verified with the
 * `standardwebhooks` package against the secrets it is given, as a real receiver would. It answers 204, or
 * what `answer` says; `stop` takes it down (its port then refuses), `start` brings it back on the same port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** The parsed body, once verified. */
  payload: { type: string; timestamp: string; data: Record<string, any> };
  /** Which of the given secrets verified it (indices). */
  verifiedBy: number[];
  /** Answered (false while `hold` keeps it waiting). */
  answered: boolean;
}

export class Receiver {
  readonly received: Received[] = [];
  /** Deliveries whose signature no secret verified (must stay empty). */
  readonly unverified: { headers: Record<string, string>; body: string; error: string }[] = [];
  secrets: string[] = [];
  answer: { status: number; body: string } = { status: 204, body: '' };
  /** While it answers true, deliveries are taken (and verified) but never answered. */
  hold: () => boolean = () => false;
  private server: Server | undefined;
  port = 0;

  get running(): boolean {
    return !!this.server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const verifiedBy: number[] = [];
        let payload: Received['payload'] | undefined;
        let error = 'no secret given';
        this.secrets.forEach((secret, i) => {
          try {
            payload = new Webhook(secret).verify(body, headers) as Received['payload'];
            verifiedBy.push(i);
          } catch (e) {
            error = (e as Error).message;
          }
        });
        const held = this.hold();
        if (payload) this.received.push({ headers, body, payload, verifiedBy, answered: !held });
        else this.unverified.push({ headers, body, error });
        if (held) return;
        res.writeHead(this.answer.status, { 'content-type': 'text/plain' });
        res.end(this.answer.body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  types(): string[] {
    return this.received.map((r) => r.payload.type);
  }
}
