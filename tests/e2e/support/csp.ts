import type { BrowserContext } from '@playwright/test';

/**
 * Content-Security-Policy violations of every page and frame of the browser contexts it watches: the
 * `securitypolicyviolation` events of the pages (an init script listens in each document that runs
 * scripts) and the browser's console reports (which also cover the template preview's sandboxed
 * frames, where no script runs). The shared fixture (test.ts) watches every context a test opens and
 * fails the test on any.
 */
export class CspWatch {
  private found: string[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  /** The violations since the last take, emptied. */
  take(): string[] {
    const found = this.found;
    this.found = [];
    return found;
  }

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      this.found.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        report?.(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.found.push(`console: ${message.text()}`);
    });
  }
}
