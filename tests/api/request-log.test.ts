/**
 * The request log (fixtures/server/requestLog.ts, issue 36): one JSON line per call with its request id,
 * which goes back in `X-Request-Id`; never a header, a body, a query string or a secret path segment. The
 * whole run's lines are checked for secrets once it is over (support/requestLogCheck.ts); here, the shape.
 */
import { describe, expect, it } from 'vitest';
import { requestLogProblems } from './support/requestLogCheck';
import { loggedPath } from '../../fixtures/server/requestLog';
import { bearerClient, signedIn, useTestApi } from './support/api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function logged() {
  const lines: Record<string, unknown>[] = [];
  const texts: string[] = [];
  return {
    lines,
    texts,
    onRequestLog: (text: string) => {
      texts.push(text);
      lines.push(JSON.parse(text) as Record<string, unknown>);
    },
    /** The line of the call that answered with this request id (written once its answer has gone). */
    async of(id: string | null) {
      for (let i = 0; i < 50; i++) {
        const line = lines.find((l) => l.requestId === id);
        if (line) return line;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no line for request ${id}`);
    },
  };
}

describe('the request log', () => {
  const log = logged();
  const api = useTestApi({ onRequestLog: log.onRequestLog });

  it('writes one line per call, with the request id it sends back', async () => {
    const reply = await api.client().get('/__dev/health');
    const id = reply.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const line = await log.of(id);
    expect(Object.keys(line).sort()).toEqual(
      ['caller', 'level', 'method', 'ms', 'msg', 'path', 'requestId', 'status', 'time'].sort(),
    );
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/__dev/health', status: 200, caller: 'visitor' });
    expect(typeof line.ms).toBe('number');
    expect(log.lines.filter((l) => l.requestId === id)).toHaveLength(1);
  });

  it('names the kind of caller, never who', async () => {
    const user = await signedIn(api, 'user');
    const session = await user.get('/account/users/current');
    expect(await log.of(session.headers.get('x-request-id'))).toMatchObject({ caller: 'session', status: 200 });

    const created = await user.post('/account/users/current/accessTokens', { name: 'log test' });
    const token = created.body.payload.token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const byToken = await bearerClient(api, token).get('/account/users/current');
    expect(await log.of(byToken.headers.get('x-request-id'))).toMatchObject({ caller: 'token', status: 200 });
    const text = log.texts.join('');
    expect(text).not.toContain('user@example.com');
    expect(text).not.toContain('user1234');
  });

  it('levels a refusal as a warning and a failure as an error, every answer with its id', async () => {
    const refused = await api.client().get('/account/users');
    expect(await log.of(refused.headers.get('x-request-id'))).toMatchObject({ level: 'warn', status: 401 });
    await api.client().post('/__dev/faults', { path: '/account/users/current', times: 1 });
    const user = await signedIn(api, 'user');
    const failed = await user.get('/account/users/current');
    expect(failed.status).toBe(500);
    expect(await log.of(failed.headers.get('x-request-id'))).toMatchObject({ level: 'error', status: 500 });
  });

  it('writes no query string, no secret path segment, no cookie and no password', async () => {
    const visitor = api.client();
    const reset = await visitor.get('/account/users/current?token=SECRET-QUERY-TOKEN');
    expect((await log.of(reset.headers.get('x-request-id'))).path).toBe('/account/users/current');
    const invitation = await visitor.get('/account/organizations/token/ORG3-INITECH-JOIN');
    expect((await log.of(invitation.headers.get('x-request-id'))).path).toBe('/account/organizations/token/:token');
    const signin = await visitor.post('/account/users/signin', { email: 'admin@example.com', password: 'admin1234' });
    const session = visitor.cookies.get('session')!;
    expect(session.length).toBeGreaterThan(6);
    await visitor.get('/account/users/current');
    const text = log.texts.join('');
    for (const secret of ['SECRET-QUERY-TOKEN', 'ORG3-INITECH-JOIN', 'admin1234', session]) {
      expect(text).not.toContain(secret);
    }
    expect(requestLogProblems(log.texts, new Set(['SECRET-QUERY-TOKEN', 'admin1234', session]))).toEqual([]);
    expect(signin.headers.get('x-request-id')).toMatch(UUID);
  });

  it('ignores an incoming request id when no proxy is trusted', async () => {
    const reply = await api.client().get('/__dev/health', { headers: { 'x-request-id': 'forged-by-a-visitor' } });
    expect(reply.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('the request log behind the trusted proxy', () => {
  const log = logged();
  const api = useTestApi({ trustProxyHops: 1, onRequestLog: log.onRequestLog, resetEach: false });

  it("takes the proxy's request id when well-formed, else makes one", async () => {
    const nginxId = '0123456789abcdef0123456789abcdef';
    const passed = await api.client().get('/__dev/health', { headers: { 'x-request-id': nginxId } });
    expect(passed.headers.get('x-request-id')).toBe(nginxId);
    expect(await log.of(nginxId)).toMatchObject({ path: '/__dev/health' });
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"and{brace}']) {
      const replaced = await api.client().get('/__dev/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });
});

describe('the final check of the run', () => {
  it('finds a header, a query, a secret word or a secret a test handled', () => {
    const line = (fields: object) =>
      JSON.stringify({
        level: 'info',
        time: 't',
        requestId: 'r',
        method: 'GET',
        path: '/x',
        status: 200,
        ms: 1,
        caller: 'visitor',
        msg: 'answered',
        ...fields,
      });
    expect(requestLogProblems([line({})], new Set())).toEqual([]);
    expect(requestLogProblems([line({ req: { headers: { cookie: 'session=abc' } } })], new Set())).toHaveLength(2);
    expect(requestLogProblems([line({ path: '/signin?token=abc' })], new Set())).toHaveLength(1);
    expect(requestLogProblems([line({ path: '/x/abcdef123' })], new Set(['abcdef123']))).toHaveLength(1);
    // A secret is found whole, not inside another word (a test's password in an upload's name).
    expect(requestLogProblems([line({ path: '/x/abcdefgh12.png' })], new Set(['abcdefgh']))).toEqual([]);
    expect(requestLogProblems([line({ path: '/x/12abcdefgh.png' })], new Set(['abcdefgh']))).toEqual([]);
    // Found whole wherever it stands, whatever it holds besides letters and digits.
    expect(requestLogProblems([line({ path: '/x/a.b-c_d9/y' })], new Set(['a.b-c_d9']))).toHaveLength(1);
    expect(requestLogProblems([line({ path: '/x/a.b-c_d9' })], new Set(['a.b', 'zz', 'a.b-c_d9x']))).toHaveLength(1);
    expect(requestLogProblems([line({ path: '/x/-_secret_' })], new Set(['-_secret_']))).toHaveLength(1);
    expect(requestLogProblems([line({ msg: 'abcdef123' })], new Set(['abcdef123']))).toHaveLength(1);
    // The routes match paths in any case: a token segment is named whatever its case.
    expect(loggedPath('/account/ORGANIZATIONS/TOKEN/ORG2-GLOBEX-JOIN?x=1')).toBe('/account/ORGANIZATIONS/TOKEN/:TOKEN');
    expect(requestLogProblems([line({ msg: 'password was wrong' })], new Set())).toHaveLength(1);
    expect(requestLogProblems([line({ caller: 'ada@example.com' })], new Set())).toHaveLength(1);
  });
});
