/**
 * The console's error reports (issue 36): each uncaught error, unhandled rejection and failed chunk load
 * goes to config.json's `errorReportUrl` (empty: none), so an operator learns what a person's browser saw;
 * what a report holds is in sendReport.ts, which loads on a page's first error (pages that never fail do
 * not download it).
 */
import type { ReportKind } from './sendReport';

/** A dynamic import (a chunk of the bundle) that failed: the browsers' words for it, and Vite's. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reports an error (never throws). */
export function report(kind: ReportKind, error: unknown, source?: string): void {
  void import('./sendReport').then(({ reportError }) => reportError(kind, error, source)).catch(() => undefined);
}

/** Reports the page's uncaught errors and unhandled rejections from now on (a failed chunk: staleChunks.ts). */
export function startErrorReports(): void {
  window.addEventListener('error', (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) return;
    report('error', event.error ?? event.message, event.filename);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) return;
    report('unhandledrejection', event.reason);
  });
}
