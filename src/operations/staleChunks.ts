import { notifyNotice } from '@/notifications/notify';
import { isChunkLoadError, report } from './errorReports';

/**
 * A tab open across a deploy (issue 36): its bundle names chunks the new deploy no longer has (nginx answers
 * them 404, deploy/nginx.conf.template). Such a failed load reloads the page once, onto the new bundle, and
 * the reloaded page says why. The guard in sessionStorage (the tab's) allows one reload per
 * RELOAD_AGAIN_AFTER_MS, so a chunk missing from the new bundle too fails as an error instead of looping.
 */
const RELOADED_AT = 'console.staleChunkReloadedAt';
const NOTICE = 'console.staleChunkNotice';
export const RELOAD_AGAIN_AFTER_MS = 10 * 60_000;

/** Reloads the page for a failed chunk unless this tab just did (answers whether it reloads). */
export function reloadForStaleChunk(error: unknown, reload = () => window.location.reload()): boolean {
  report('chunk', error);
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  sessionStorage.setItem(NOTICE, '1');
  reload();
  return true;
}

/**
 * At start: reload for a chunk that fails to load (Vite's `vite:preloadError`, and a lazy import's rejection
 * nobody handled; one that an error boundary caught comes from the React root, src/main.tsx), and the notice
 * of a reload this tab just made.
 */
export function startStaleChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForStaleChunk(event.reason)) event.preventDefault();
  });
  if (sessionStorage.getItem(NOTICE)) {
    sessionStorage.removeItem(NOTICE);
    notifyNotice({
      severity: 'info',
      title: 'app.shell.notifications.updated',
      subtitle: 'app.shell.notifications.updatedReloaded',
    });
  }
}
