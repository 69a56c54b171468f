/**
 * What the console does for its operator (issue 36): error reports without personal data, and the one
 * reload of a tab whose chunk a deploy removed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/config';
import { recordNotices } from '../support/notices';
import { isChunkLoadError } from '@/operations/errorReports';
import { reportError, scrub } from '@/operations/sendReport';
import { RELOAD_AGAIN_AFTER_MS, reloadForStaleChunk, startStaleChunkReload } from '@/operations/staleChunks';

const posted: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('version.json')) return new Response(JSON.stringify({ version: '1.2.3', commit: 'abc123' }));
      posted.push({ url, init });
      return new Response('{}');
    }),
  );
  sessionStorage.clear();
  setConfig({ errorReportUrl: '/__dev/errorReports' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('error reports', () => {
  it('take out e-mail addresses and every query string', () => {
    expect(scrub('No user ada.lovelace@example.com at /signin?resetPassword=SECRET#x (https://h/a.js?v=1:2:3)')).toBe(
      'No user [email] at /signin (https://h/a.js)',
    );
  });

  it('send what failed and where, never who', async () => {
    window.history.replaceState(null, '', '/users/17?filters=%5B%22ada%40example.com%22%5D');
    const error = new TypeError('cannot read name of ada@example.com');
    error.stack = 'TypeError: cannot read\n    at http://localhost/assets/a.js?token=SECRET:1:2';
    await reportError('error', error, 'http://localhost/assets/a.js?token=SECRET');
    expect(posted).toHaveLength(1);
    const { url, init } = posted[0];
    expect(url).toBe('/__dev/errorReports');
    expect(init.credentials).toBe('omit');
    const report = JSON.parse(String(init.body));
    expect(Object.keys(report).sort()).toEqual(
      ['commit', 'kind', 'language', 'message', 'page', 'source', 'stack', 'time', 'version'].sort(),
    );
    expect(report).toMatchObject({
      kind: 'error',
      message: 'TypeError: cannot read name of [email]',
      source: '/assets/a.js',
      page: '/users/17',
      version: '1.2.3',
      commit: 'abc123',
    });
    expect(String(init.body)).not.toMatch(/SECRET|example\.com|filters/);
  });

  it('send nothing when errorReportUrl is empty, and the same error once', async () => {
    setConfig({ errorReportUrl: '' });
    await reportError('error', new Error('off'));
    expect(posted).toHaveLength(0);
    setConfig({ errorReportUrl: '/r' });
    await reportError('error', new Error('twice'));
    await reportError('error', new Error('twice'));
    expect(posted).toHaveLength(1);
  });

  it('tell a failed chunk from another error', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('a chunk a deploy removed', () => {
  it('reloads the tab once, says why after the reload, and never loops', () => {
    const notices = recordNotices();
    const reload = vi.fn();
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/old.js');
    expect(reloadForStaleChunk(failed, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page: the notice, once.
    startStaleChunkReload();
    expect(notices.at(-1)).toMatchObject({
      severity: 'info',
      title: 'app.shell.notifications.updated',
      subtitle: 'app.shell.notifications.updatedReloaded',
    });
    const count = notices.length;

    // The chunk is missing from the new bundle too: an error, not another reload.
    expect(reloadForStaleChunk(failed, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    startStaleChunkReload();
    expect(notices).toHaveLength(count);
  });

  it('reloads again for a later deploy', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z'), toFake: ['Date'] });
    const reload = vi.fn();
    reloadForStaleChunk(new Error('Importing a module script failed.'), reload);
    vi.setSystemTime(Date.now() + RELOAD_AGAIN_AFTER_MS + 1);
    expect(reloadForStaleChunk(new Error('Importing a module script failed.'), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
