import { getConfig } from '@/config';
import { loadVersion } from './version';

/**
 * The console's error reports (issue 36): each uncaught error, unhandled rejection and failed chunk load
 * goes to config.json's `errorReportUrl` (empty: none), so an operator learns what a person's browser saw.
 *
 * What a report holds, and nothing else: its kind, the error's message and stack and the script's path,
 * each with e-mail addresses replaced and every address's query string and fragment cut (a reset link's
 * `?token=`); the page's path without its query; the console's version and commit; the browser's language;
 * the time. Never a cookie (sent without credentials), a name, an address or an id of the person.
 */
export type ReportKind = 'error' | 'unhandledrejection' | 'chunk';

/** At most this many reports per page: an error in a loop must not flood the collector. */
const MAX_REPORTS = 10;
let sent = 0;
const seen = new Set<string>();

const EMAIL = /[^\s@"'<>()[\],;]+@[^\s@"'<>()[\],;]+\.[^\s@"'<>()[\],;]+/g;
/** An address's query string or fragment: from `?` or `#` after a path to the next space or quote. */
const QUERY = /(\/[^\s?#"'()]*)[?#][^\s"'()]*/g;

/** A text with what could name a person or carry a secret taken out. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUERY, '$1');
}

/** A dynamic import (a chunk of the bundle) that failed: the browsers' words for it, and Vite's. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return undefined;
  }
}

/** Sends one report (never throws, never retries). */
export async function reportError(kind: ReportKind, error: unknown, source?: string): Promise<void> {
  const url = getConfig().errorReportUrl;
  if (!url || sent >= MAX_REPORTS) return;
  const message = scrub(error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
  const key = `${kind} ${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  sent += 1;
  const version = await loadVersion();
  const stack = error instanceof Error && error.stack ? scrub(error.stack).slice(0, 4000) : undefined;
  const report = {
    kind,
    message,
    ...(stack ? { stack } : {}),
    ...(pathOf(source) ? { source: pathOf(source) } : {}),
    page: window.location.pathname,
    version: version?.version ?? 'unknown',
    commit: version?.commit ?? 'unknown',
    language: (navigator.language || 'unknown').slice(0, 16),
    time: new Date().toISOString(),
  };
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'omit',
      keepalive: true, // delivered even when the page reloads (a stale chunk) or closes
    });
  } catch {
    // The collector is away: nothing to do about it here.
  }
}

/** Reports the page's uncaught errors and unhandled rejections from now on (a failed chunk: staleChunks.ts). */
export function startErrorReports(): void {
  window.addEventListener('error', (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) return;
    void reportError('error', event.error ?? event.message, event.filename);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) return;
    void reportError('unhandledrejection', event.reason);
  });
}
