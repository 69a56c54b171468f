import { request as httpRequest } from 'node:http';
import type { APIResponse } from '@playwright/test';
import { RATE_LIMITS } from '../../fixtures/server/gate/limits';
import { FIRST_LOAD, rows } from './support/pages';
import { test, expect, demo, realtimeConnected, signIn } from './support/test';

/**
 * Issue 25: the console as production serves it (npm test: deploy/'s nginx configuration in front of the
 * development API; E2E_MODE=dev: Vite's server, which sends the same headers). The headers of the page,
 * a deep route, an asset and config.json, each policy in them, and the policy at work in the browser.
 */
const nginx = process.env.E2E_MODE !== 'dev';

/** The Content-Security-Policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The headers every answer of the console's own files carries (Vite's server: the policy on pages only). */
function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/(^|, )microphone=\(\)/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  // Over plain http: no HSTS (see the TLS test below).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  if (!nginx && !headers['content-type']?.startsWith('text/html')) return undefined;
  const csp = directives(headers['content-security-policy']);
  const all = [...csp.values()].flat();
  expect(all, `${what}: nothing eval'd`).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  const scripts = csp.get('script-src')!;
  // The console's files and index.html's inline script by its hash: no inline script otherwise, no nonce.
  expect(scripts[0], what).toBe("'self'");
  expect(
    scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    `${what}: ${scripts}`,
  ).toBe(true);
  for (const name of ['style-src', 'style-src-elem']) {
    const styles = csp.get(name)!;
    expect(styles, `${what}: ${name}`).toHaveLength(2);
    expect(styles[0]).toBe("'self'");
    expect(styles[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{22,}'$/);
  }
  expect(csp.get('style-src-attr'), what).toEqual(["'unsafe-inline'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  return csp;
}

test('the page, a deep route, an asset and config.json carry the security headers and their caching', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const html = await page.text();
  const pageCsp = expectSecurityHeaders(page, '/')!;
  // The nonce of the policy is the one written into the page, on its tags and for the app (csp-nonce).
  const nonce = pageCsp.get('style-src-elem')![1].slice("'nonce-".length, -1);
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(html).not.toContain('CSP_NONCE_PLACEHOLDER');
  expect(page.headers()['cache-control']).toBe('no-store');

  const deep = await request.get('/users?filters=%5B%5D');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root">');
  const deepCsp = expectSecurityHeaders(deep, '/users')!;
  expect(deep.headers()['cache-control']).toBe('no-store');
  // A new nonce in every answer.
  expect(deepCsp.get('style-src-elem')![1]).not.toBe(pageCsp.get('style-src-elem')![1]);

  const config = await request.get('/config.json');
  expect(config.status()).toBe(200);
  expect(await config.json()).toHaveProperty('signinRoute');
  expectSecurityHeaders(config, '/config.json');
  if (nginx) expect(config.headers()['cache-control']).toBe('no-store');

  test.skip(!nginx, "Vite's server does not serve the built assets");
  const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry, 'the entry script').toBeTruthy();
  const asset = await request.get(entry!);
  expect(asset.status()).toBe(200);
  expectSecurityHeaders(asset, entry!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  // A missing asset is a 404, not the page (a stale tab must not run HTML as a script).
  const missing = await request.get('/assets/missing-0000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
});

test('assets are served precompressed: brotli, else gzip; the page and config.json compressed on the fly', async ({
  request,
}) => {
  test.skip(!nginx, 'nginx serves the precompressed files');
  const html = await (await request.get('/')).text();
  const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
  const plain = await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } });
  const size = Number(plain.headers()['content-length']);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    // Node's fetch decompresses and keeps the sizes honest: the length is the compressed file's.
    const res = await fetch(new URL(entry, process.env.E2E_BASE_URL), { headers: { 'Accept-Encoding': accept } });
    expect(res.headers.get('content-encoding'), accept).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    // Precompressed files have a length (and an ETag); nginx's on-the-fly compression is chunked.
    expect(Number(res.headers.get('content-length')), accept).toBeLessThan(size);
    expect(await res.text()).toBe(await plain.text());
  }
  const brotli = Number(
    (await fetch(new URL(entry, process.env.E2E_BASE_URL), { headers: { 'Accept-Encoding': 'br' } })).headers.get(
      'content-length',
    ),
  );
  const gzipped = Number(
    (await fetch(new URL(entry, process.env.E2E_BASE_URL), { headers: { 'Accept-Encoding': 'gzip' } })).headers.get(
      'content-length',
    ),
  );
  expect(brotli).toBeLessThan(gzipped);
  const page = await fetch(new URL('/', process.env.E2E_BASE_URL), { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(page.headers.get('content-length')).toBeNull();
});

test('HSTS is sent when the console is reached over TLS (at nginx or at a proxy in front)', async ({ request }) => {
  test.skip(!nginx, 'TLS is a production matter');
  const tls = await request.get('/signin', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(tls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const plain = await request.get('/signin');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  expect((await request.get('/healthz')).status()).toBe(200);
});

/** A call to the console's origin (through nginx) from the loopback address `from`, as another visitor. */
function fromVisitor(
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const base = new URL(process.env.E2E_BASE_URL!);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<{ status: number; cookies: string[]; body: any }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress: from,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            cookies: res.headers['set-cookie'] ?? [],
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test("behind nginx the platform sees each visitor's address, whatever they forge, and locks out only the one who guesses (issue 33)", async () => {
  test.skip(!nginx, "the proxy in front is nginx's");
  const signIn = (from: string, headers: Record<string, string> = {}) =>
    fromVisitor(from, 'POST', '/account/users/signin', {
      body: { email: demo.user.email, password: demo.user.password },
      headers,
    });
  const visitor = await signIn('127.0.0.2', { 'X-Forwarded-For': '203.0.113.66' });
  expect(visitor.status).toBe(200);
  const cookie = visitor.cookies.map((c) => c.split(';')[0]).join('; ');
  const sessions = await fromVisitor('127.0.0.2', 'GET', '/account/users/current/sessions', { headers: { cookie } });
  expect(sessions.body.payload[0].ipAddress).toBe('127.0.0.2');
  for (let i = 0; i < RATE_LIMITS.signinFailuresPerClient.limit; i++) {
    const wrong = await fromVisitor('127.0.0.3', 'POST', '/account/users/signin', {
      body: { email: `nobody${i}@example.org`, password: 'wrong-one' },
      headers: { 'X-Forwarded-For': `10.0.${i}.1` },
    });
    expect(wrong.status).toBe(401);
  }
  expect((await signIn('127.0.0.3')).status).toBe(429);
  expect((await signIn('127.0.0.4')).status).toBe(200);
});

test('the session cookies are Secure when the visitor came over TLS (issue 33)', async () => {
  test.skip(!nginx, 'TLS is a production matter');
  const tls = await fromVisitor('127.0.0.5', 'POST', '/account/users/signin', {
    body: { email: demo.user.email, password: demo.user.password },
    headers: { 'X-Forwarded-Proto': 'https' },
  });
  expect(tls.cookies.filter((c) => /^(session|token)=/.test(c))).toHaveLength(2);
  for (const cookie of tls.cookies) expect(cookie).toMatch(/;\s*Secure/i);
  const plain = await fromVisitor('127.0.0.5', 'POST', '/account/users/signin', {
    body: { email: demo.user.email, password: demo.user.password },
  });
  for (const cookie of plain.cookies) expect(cookie).not.toMatch(/Secure/i);
});

test('under the policy the console works: styles, the realtime socket through the proxy, a sign-in, a list', async ({
  page,
}) => {
  const connected = realtimeConnected(page);
  await signIn(page, demo.admin);
  await connected;
  await page.goto('/users');
  await expect(rows(page).first()).toBeVisible(FIRST_LOAD);
  // MUI's styles are in (emotion's style elements carry the nonce): the app bar is laid out, not bare HTML.
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
  const styles = await page
    .locator('style[data-emotion]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLStyleElement).nonce));
  expect(styles.length).toBeGreaterThan(0);
  expect(new Set(styles).size, 'one nonce').toBe(1);
  expect(styles[0]).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
});

test('the policy refuses eval, an injected script and an injected style sheet, and the fixture reports each', async ({
  page,
  csp,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_LOAD);
  const outcome = await page.evaluate(async () => {
    const result: Record<string, string> = {};
    // Later, as the page's own code: DevTools' evaluation itself may eval.
    result.eval = await new Promise<string>((resolve) =>
      setTimeout(() => {
        try {
          resolve(String(eval('"evaluated"')));
        } catch (error) {
          resolve((error as Error).name);
        }
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.injected = "ran"';
    document.body.append(script);
    result.script = String((window as unknown as { injected?: string }).injected);
    const style = document.createElement('style');
    style.textContent = 'body { visibility: hidden }';
    document.head.append(style);
    result.style = getComputedStyle(document.body).visibility;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return result;
  });
  expect(outcome).toEqual({ eval: 'EvalError', script: 'undefined', style: 'visible' });
  // Each is reported by its event in the page; the script and the style also by the browser's console.
  const seen: string[] = [];
  const consoleReports = () => seen.filter((text) => text.startsWith('console: '));
  await expect
    .poll(() => {
      seen.push(...csp.take());
      return [seen.length - consoleReports().length, consoleReports().length];
    })
    .toEqual([3, 2]);
  const events = seen.filter((text) => !text.startsWith('console: ')).sort();
  expect(events).toEqual([
    expect.stringMatching(/^\/signin: script-src refused eval/),
    expect.stringMatching(/^\/signin: script-src-elem refused inline/),
    expect.stringMatching(/^\/signin: style-src-elem refused inline/),
  ]);
});
