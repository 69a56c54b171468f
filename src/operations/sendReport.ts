import { getConfig } from '@/config';
import { loadVersion } from './version';

/**
 * Sends the console's error reports (errorReports.ts loads this module on a page's first error).
 *
 * What a report holds, and nothing else: its kind, the error's message and stack and the script's path,
 * each with e-mail addresses replaced and every address's query string and fragment cut (a reset link's
 * `?token=`); the page's path without its query; the console's version and commit; the browser's language;
 * the time. Never a cookie (sent without credentials), a name, an address or an id of the person.
 */
/** What failed: an uncaught error, an unhandled rejection, a chunk of the bundle that did not load. */
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
