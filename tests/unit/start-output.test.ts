// @vitest-environment node
/**
 * What `npm start` prints (issue 61, issue 64 item 14): one readable line per request, a one-line warning on a
 * Node outside the supported lines (without stopping), and no stack trace when a proxied WebSocket is reset.
 */
import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { quietLogger } from '../../deploy/vite';
import { readableLog, requestLine } from '../../fixtures/bin/readableLog';
import { nodeVersionWarning } from '../../fixtures/bin/start';

describe('the request log in npm start', () => {
  it("prints a request's fields on one line, without JSON", async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const logger = pino({ base: undefined }, readableLog(false, out));
    logger.warn(
      { requestId: 'f00d-1', method: 'GET', path: '/account/users', status: 404, ms: 12, caller: 'session' },
      'answered',
    );
    await vi.waitFor(() => expect(text).toContain('\n'));
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: GET \/account\/users 404 12 ms session {2}f00d-1$/);
  });

  it('says when an answer failed or was aborted, and prints other messages as they are', () => {
    const call = { method: 'PUT', path: '/account/users/5', status: 500, ms: 3, caller: 'token', requestId: 'r' };
    expect(requestLine({ ...call, msg: 'failed' })).toBe('PUT /account/users/5 500 3 ms token (failed)  r');
    expect(requestLine({ msg: 'Development API listening' })).toBe('Development API listening');
  });
});

describe("the Node version's warning", () => {
  it('warns in one line on a line package.json does not support, and not on one it does', () => {
    const warning = nodeVersionWarning('v20.20.2');
    expect(warning).toMatch(/^Warning: Node v20\.20\.2 is not a supported version \(package\.json engines: .+\)/);
    expect(warning).not.toContain('\n');
    expect(nodeVersionWarning('v22.11.0')).toBeDefined();
    expect(nodeVersionWarning('v22.12.0')).toBeUndefined();
    expect(nodeVersionWarning('v24.3.0')).toBeUndefined();
  });
});

describe("Vite's logger in npm start", () => {
  it("drops a proxied WebSocket's reset, and prints every other error", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = quietLogger();
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    logger.error(`ws proxy error:\n${reset.stack}`, { error: reset });
    logger.error(`ws proxy socket error:\n${reset.stack}`, { error: reset });
    expect(error).not.toHaveBeenCalled();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    logger.error(`ws proxy error:\n${refused.stack}`, { error: refused });
    logger.error('http proxy error: /account/users', { error: reset });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
