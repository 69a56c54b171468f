/**
 * Vite's development server sends nginx's headers (deploy/vite.ts, from deploy/headers.ts), so that a
 * violation shows while developing: the same policy, with this answer's nonce on index.html's tags
 * and the hashes of its inline scripts (with HMR on, also React Refresh's preamble).
 */
import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_HEADERS, contentSecurityPolicy, inlineScriptHashes } from '../../deploy/headers';
import { renderNginxConf } from '../../deploy/nginx';

const root = resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    // Only the page is asked for: no dependency scan, no HMR socket.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server?.close());

/** The page's nonce (its csp-nonce meta) and its answer. */
async function page(path: string) {
  const res = await fetch(base + path, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  const nonce = html.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1];
  return { res, html, nonce };
}

describe("Vite's development server", () => {
  it('sends the policy with a new nonce in each answer of the page, on every tag of it', async () => {
    const first = await page('/');
    const deep = await page('/users/17');
    expect(first.res.status).toBe(200);
    expect(deep.res.status).toBe(200);
    for (const { res, html, nonce } of [first, deep]) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html).not.toContain('CSP_NONCE_PLACEHOLDER');
      // Every script and style element of the page carries it.
      expect(html.match(/<(script|style)\b[^>]*>/g)!.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      const hashes = inlineScriptHashes(html);
      // index.html's early config.json request (and React Refresh's preamble when HMR is on).
      expect(html).toContain("window.configRequest = fetch('/config.json'");
      expect(hashes.length).toBeGreaterThan(0);
      expect(res.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ nonce: nonce!, scriptHashes: hashes }),
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const [name, value] of Object.entries(STATIC_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    }
    expect(deep.nonce).not.toBe(first.nonce);
  });

  it("sends nginx's policy: the same directives, with nginx's nonce and the built page's hashes", async () => {
    const { res, html, nonce } = await page('/');
    const conf = renderNginxConf(
      html,
      { root: '/srv', accessLog: 'off', version: { version: '1.2.3', commit: 'abc' } },
      {
        LISTEN: '8080',
        API_UPSTREAM: 'http://platform:8080',
        RUNTIME_DIR: '/tmp/console',
        CSP_SCRIPT_SRC: '',
        CSP_CONNECT_SRC: '',
      },
    );
    const nginxPolicy = conf.match(/add_header Content-Security-Policy "([^"]+)" always;/)![1];
    expect(res.headers.get('content-security-policy')).toBe(nginxPolicy.replaceAll('$request_id', nonce!));
  });
});
