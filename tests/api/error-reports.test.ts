/**
 * The development collector of the console's error reports (`/__dev/errorReports`, issue 36): a strict,
 * bounded body that cannot carry a query string or a field the console must not send, rate-limited per
 * client, refused from another site like every development write.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../fixtures/server/gate/limits';
import { useTestApi } from './support/api';

const report = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at /assets/index-abc.js:1:2',
  source: '/assets/index-abc.js',
  page: '/users',
  version: '0.1.0',
  commit: '0123456789ab',
  language: 'en',
  time: '2026-11-26T00:00:00.000Z',
};

describe('/__dev/errorReports', () => {
  const api = useTestApi();

  it('keeps a report, newest first, until a reset', async () => {
    const client = api.client();
    expect((await client.post('/__dev/errorReports', report)).status).toBe(200);
    expect((await client.post('/__dev/errorReports', { ...report, kind: 'chunk', message: 'second' })).status).toBe(
      200,
    );
    const list = await client.get('/__dev/errorReports');
    expect(list.body.payload.map((r: { message: string }) => r.message)).toEqual(['second', report.message]);
    expect(list.body.payload[1]).toMatchObject({ ...report, receivedAt: expect.any(String) });
    await api.reset();
    expect((await client.get('/__dev/errorReports')).body.payload).toEqual([]);
  });

  it.each([
    ['a page with its query string', { page: '/signin?resetPassword=SECRET' }],
    ['a script with its query string', { source: '/assets/a.js?token=x' }],
    ['a field it does not know', { email: 'ada@example.com' }],
    ['a message too long', { message: 'x'.repeat(1001) }],
    ['an unknown kind', { kind: 'debug' }],
  ])('refuses %s', async (_what, change) => {
    const answer = await api.client().post('/__dev/errorReports', { ...report, ...change });
    expect(answer.status).toBe(400);
    expect((await api.client().get('/__dev/errorReports')).body.payload).toEqual([]);
  });

  it('limits the reports of one client', async () => {
    const client = api.client();
    const { limit } = RATE_LIMITS.errorReportsPerClient;
    for (let i = 0; i < limit; i++) expect((await client.post('/__dev/errorReports', report)).status).toBe(200);
    const refused = await client.post('/__dev/errorReports', report);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a report from another site', async () => {
    const answer = await api.client().post('/__dev/errorReports', report, {
      headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
  });
});
