import type { BrowserContext } from '@playwright/test';

/**
 * Requests that left the console's and the API's origins (issue 22): the console ships what it shows, so
 * offline or under a strict content security policy nothing is missing. The shared fixture (test.ts)
 * watches every context a test opens and fails the test on any.
 */
export class OriginWatch {
  private found: string[] = [];
  private allowed: RegExp[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly own = [process.env.E2E_BASE_URL, process.env.E2E_API_URL].map((url) => new URL(url!).origin);

  /** The requests outside since the last take, emptied, with the allowances. */
  take(): string[] {
    const found = this.found;
    this.found = [];
    this.allowed = [];
    return found;
  }

  /** Admits what matches `address` until the next take: only for content a test itself puts in. */
  allow(address: RegExp): void {
    this.allowed.push(address);
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('request', (request) => {
      const url = new URL(request.url());
      // data: and blob: addresses are the page's own bytes; any other origin is outside.
      if (url.protocol === 'data:' || url.protocol === 'blob:' || this.own.includes(url.origin)) return;
      // Going to another site (an app the person opens, a redirect) is the person's doing, not a load.
      if (request.isNavigationRequest()) return;
      if (this.allowed.some((address) => address.test(request.url()))) return;
      this.found.push(`${request.method()} ${request.url()} (from ${request.frame().url()})`);
    });
  }
}
